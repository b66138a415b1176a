import { IMAGE_UPLOAD_MAX_BYTES, OperatorPackageBodySchema, PACKAGE_LIMITS } from '@trippy/contracts';
import { imageFileProblem } from '../operator/image-check';
import {
  emptyForm,
  fieldOfServerMessage,
  LIMITS,
  validateForm,
  type PackageForm,
} from '../operator/package-form';
import { paiseToRupeesText, rupeesToPaise } from '../operator/rupees';
import { slugFromName } from '../operator/slug';

const ID = 'a'.repeat(24);

function validForm(): PackageForm {
  return {
    ...emptyForm(),
    name: 'Har Ki Dun Trek',
    slug: 'har-ki-dun-trek',
    location: 'Sankri',
    categoryId: ID,
    destinationId: 'b'.repeat(24),
    packageType: 'Trek',
    difficulty: 'moderate',
    maxAltitudeFt: '11700',
    seasonMonths: [12, 4, 5, 9],
    duration: '7 Days / 6 Nights',
    durationDays: '7',
    offerPrice: '12,999.50',
    originalPrice: '₹15999',
    description: 'A valley trek.',
    cardImage: `/api/images/uploads/${'c'.repeat(24)}`,
    highlights: [' Swargarohini views '],
    itinerary: [
      { title: 'Dehradun to Sankri', description: 'Drive' },
      { title: 'Sankri to Taluka', description: '' },
    ],
    addons: [{ name: 'Porter', price: '1500' }],
  };
}

describe('rupees in the editor, paise on the wire', () => {
  test.each([
    ['18999', 1_899_900],
    ['18,999.50', 1_899_950],
    ['₹ 18,999.5', 1_899_950],
    ['0.07', 7],
    ['19.99', 1999],
  ])('%s -> %d paise exactly', (text, paise) => expect(rupeesToPaise(text)).toBe(paise));

  test.each(['', 'abc', '1.234', '-5', '1e3', '12 34'])('%p is not an amount', (text) =>
    expect(rupeesToPaise(text)).toBeNull(),
  );

  test('paise back to what the input shows', () => {
    expect(paiseToRupeesText(1_899_900)).toBe('18999');
    expect(paiseToRupeesText(1_899_905)).toBe('18999.05');
  });
});

describe('slug from the name', () => {
  test('lowercase words joined by single dashes', () => {
    expect(slugFromName('  Kedarnath Yatra (4 Days) — Ex Dehradun! ')).toBe(
      'kedarnath-yatra-4-days-ex-dehradun',
    );
    expect(slugFromName('Śivā Trek')).toBe('siva-trek');
  });
  test('never longer than the contract allows, never ending in a dash', () => {
    const slug = slugFromName('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(OperatorPackageBodySchema.properties.slug.maxLength ?? 0);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('validateForm', () => {
  test('a complete form becomes the contract body: paise, days numbered 1..n, trimmed lines', () => {
    const { body, errors } = validateForm(validForm());
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      offerPrice: 1_299_950,
      originalPrice: 1_599_900,
      maxAltitudeFt: 11700,
      seasonMonths: [4, 5, 9, 12],
      durationDays: 7,
      difficulty: 'moderate',
      highlights: ['Swargarohini views'],
      itinerary: [
        { day: 1, title: 'Dehradun to Sankri', description: 'Drive' },
        { day: 2, title: 'Sankri to Taluka', description: '' },
      ],
      addons: [{ name: 'Porter', price: 150_000 }],
      status: 'draft',
    });
  });

  test('the limits are the contract’s', () => {
    expect(LIMITS.highlights).toBe(PACKAGE_LIMITS.highlights);
    expect(LIMITS.itineraryDays).toBe(PACKAGE_LIMITS.itineraryDays);
    expect(LIMITS.name).toBe(OperatorPackageBodySchema.properties.name.maxLength);
  });

  test('each broken field is named', () => {
    const form = validForm();
    const { body, errors } = validateForm({
      ...form,
      name: ' ',
      slug: 'Bad Slug',
      offerPrice: '20000',
      durationDays: '0',
      cardImage: '',
      highlights: ['ok', ''],
      itinerary: [{ title: '', description: '' }],
      addons: [{ name: 'x'.repeat((LIMITS.addonName ?? 0) + 1), price: '1.234' }],
    } as PackageForm);
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'slug',
        'offerPrice',
        'durationDays',
        'cardImage',
        'highlights.1',
        'itinerary.0.title',
        'addons.0.name',
        'addons.0.price',
      ].sort(),
    );
    expect(errors.offerPrice).toBe('The offer price cannot be above the original price');
  });
});

describe('the Hindi words', () => {
  const withHindi = (hindi: Partial<PackageForm['hindi']>): PackageForm => {
    const form = validForm();
    return { ...form, hindi: { ...form.hindi, ...hindi } };
  };

  test('none typed: no Hindi is sent (the English shows), and an edit of a saved package clears what was cleared', () => {
    expect(validateForm(validForm()).body?.translations).toEqual({});
  });

  test('what is typed is sent, trimmed: lines as a list, days by the English day they sit beside', () => {
    const { body, errors } = validateForm(
      withHindi({
        name: ' हर की दून ट्रेक ',
        highlights: 'स्वर्गारोहिणी के दर्शन\n\n',
        days: [
          { title: '', description: '' },
          { title: 'सांकरी से तालुका', description: 'गाड़ी' },
        ],
      }),
    );
    expect(errors).toEqual({});
    expect(body?.translations).toEqual({
      hi: {
        name: 'हर की दून ट्रेक',
        highlights: ['स्वर्गारोहिणी के दर्शन'],
        itinerary: [{ day: 2, title: 'सांकरी से तालुका', description: 'गाड़ी' }],
      },
    });
    expect(OperatorPackageBodySchema.properties.translations).toBeDefined();
  });

  test('a list of another length than the English, or a day described without a title, is named', () => {
    const { body, errors } = validateForm(
      withHindi({ highlights: 'एक\nदो', days: [{ title: '', description: 'गाड़ी' }] }),
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      'hindi.highlights': 'Write one line for each of the 1 English ones (2 now), or leave it empty',
      'hindi.days.0.title': "Enter the day's title in Hindi, or clear its description",
    });
  });
});

describe('server refusals find their field', () => {
  test.each([
    ['highlights.2 must be at most 200 characters', 'highlights.2'],
    ['itinerary.0.title is required', 'itinerary.0.title'],
    ['The slug har-ki-dun is already taken', 'slug'],
    ['The offer price cannot be above the original price', 'offerPrice'],
    ['Unknown category', 'categoryId'],
  ])('%s -> %s', (message, field) => expect(fieldOfServerMessage(message)).toBe(field));

  test('a message about nothing in particular stays a form message', () =>
    expect(fieldOfServerMessage('Something went wrong. Please try again.')).toBeNull());
});

describe('image files checked before upload', () => {
  test('JPEG, PNG, WebP, AVIF and HEIC up to the limit (25 MB) pass', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 12 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/avif', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/heic', size: 10 })).toBeNull();
  });
  test('another type or a larger file is refused', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toMatch(/JPEG, PNG, WebP, AVIF or HEIC/);
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toMatch(
      /larger than 25 MB/,
    );
  });
});
