import { MessagePage, actionClassName } from '@trippy/ui';
import { NavLink } from './nav-link';
import { useShellText } from '../messages';

export function NotFound() {
  const { t } = useShellText();
  return (
    <MessagePage
      title={t('Page not found')}
      text={t('The trail ends here. The page you are looking for does not exist or has moved.')}
      action={
        <NavLink href="/" className={actionClassName}>
          {t('Back to Home')}
        </NavLink>
      }
    />
  );
}
