import { Link } from '@trippy/router';
import { actionClassName, MessagePage } from './message-page';

/** The spec's Coming Soon page, served by the remote that owns the route. */
export function ComingSoon() {
  return (
    <MessagePage
      title="Coming Soon"
      text="We are putting the finishing touches on this page. Meanwhile, explore our yatras and treks."
      action={
        <Link to="/" className={actionClassName}>
          Back to Home
        </Link>
      }
    />
  );
}
