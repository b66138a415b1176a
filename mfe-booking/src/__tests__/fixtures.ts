import type { Batch, Booking, Customer, PackageDetail } from '@trippy/contracts';
import { priceBooking, type PaymentType } from '@trippy/domain';
import { sessionStore } from '@trippy/session';

export const PKG_ID = 'a'.repeat(24);

export function batch(n: number, startDate: string, seatsLeft: number): Batch {
  return {
    _id: `b${String(n).padStart(23, '0')}`,
    packageId: PKG_ID,
    startDate,
    endDate: startDate.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 5).padStart(2, '0')}`),
    totalSeats: 20,
    seatsLeft,
    availability: seatsLeft > 0 ? 'available' : 'sold-out',
  };
}

export function makePackage(
  offerPrice = 1_234_567,
  batches = [batch(1, '2027-05-10', 6), batch(2, '2027-06-10', 12)],
): PackageDetail {
  return {
    _id: PKG_ID,
    name: 'Valley of Flowers Trek',
    slug: 'valley-of-flowers-trek',
    location: 'Chamoli',
    category: { name: 'Treks', slug: 'treks' },
    description: 'A trek',
    images: { cardImage: '/x.svg', gallery: [] },
    duration: '6 Days / 5 Nights',
    durationDays: 6,
    offerPrice,
    originalPrice: offerPrice + 100_000,
    packageType: 'Trek',
    destination: { name: 'Uttarakhand', slug: 'uttarakhand' },
    additionalServices: [
      { _id: 'e'.repeat(24), name: 'Porter', price: 150_050 },
      { _id: 'f'.repeat(24), name: 'Pony ride', price: 99_999 },
    ],
    difficulty: 'moderate',
    maxAltitudeFt: 14_400,
    seasonMonths: [5, 6, 9, 10],
    highlights: [],
    itinerary: [],
    inclusions: [],
    exclusions: [],
    nextDeparture: batches[0]?.startDate ?? null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    batches,
  } as PackageDetail;
}

export const customer = {
  _id: '1'.repeat(24),
  firstName: 'Asha',
  lastName: 'Rawat',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '',
  isProfileComplete: false,
} as unknown as Customer;

export function logIn(): void {
  sessionStore.setState({ status: 'authenticated', userId: customer._id, token: 't', customer });
}

export function makeBooking(
  over: { paymentType?: PaymentType; seats?: number; emailSent?: boolean } = {},
): Booking {
  const pkg = makePackage();
  const paymentType = over.paymentType ?? 'advance';
  const seats = over.seats ?? 2;
  const price = priceBooking({ offerPrice: pkg.offerPrice, seats, addons: [], paymentType });
  return {
    _id: '9'.repeat(24),
    reference: 'TH-26-00042',
    packageDetails: {
      packageId: pkg._id,
      packageName: pkg.name,
      packageSlug: pkg.slug,
      packageType: 'Trek',
      duration: pkg.duration,
      destination: 'Uttarakhand',
      originalPrice: pkg.originalPrice,
      offerPrice: pkg.offerPrice,
    },
    batchDetails: {
      batchId: pkg.batches[0]!._id,
      startDate: '2027-05-10',
      endDate: '2027-05-15',
      availability: 'available',
    },
    bookingInfo: {
      numberOfSeats: seats,
      paymentType,
      ...price,
      balanceDueDate: paymentType === 'advance' ? '2027-04-25' : null,
    },
    addons: [],
    customerDetails: {
      userId: customer._id,
      fullName: 'Asha Rawat',
      email: 'asha@example.in',
      phone: '9876543210',
      address: 'Dehradun',
      emergencyContact: '9811122233',
      emergencyName: 'Ravi',
      specialRequirements: '',
    },
    metadata: {
      bookingDate: '2026-11-22T10:00:00.000Z',
      status: 'pending',
      state: 'held',
      source: 'website',
    },
    emailSent: over.emailSent ?? true,
    refund: null,
    travellers: [
      {
        position: 1,
        fullName: 'Asha Rawat',
        age: 34,
        gender: 'female',
        phone: '9876543210',
        idType: 'aadhaar',
        idNumberMasked: 'XXXX XXXX 1234',
      },
      ...Array.from({ length: seats - 1 }, (_, i) => ({
        position: i + 2,
        fullName: `Traveller ${i + 2}`,
        age: 30,
        gender: 'male' as const,
        phone: null,
        idType: 'passport' as const,
        idNumberMasked: 'XXXX4567',
      })),
    ],
    payment: {
      amountPaid: 0,
      dueNow: price.payableAmount,
      balance: price.total,
      balanceDueDate: paymentType === 'advance' ? '2027-04-25' : null,
      overdue: false,
      owedToCustomer: 0,
    },
  };
}

/** The booking once its first payment (the advance, or the full amount) was received. */
export function paidBooking(booking: Booking = makeBooking()): Booking {
  const paid = booking.bookingInfo.payableAmount;
  const balance = booking.bookingInfo.total - paid;
  return {
    ...booking,
    metadata: {
      ...booking.metadata,
      status: 'confirmed',
      state: balance > 0 ? 'confirmed' : 'paid-in-full',
      holdExpiresAt: null,
    },
    payment: { ...booking.payment, amountPaid: paid, dueNow: 0, balance },
  };
}

/** The booking while its seats are held for its first payment, until `until`. */
export function heldBooking(until: string, booking: Booking = makeBooking()): Booking {
  return { ...booking, metadata: { ...booking.metadata, holdExpiresAt: until } };
}
