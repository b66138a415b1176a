import { MessagePage, actionClassName } from '@trippy/ui';
import { NavLink } from './nav-link';
import { useShellText } from '../messages';

export function NotFound() {
  const { t } = useShellText();
  return (
    <MessagePage
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      action={
        <NavLink href="/" className={actionClassName}>
          {t('backHome')}
        </NavLink>
      }
    />
  );
}
