/** Navigation state /package/{id} receives after a profile update that happened during booking. */
export interface BookingReturnState {
  showBookingFlow: true;
  packageData: unknown;
  openBookingModal: true;
  fromProfileUpdate: true;
}

const packageId = (packageData: unknown): string | null => {
  if (typeof packageData !== 'object' || packageData === null) return null;
  const { _id, id, slug } = packageData as { _id?: unknown; id?: unknown; slug?: unknown };
  const found = [_id, id, slug].find((v) => typeof v === 'string' && v !== '');
  return typeof found === 'string' ? found : null;
};

/**
 * When /profile was opened during a booking (its navigation state carries packageData), a successful update
 * returns to /package/{id} with the spec's state; otherwise the customer stays on the profile.
 */
export function bookingReturn(state: unknown): { to: string; state: BookingReturnState } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { packageData } = state as { packageData?: unknown };
  const id = packageId(packageData);
  if (!id) return null;
  return {
    to: `/package/${encodeURIComponent(id)}`,
    state: { showBookingFlow: true, packageData, openBookingModal: true, fromProfileUpdate: true },
  };
}
