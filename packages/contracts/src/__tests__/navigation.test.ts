import {
  bookingResumeAfterProfile,
  readBookingNavigation,
  readBookingResume,
  readBookingSuccess,
  readLoginNavigation,
  readProfileDuringBooking,
  readWaitlistReturn,
  toBookingPage,
  toLogin,
  toProfileDuringBooking,
  waitlistReturnState,
} from '../navigation';
import { bookingChoice, bookingPackage, PACKAGE_ID } from './navigation-fixtures';

describe('booking navigation', () => {
  test('what the sender builds, the receiver reads back', () => {
    const sent = toBookingPage(bookingPackage, bookingChoice);
    expect(sent.to).toBe(`/booking/${PACKAGE_ID}`);
    expect(readBookingNavigation(sent.state)).toEqual(sent.state);
  });

  test('unknown keys are dropped, so a full package from the API is read as its booking fields', () => {
    const state = { packageData: { ...bookingPackage, itinerary: [{ day: 1 }] }, bookingData: bookingChoice };
    expect(readBookingNavigation(state).packageData).toEqual(bookingPackage);
  });

  test.each([
    ['no state', null],
    ['a string', 'hello'],
    ['a bad id', { packageData: { ...bookingPackage, _id: 'x' } }],
    ['a price that is not paise', { packageData: { ...bookingPackage, offerPrice: 18999.5 } }],
    ['batches not an array', { packageData: { ...bookingPackage, batches: {} } }],
  ])('a package that is not what the contract says is missing: %s', (_, state) => {
    expect(readBookingNavigation(state).packageData).toBeUndefined();
  });

  test.each([
    ['0 seats', { ...bookingChoice, numberOfSeats: 0 }],
    ['more seats than one booking may take', { ...bookingChoice, numberOfSeats: 21 }],
    ['fractional seats', { ...bookingChoice, numberOfSeats: 1.5 }],
    ['an unknown payment type', { ...bookingChoice, paymentType: 'later' }],
    ['a bad batch id', { ...bookingChoice, batchId: '../x' }],
  ])('choices that are not what the contract says are missing: %s', (_, bookingData) => {
    const read = readBookingNavigation({ packageData: bookingPackage, bookingData });
    expect(read.bookingData).toBeUndefined();
    expect(read.packageData).toEqual(bookingPackage);
  });
});

describe('the profile-during-booking loop', () => {
  test('Book Now with an incomplete profile: /profile with the package and the choices', () => {
    const sent = toProfileDuringBooking(bookingPackage, bookingChoice);
    expect(sent.to).toBe('/profile');
    expect(readProfileDuringBooking(sent.state)).toEqual(sent.state);
  });

  test("after the update: /package/{id} with the spec's state and the choices", () => {
    const back = bookingResumeAfterProfile(toProfileDuringBooking(bookingPackage, bookingChoice).state);
    expect(back).toEqual({
      to: `/package/${PACKAGE_ID}`,
      state: {
        showBookingFlow: true,
        packageData: bookingPackage,
        openBookingModal: true,
        fromProfileUpdate: true,
        bookingData: bookingChoice,
      },
    });
    expect(readBookingResume(back?.state)).toEqual(back?.state);
  });

  test('a profile opened any other way stays on the profile', () => {
    expect(bookingResumeAfterProfile(null)).toBeNull();
    expect(bookingResumeAfterProfile({ from: '/x' })).toBeNull();
    expect(bookingResumeAfterProfile({ packageData: { _id: PACKAGE_ID } })).toBeNull();
  });

  test('the resume state needs all four flags', () => {
    const back = bookingResumeAfterProfile({ packageData: bookingPackage });
    expect(readBookingResume({ ...back?.state, openBookingModal: false })).toBeUndefined();
    expect(readBookingResume({ ...back?.state, fromProfileUpdate: undefined })).toBeUndefined();
  });
});

describe('login navigation', () => {
  test('from and its state pass; other paths are dropped', () => {
    const sent = toLogin({ pathname: '/booking-confirmation', search: '?a=1', state: { x: 1 } });
    expect(readLoginNavigation(sent.state)).toEqual(sent.state);
    expect(readLoginNavigation({ from: { pathname: '//evil.example' } })).toEqual({});
    expect(readLoginNavigation({ from: { pathname: 'https://evil.example' } })).toEqual({});
    expect(readLoginNavigation({ from: { pathname: `/${'a'.repeat(400)}` } })).toEqual({});
  });

  test('an identifier to prefill, bounded', () => {
    expect(readLoginNavigation({ identifier: 'asha@example.in' })).toEqual({ identifier: 'asha@example.in' });
    expect(readLoginNavigation({ identifier: 'a'.repeat(300) })).toEqual({});
  });

  test('the waitlist return: batch and seats, else missing', () => {
    expect(readWaitlistReturn(waitlistReturnState(bookingChoice.batchId, 3))).toEqual({
      batchId: bookingChoice.batchId,
      seats: 3,
    });
    expect(readWaitlistReturn({ waitlist: { batchId: 'x', seats: 3 } })).toBeUndefined();
  });
});

describe('booking success', () => {
  const booking = {
    _id: 'd'.repeat(24),
    packageDetails: {
      packageName: 'Kedarnath Yatra',
      duration: '5D',
      destination: 'Kedarnath',
      packageType: 'P',
    },
    batchDetails: { startDate: '2027-05-10', endDate: '2027-05-14' },
    bookingInfo: {
      numberOfSeats: 2,
      paymentType: 'full',
      subtotal: 100,
      gst: 5,
      total: 105,
      payableAmount: 105,
      remainingAmount: 0,
      balanceDueDate: null,
    },
    customerDetails: { email: 'asha@example.in' },
    emailSent: true,
  };

  test('a booking the API answered is read; anything else is missing', () => {
    expect(readBookingSuccess({ booking, emailSent: true })?.booking._id).toBe(booking._id);
    expect(readBookingSuccess({ booking: { ...booking, bookingInfo: {} }, emailSent: true })).toBeUndefined();
    expect(readBookingSuccess({ booking })).toBeUndefined();
  });
});
