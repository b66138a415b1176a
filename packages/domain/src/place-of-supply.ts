import { msg } from './message';
/**
 * The Indian states and union territories with their GST state codes (the first two digits of a GSTIN), as
 * the GST portal lists them. A customer chooses one of these names; an invoice prints "Name (code)".
 */
export const INDIAN_STATES = [
  { name: msg('Andaman and Nicobar Islands'), code: '35' },
  { name: msg('Andhra Pradesh'), code: '37' },
  { name: msg('Arunachal Pradesh'), code: '12' },
  { name: msg('Assam'), code: '18' },
  { name: msg('Bihar'), code: '10' },
  { name: msg('Chandigarh'), code: '04' },
  { name: msg('Chhattisgarh'), code: '22' },
  { name: msg('Dadra and Nagar Haveli and Daman and Diu'), code: '26' },
  { name: msg('Delhi'), code: '07' },
  { name: msg('Goa'), code: '30' },
  { name: msg('Gujarat'), code: '24' },
  { name: msg('Haryana'), code: '06' },
  { name: msg('Himachal Pradesh'), code: '02' },
  { name: msg('Jammu and Kashmir'), code: '01' },
  { name: msg('Jharkhand'), code: '20' },
  { name: msg('Karnataka'), code: '29' },
  { name: msg('Kerala'), code: '32' },
  { name: msg('Ladakh'), code: '38' },
  { name: msg('Lakshadweep'), code: '31' },
  { name: msg('Madhya Pradesh'), code: '23' },
  { name: msg('Maharashtra'), code: '27' },
  { name: msg('Manipur'), code: '14' },
  { name: msg('Meghalaya'), code: '17' },
  { name: msg('Mizoram'), code: '15' },
  { name: msg('Nagaland'), code: '13' },
  { name: msg('Odisha'), code: '21' },
  { name: msg('Puducherry'), code: '34' },
  { name: msg('Punjab'), code: '03' },
  { name: msg('Rajasthan'), code: '08' },
  { name: msg('Sikkim'), code: '11' },
  { name: msg('Tamil Nadu'), code: '33' },
  { name: msg('Telangana'), code: '36' },
  { name: msg('Tripura'), code: '16' },
  { name: msg('Uttar Pradesh'), code: '09' },
  { name: msg('Uttarakhand'), code: '05' },
  { name: msg('West Bengal'), code: '19' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number]['name'];

export const INDIAN_STATE_NAMES: readonly IndianState[] = INDIAN_STATES.map((state) => state.name);

export function isIndianState(name: unknown): name is IndianState {
  return typeof name === 'string' && INDIAN_STATE_NAMES.includes(name as IndianState);
}

/** "05" for Uttarakhand: the GST state code of a state or union territory. */
export function gstStateCode(state: IndianState): string {
  return INDIAN_STATES.find((entry) => entry.name === state)?.code ?? '';
}

/**
 * India Post's PIN prefixes and the state they deliver in (the first digit is the region, the first two the
 * postal circle, the first three the sorting district). The longest matching prefix wins. `null` marks a
 * prefix shared by several states that this table cannot tell apart. Only prefixes stated with confidence
 * are here; a PIN that matches none, or only a `null`, gives no state.
 *
 * Uttar Pradesh and Uttarakhand share 24-26: Uttarakhand is 248 (Dehradun), 249 (Haridwar, Rishikesh,
 * Tehri, Uttarkashi) and 263 (Kumaon: Nainital, Almora, Haldwani, Rudrapur), 246 but for 2467 (Garhwal:
 * Pauri, Kotdwar, Rudraprayag, Chamoli, Kedarnath 246445, Badrinath 246422; 2467 is Bijnor, UP), 2623-2625
 * (Khatima, Sitarganj, Pithoragarh, Champawat), 24471 (Jaspur, Kashipur, Ramnagar), Laksar 247663 and Roorkee
 * 247667; the rest of 244 (Moradabad, Rampur), 247 (Saharanpur, Shamli) and 262 (Pilibhit, Lakhimpur) is
 * Uttar Pradesh or undecided here.
 */
const PIN_PREFIXES: ReadonlyArray<readonly [prefix: string, state: IndianState | null]> = [
  ['11', 'Delhi'],
  ['12', 'Haryana'],
  ['13', 'Haryana'],
  ['14', 'Punjab'],
  ['15', 'Punjab'],
  // 160: Chandigarh and Mohali (Punjab) share it.
  ['16', null],
  ['17', 'Himachal Pradesh'],
  ['18', 'Jammu and Kashmir'],
  ['19', 'Jammu and Kashmir'],
  ['194', 'Ladakh'],
  ['20', 'Uttar Pradesh'],
  ['21', 'Uttar Pradesh'],
  ['22', 'Uttar Pradesh'],
  ['23', 'Uttar Pradesh'],
  ['24', 'Uttar Pradesh'],
  ['244', null],
  ['24471', 'Uttarakhand'],
  ['246', 'Uttarakhand'],
  ['2467', 'Uttar Pradesh'],
  ['247', null],
  ['247663', 'Uttarakhand'],
  ['247667', 'Uttarakhand'],
  ['248', 'Uttarakhand'],
  ['249', 'Uttarakhand'],
  ['25', 'Uttar Pradesh'],
  ['26', 'Uttar Pradesh'],
  ['262', null],
  ['2620', 'Uttar Pradesh'],
  ['2621', 'Uttar Pradesh'],
  ['2622', 'Uttar Pradesh'],
  ['2623', 'Uttarakhand'],
  ['2624', 'Uttarakhand'],
  ['2625', 'Uttarakhand'],
  ['2627', 'Uttar Pradesh'],
  ['2628', 'Uttar Pradesh'],
  ['2629', 'Uttar Pradesh'],
  ['263', 'Uttarakhand'],
  ['27', 'Uttar Pradesh'],
  ['28', 'Uttar Pradesh'],
  ['30', 'Rajasthan'],
  ['31', 'Rajasthan'],
  ['32', 'Rajasthan'],
  ['33', 'Rajasthan'],
  ['34', 'Rajasthan'],
  ['36', 'Gujarat'],
  ['362520', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['37', 'Gujarat'],
  ['38', 'Gujarat'],
  ['39', 'Gujarat'],
  // 396: Valsad and Vapi (Gujarat), Daman and Silvassa share it.
  ['396', null],
  ['40', 'Maharashtra'],
  ['403', 'Goa'],
  ['41', 'Maharashtra'],
  ['42', 'Maharashtra'],
  ['43', 'Maharashtra'],
  ['44', 'Maharashtra'],
  ['45', 'Madhya Pradesh'],
  ['46', 'Madhya Pradesh'],
  ['47', 'Madhya Pradesh'],
  ['48', 'Madhya Pradesh'],
  ['49', 'Chhattisgarh'],
  ['50', 'Telangana'],
  ['51', 'Andhra Pradesh'],
  ['52', 'Andhra Pradesh'],
  ['53', 'Andhra Pradesh'],
  ['56', 'Karnataka'],
  ['57', 'Karnataka'],
  ['58', 'Karnataka'],
  ['59', 'Karnataka'],
  ['60', 'Tamil Nadu'],
  // 605: Puducherry and Villupuram (Tamil Nadu) share it.
  ['605', null],
  ['61', 'Tamil Nadu'],
  ['62', 'Tamil Nadu'],
  ['63', 'Tamil Nadu'],
  ['64', 'Tamil Nadu'],
  ['65', 'Tamil Nadu'],
  ['66', 'Tamil Nadu'],
  ['67', 'Kerala'],
  ['68', 'Kerala'],
  ['68255', 'Lakshadweep'],
  ['69', 'Kerala'],
  ['70', 'West Bengal'],
  ['71', 'West Bengal'],
  ['72', 'West Bengal'],
  ['73', 'West Bengal'],
  ['737', 'Sikkim'],
  ['74', 'West Bengal'],
  ['744', 'Andaman and Nicobar Islands'],
  ['75', 'Odisha'],
  ['76', 'Odisha'],
  ['77', 'Odisha'],
  ['78', 'Assam'],
  ['790', 'Arunachal Pradesh'],
  ['791', 'Arunachal Pradesh'],
  ['792', 'Arunachal Pradesh'],
  ['793', 'Meghalaya'],
  ['794', 'Meghalaya'],
  ['795', 'Manipur'],
  ['796', 'Mizoram'],
  ['797', 'Nagaland'],
  ['798', 'Nagaland'],
  ['799', 'Tripura'],
  ['80', 'Bihar'],
  ['811', 'Bihar'],
  ['812', 'Bihar'],
  ['813', 'Bihar'],
  ['814', 'Jharkhand'],
  ['815', 'Jharkhand'],
  ['816', 'Jharkhand'],
  ['821', 'Bihar'],
  ['822', 'Jharkhand'],
  ['823', 'Bihar'],
  ['824', 'Bihar'],
  ['825', 'Jharkhand'],
  ['826', 'Jharkhand'],
  ['827', 'Jharkhand'],
  ['828', 'Jharkhand'],
  ['829', 'Jharkhand'],
  ['83', 'Jharkhand'],
  ['84', 'Bihar'],
  ['85', 'Bihar'],
  // 90-99: the Army Postal Service, no state.
];

/**
 * The PIN code in an address: the last six-digit number that does not start with 0 and is not part of a
 * longer number (a phone number is not a PIN), written "248006" or "248 006". Undefined when there is none.
 */
export function pinCodeIn(address: string): string | undefined {
  const matches = [...address.slice(0, 300).matchAll(/(?<!\d)([1-9]\d{2}) ?(\d{3})(?![\d])/g)];
  const last = matches.at(-1);
  return last ? `${last[1]}${last[2]}` : undefined;
}

/** The state a PIN code delivers in, from India Post's prefixes; undefined when the table cannot tell. */
export function stateOfPinCode(pin: string): IndianState | undefined {
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  let best: readonly [string, IndianState | null] | undefined;
  for (const entry of PIN_PREFIXES)
    if (pin.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  return best?.[1] ?? undefined;
}

export interface PlaceOfSupply {
  /** The state of supply, or null when neither the customer's choice nor the address's PIN gives one. */
  state: IndianState | null;
  /** Its GST state code ("05"), or null. */
  code: string | null;
  /** Where it came from: the state the customer chose, the PIN code in their address, or nowhere. */
  source: 'customer-state' | 'pin-code' | 'unknown';
  /** Within the seller's state: CGST + SGST. Otherwise (another state, or unknown) IGST. */
  intraState: boolean;
}

/**
 * The place of supply of a tour to an unregistered customer: their location (IGST Act s. 12(2)(b)). The
 * state they chose wins; else the state of the PIN code in their address. Never the words of the address
 * ("Uttarakhand Bhawan, New Delhi 110001" is Delhi).
 *
 * Unknown (no state chosen, no PIN, or a PIN the table cannot place): treated as inter-state, IGST. An
 * address is on record, so the supplier's state is not the place by default; the customer's state is just
 * not known, and IGST is the documented fallback until the customer chooses their state.
 */
export function placeOfSupply(
  customer: { state?: string | null | undefined; address?: string | null | undefined },
  sellerState: IndianState,
): PlaceOfSupply {
  const of = (state: IndianState, source: PlaceOfSupply['source']): PlaceOfSupply => ({
    state,
    code: gstStateCode(state),
    source,
    intraState: state === sellerState,
  });
  if (isIndianState(customer.state)) return of(customer.state, 'customer-state');
  const pin = pinCodeIn(customer.address ?? '');
  const fromPin = pin ? stateOfPinCode(pin) : undefined;
  if (fromPin) return of(fromPin, 'pin-code');
  return { state: null, code: null, source: 'unknown', intraState: false };
}
