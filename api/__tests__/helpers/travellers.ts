import type { TravellerInput } from '@trippy/contracts';

/** One complete traveller per seat (the first is the lead, with a phone), for booking bodies in tests. */
export function travellersFor(seats: number, lead = 'Lead Traveller'): TravellerInput[] {
  return Array.from({ length: seats }, (_, index) => ({
    fullName: index === 0 ? lead : `Traveller ${index + 1}`,
    age: 30 + index,
    gender: index % 2 === 0 ? ('female' as const) : ('male' as const),
    ...(index === 0 ? { phone: '9876543210' } : {}),
    idType: 'aadhaar' as const,
    idNumber: `2345 6789 ${String(1000 + index).padStart(4, '0')}`,
  }));
}
