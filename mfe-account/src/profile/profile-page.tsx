import { readProfileDuringBooking } from '@trippy/contracts';
import { RemoteComponent } from '@trippy/federation';
import { Link, useLocation } from '@trippy/router';
import { useSession } from '@trippy/session';
import { RegionError, Spinner } from '@trippy/ui';
import { NotificationBell } from '../notifications';
import { Avatar, initialsOf } from './avatar';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';
import { useProfileGuard } from './use-profile-guard';

/** /profile: who the customer is, the profile form, their bookings (mfe-booking) and notifications. */
export function ProfilePage() {
  const guard = useProfileGuard();
  const customer = useSession((s) => s.customer);
  const complete = useSession((s) => s.isProfileComplete);
  // Sent here by Book Now with an incomplete profile: saving it returns to the booking.
  const booking = readProfileDuringBooking(useLocation().state);
  if (guard === 'out') return null;
  if (guard === 'loading') return <Spinner label="Loading your profile" />;
  if (!customer) {
    // Logged in, but the customer could not be fetched (network or server error keeps the session).
    return (
      <div className={styles.page}>
        <RegionError what="Your profile" />
      </div>
    );
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();

  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-label="Your profile">
        <Avatar name={name} initials={initialsOf(customer.firstName, customer.lastName)} />
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.email}>{customer.email}</p>
          <p className={complete ? styles.complete : styles.incomplete} data-testid="profile-state">
            {complete ? '✓ Profile complete' : 'Profile incomplete: add your address to book faster'}
          </p>
        </div>
        <div className={styles.bell}>
          <NotificationBell placement="profile" />
        </div>
      </section>
      {booking ? (
        <p className={styles.bookingNotice} role="status" data-testid="profile-during-booking">
          Complete your profile to book {booking.packageData.name}: save your name, phone and address and you
          will return to your booking.{' '}
          <Link to={`/packages/${encodeURIComponent(booking.packageData.slug)}`}>
            Back to {booking.packageData.name}
          </Link>
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.heading}>
          Profile details
        </h2>
        <ProfileForm customer={customer} />
      </section>
      <section className={styles.card} aria-label="My Bookings">
        <RemoteComponent
          remote="booking"
          exposed="my-bookings"
          loading={<Spinner inline />}
          error={<RegionError what="Your bookings" />}
        />
      </section>
    </div>
  );
}
