import type { Page } from 'playwright-core';
import type { Batch, TravellerInput } from '@trippy/contracts';

/** Demo travellers: valid per document type (Aadhaar 12 digits, passport 1 letter + 7 digits). */
export const DEMO_TRAVELLERS: TravellerInput[] = [
  { fullName: 'Asha Rawat', age: 34, gender: 'female', idType: 'aadhaar', idNumber: '234567891234' },
  { fullName: 'Ravi Negi', age: 37, gender: 'male', idType: 'passport', idNumber: 'M7654321' },
  { fullName: 'Meera Bisht', age: 62, gender: 'female', idType: 'voter-id', idNumber: 'UKD1234567' },
  { fullName: 'Kiran Joshi', age: 9, gender: 'other', idType: 'aadhaar', idNumber: '345678912345' },
];

/** The i-th demo traveller (names and numbers made distinct past the demo list). */
function demoTraveller(i: number): TravellerInput {
  const base = DEMO_TRAVELLERS[i % DEMO_TRAVELLERS.length]!;
  if (i < DEMO_TRAVELLERS.length) return base;
  const n = String(i).padStart(2, '0');
  return { ...base, fullName: `${base.fullName} ${i + 1}`, idNumber: `${base.idNumber.slice(0, -2)}${n}` };
}

/** `count` travellers for an API booking body, the lead first with `leadPhone`. */
export function travellersFor(count: number, leadPhone: string): TravellerInput[] {
  return Array.from({ length: count }, (_, i) => ({
    ...demoTraveller(i),
    ...(i === 0 ? { phone: leadPhone } : {}),
  }));
}

const GENDER_LABELS = { female: 'Female', male: 'Male', other: 'Other' } as const;

/**
 * Fills the confirmation page's traveller fieldsets (one per seat). Traveller 1 keeps the name and phone
 * prefilled from Personal Information; the others get demo names. Returns the travellers typed.
 */
export async function fillTravellers(page: Page, count: number): Promise<TravellerInput[]> {
  const fieldsets = page.getByTestId('traveller');
  await fieldsets.first().waitFor();
  const shown = await fieldsets.count();
  if (shown !== count) throw new Error(`${shown} traveller fieldsets on the page, expected ${count}`);
  const typed: TravellerInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const fieldset = fieldsets.nth(i);
    const traveller = demoTraveller(i);
    if (i > 0) await fieldset.getByLabel('Name as on ID').fill(traveller.fullName);
    await fieldset.getByLabel('Age').fill(String(traveller.age));
    await fieldset.getByLabel('Gender').selectOption({ label: GENDER_LABELS[traveller.gender] });
    await fieldset.getByLabel('ID document').selectOption(traveller.idType);
    await fieldset.getByLabel('ID number').fill(traveller.idNumber);
    typed.push({ ...traveller, fullName: await fieldset.getByLabel('Name as on ID').inputValue() });
  }
  return typed;
}

/** `yyyy-mm-dd` of today in India plus `days`. */
export function indiaDatePlus(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000);
  return india.toISOString().slice(0, 10);
}

/** A departure whose advance is allowed: more than 15 days away (17 for a margin over the day's turn). */
export function advanceAllowed(batch: Pick<Batch, 'startDate'>): boolean {
  return batch.startDate.slice(0, 10) > indiaDatePlus(16);
}
