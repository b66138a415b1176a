import { Link } from '@trippy/router';
import { BackOfficePage, backOfficeStyles as ui } from '@trippy/ui';

/** A record's screen whose address names no record: say so, and a way back to its list. */
export function MissingRecord({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <BackOfficePage title={title}>
      <p className={ui.empty}>
        {message}{' '}
        <Link className={ui.link} to={back.to}>
          {back.label}
        </Link>
      </p>
    </BackOfficePage>
  );
}
