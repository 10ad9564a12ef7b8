/** The store locator's wire format (GET /api/ext/store-locator). */

export type Weekday = 'mo' | 'tu' | 'we' | 'th' | 'fr' | 'sa' | 'su';

export interface OpeningHours {
  from: Weekday;
  to: Weekday;
  /** "07:30" */
  opens: string;
  closes: string;
}

/** Services offered at a branch (codes; the UI names them). */
export const BRANCH_SERVICES = ['beratung', 'ausstellung', 'abholung', 'montage', 'lieferung'] as const;
export type BranchService = (typeof BRANCH_SERVICES)[number];

export interface Branch {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: 'DE' | 'AT';
  phone: string;
  email: string;
  lat: number;
  lon: number;
  opening_hours: OpeningHours[];
  services: BranchService[];
  /** Whole kilometres from the searched place; absent when nothing was searched. */
  distance_km?: number;
}

export interface LocatorResult {
  query: string;
  /** The searched place: a postcode area's approximate centre or a town. Null without a search. */
  origin: { label: string; country: 'DE' | 'AT'; lat: number; lon: number } | null;
  branches: Branch[];
}

/** An approximate place of postcodes (postcode_areas): a whole postcode, a 3- or 2-digit area or a 1-digit zone. */
export interface PostcodeArea {
  country: 'DE' | 'AT';
  prefix: string;
  name: string;
  lat: number;
  lon: number;
}
