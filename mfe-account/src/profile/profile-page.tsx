import { readProfileDuringBooking } from '@trippy/contracts';
import { RemoteComponent } from '@trippy/federation';
import { Link, useLocation } from '@trippy/router';
import { useSession } from '@trippy/session';
import { RegionError, Spinner } from '@trippy/ui';
import { useAccountText } from '../messages';
import { NotificationBell } from '../notifications';
import { Avatar, initialsOf } from './avatar';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';
import { useProfileGuard } from './use-profile-guard';

/** /profile: who the customer is, the profile form, their bookings (mfe-booking) and notifications. */
export function ProfilePage() {
  const { t } = useAccountText();
  const guard = useProfileGuard();
  const customer = useSession((s) => s.customer);
  const complete = useSession((s) => s.isProfileComplete);
  // Sent here by Book Now with an incomplete profile: saving it returns to the booking.
  const booking = readProfileDuringBooking(useLocation().state);
  if (guard === 'out') return null;
  if (guard === 'loading') return <Spinner label={t('Loading your profile')} />;
  if (!customer) {
    // Logged in, but the customer could not be fetched (network or server error keeps the session).
    return (
      <div className={styles.page}>
        <RegionError what={t('Your profile')} />
      </div>
    );
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();

  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-label={t('Your profile')}>
        <Avatar name={name} initials={initialsOf(customer.firstName, customer.lastName)} />
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.email}>{customer.email}</p>
          <p className={complete ? styles.complete : styles.incomplete} data-testid="profile-state">
            {complete ? t('✓ Profile complete') : t('Profile incomplete: add your address to book faster')}
          </p>
        </div>
        <div className={styles.bell}>
          <NotificationBell placement="profile" />
        </div>
      </section>
      {booking ? (
        <p className={styles.bookingNotice} role="status" data-testid="profile-during-booking">
          {t(
            'Complete your profile to book {name}: save your name, phone and address and you will return to your booking.',
            { name: booking.packageData.name },
          )}{' '}
          <Link to={`/packages/${encodeURIComponent(booking.packageData.slug)}`}>
            {t('Back to {name}', { name: booking.packageData.name })}
          </Link>
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.heading}>
          {t('Profile details')}
        </h2>
        <ProfileForm customer={customer} />
      </section>
      <section className={styles.card} aria-label={t('My Bookings')}>
        <RemoteComponent
          remote="booking"
          exposed="my-bookings"
          loading={<Spinner inline />}
          error={<RegionError what={t('Your bookings')} />}
        />
      </section>
    </div>
  );
}
