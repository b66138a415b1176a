/** The spec's promise: the operator's team calls every enquiry within 24 hours. */
export const LEAD_CALLBACK_HOURS = 24;

export interface LeadWait {
  /** Whole minutes since the enquiry arrived (0 for a clock slightly behind the server's). */
  minutes: number;
  /** Still 'new' after the 24-hour promise. */
  overdue: boolean;
}

/** How long a lead has waited, and whether it breaks the 24-hour promise (only a 'new' lead can). */
export function leadWait(
  lead: { status: string; createdAt: string | Date },
  now: Date = new Date(),
): LeadWait {
  const created = new Date(lead.createdAt).getTime();
  const minutes = Number.isFinite(created) ? Math.max(0, Math.floor((now.getTime() - created) / 60_000)) : 0;
  return { minutes, overdue: lead.status === 'new' && minutes > LEAD_CALLBACK_HOURS * 60 };
}
