// No schema library here: the window event contracts (in every remote's bundle) import these.

/** The side enquiry form's trip types (also what another remote may open the Send Query panel with). */
export const TRIP_TYPES = ['trek', 'chardham', 'other'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
