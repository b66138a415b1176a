// Contracts of issue #15: the life of a trip after booking.
export * from './travellers';
export * from './schedule';
export * from './batch-change';
export * from './invoice';
export * from './waitlist';
export * from './waitlist-offer';
export * from './jobs';
