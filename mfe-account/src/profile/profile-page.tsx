import { useSession } from '@trippy/session';
import { formStyles } from '@trippy/ui';

/** The logged-in customer's profile summary (the guard in app.tsx keeps visitors out). */
export function ProfilePage() {
  const customer = useSession((s) => s.customer);
  const complete = useSession((s) => s.isProfileComplete);
  if (!customer) return null;
  return (
    <section className={formStyles.card} aria-label="Your profile">
      <h1 className={formStyles.title}>
        {customer.firstName} {customer.lastName}
      </h1>
      <p>{customer.email}</p>
      <p>+91 {customer.phone}</p>
      <p>{customer.address || 'No address yet'}</p>
      <p className={formStyles.hint}>
        {complete ? 'Your profile is complete.' : 'Add your address to complete your profile.'}
      </p>
    </section>
  );
}
