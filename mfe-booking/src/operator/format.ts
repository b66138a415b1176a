/** "3 h 20 min", "2 d 5 h": how long a lead has waited. */
export function formatWait(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A timestamp in the operator's time zone: "24 Nov 2026, 10:31 am". */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
}

export const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;
