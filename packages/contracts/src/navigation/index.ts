// Navigation state that crosses pages (and remotes), declared once: senders build it with the `to…`
// functions, receivers read it with the `read…` functions, which treat anything else as missing.
export * from './fields';
export * from './booking-navigation';
export * from './booking-links';
export * from './booking-success';
export * from './profile-during-booking';
export * from './login-navigation';
export * from './waitlist-return';
