import { Link } from '@trippy/router';
import type { LeadDetail } from '@trippy/contracts';
import { backOfficeStyles as ui } from '@trippy/ui';

/** A lead's way to its booking: "Book for this enquiry" (the booking flow, prefilled), or the booking it became. */
export function LeadBookingLink({ lead }: { lead: LeadDetail }) {
  if (lead.booking)
    return (
      <p>
        Converted into booking{' '}
        <Link className={ui.link} to={`/operator/bookings/${lead.booking._id}`}>
          {lead.booking.reference}
        </Link>
      </p>
    );
  if (lead.status === 'converted') return null;
  return (
    <p>
      <Link className={ui.button} to={`/operator/bookings/new?lead=${lead._id}`}>
        Book for this enquiry
      </Link>
    </p>
  );
}
