export interface SeedPackage {
  slug: string;
  name: string;
  location: string;
  category: string;
  destination: string;
  description: string;
  duration: string;
  /** Rupees (converted to paise when stored). */
  offerPrice: number;
  originalPrice: number;
  packageType: string;
  difficulty: 'easy' | 'moderate' | 'challenging' | null;
  maxAltitudeFt: number | null;
  highlights: string[];
  /** [title, description] per day. */
  itinerary: Array<[string, string]>;
  inclusions: string[];
  exclusions: string[];
  /** [name, rupees per person]. */
  services: Array<[string, number]>;
  /** The months (1-12) its departures run in; [] all year. */
  seasonMonths: number[];
  /** Days after the seed date (moved into the season when outside it), total seats, seats left. */
  batches: Array<[number, number, number]>;
}
