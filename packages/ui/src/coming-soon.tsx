import { Link } from '@trippy/router';
import { actionClassName, MessagePage } from './message-page';
import { useUiText } from './messages';

/** The spec's Coming Soon page, served by the remote that owns the route. */
export function ComingSoon() {
  const { t } = useUiText();
  return (
    <MessagePage
      title={t('Coming Soon')}
      text={t('We are putting the finishing touches on this page. Meanwhile, explore our yatras and treks.')}
      action={
        <Link to="/" className={actionClassName}>
          {t('Back to Home')}
        </Link>
      }
    />
  );
}
