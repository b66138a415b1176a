import { MessagePage, actionClassName } from '@trippy/ui';
import { NavLink } from './nav-link';

export function NotFound() {
  return (
    <MessagePage
      title="Page not found"
      text="The trail ends here. The page you are looking for does not exist or has moved."
      action={
        <NavLink href="/" className={actionClassName}>
          Back to Home
        </NavLink>
      }
    />
  );
}
