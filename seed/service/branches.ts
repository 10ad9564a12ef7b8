// The demo shop's branches (store locator /filialen): realistic addresses in fence-trade areas of
// Germany and Austria, with opening hours, phone and the services offered on site.
import { insertStatements, type Value } from '../../scripts/import/sql.ts';
import { POSTCODE_AREAS } from './postcodes.ts';
import type { Branch } from '../../shared/service/types.ts';

/** A branch as seeded: the wire format without a distance. */
export type SeedBranch = Omit<Branch, 'distance_km'>;

const WEEKDAYS = (opens: string, closes: string) => ({ from: 'mo' as const, to: 'fr' as const, opens, closes });
const SATURDAY = (opens: string, closes: string) => ({ from: 'sa' as const, to: 'sa' as const, opens, closes });

export const BRANCHES: readonly SeedBranch[] = [
  {
    id: 'berlin-spandau',
    name: 'Zaunshop Berlin-Spandau',
    street: 'Am Juliusturm 48',
    postcode: '13599',
    city: 'Berlin',
    country: 'DE',
    phone: '+49 30 3548 2210',
    email: 'berlin@zaunshop.example',
    lat: 52.5403,
    lon: 13.2261,
    opening_hours: [WEEKDAYS('07:00', '18:00'), SATURDAY('08:00', '13:00')],
    services: ['beratung', 'abholung', 'montage', 'ausstellung'],
  },
  {
    id: 'hamburg-stellingen',
    name: 'Zaunshop Hamburg-Stellingen',
    street: 'Kieler Straße 571',
    postcode: '22525',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 40 5401 7730',
    email: 'hamburg@zaunshop.example',
    lat: 53.5921,
    lon: 9.9257,
    opening_hours: [WEEKDAYS('07:30', '18:00'), SATURDAY('09:00', '14:00')],
    services: ['beratung', 'abholung', 'montage'],
  },
  {
    id: 'koeln-ossendorf',
    name: 'Zaunshop Köln-Ossendorf',
    street: 'Butzweilerhofallee 12',
    postcode: '50829',
    city: 'Köln',
    country: 'DE',
    phone: '+49 221 9580 4410',
    email: 'koeln@zaunshop.example',
    lat: 50.9758,
    lon: 6.8997,
    opening_hours: [WEEKDAYS('07:30', '17:30'), SATURDAY('08:00', '12:00')],
    services: ['beratung', 'abholung', 'lieferung'],
  },
  {
    id: 'leipzig-nord',
    name: 'Zaunshop Leipzig Nord',
    street: 'Maximilianallee 20',
    postcode: '04129',
    city: 'Leipzig',
    country: 'DE',
    phone: '+49 341 9098 3320',
    email: 'leipzig@zaunshop.example',
    lat: 51.3801,
    lon: 12.3913,
    opening_hours: [WEEKDAYS('07:00', '17:00')],
    services: ['abholung', 'montage', 'lieferung'],
  },
  {
    id: 'stuttgart-vaihingen',
    name: 'Zaunshop Stuttgart-Vaihingen',
    street: 'Industriestraße 35',
    postcode: '70565',
    city: 'Stuttgart',
    country: 'DE',
    phone: '+49 711 7806 1150',
    email: 'stuttgart@zaunshop.example',
    lat: 48.7267,
    lon: 9.1034,
    opening_hours: [WEEKDAYS('07:30', '18:00'), SATURDAY('08:30', '13:00')],
    services: ['beratung', 'abholung', 'montage', 'ausstellung'],
  },
  {
    id: 'muenchen-sendling',
    name: 'Zaunshop München-Sendling',
    street: 'Boschetsrieder Straße 67',
    postcode: '81379',
    city: 'München',
    country: 'DE',
    phone: '+49 89 7248 6620',
    email: 'muenchen@zaunshop.example',
    lat: 48.0982,
    lon: 11.5381,
    opening_hours: [WEEKDAYS('07:30', '18:00'), SATURDAY('09:00', '13:00')],
    services: ['beratung', 'abholung', 'montage', 'lieferung'],
  },
  {
    id: 'wien-liesing',
    name: 'Zaunshop Wien-Liesing',
    street: 'Perfektastraße 77',
    postcode: '1230',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 8693 4470',
    email: 'wien@zaunshop.example',
    lat: 48.1403,
    lon: 16.2951,
    opening_hours: [WEEKDAYS('07:00', '17:30'), SATURDAY('08:00', '12:00')],
    services: ['beratung', 'abholung', 'montage', 'ausstellung'],
  },
  {
    id: 'graz-puntigam',
    name: 'Zaunshop Graz-Puntigam',
    street: 'Puchstraße 133',
    postcode: '8055',
    city: 'Graz',
    country: 'AT',
    phone: '+43 316 2910 5580',
    email: 'graz@zaunshop.example',
    lat: 47.0318,
    lon: 15.4309,
    opening_hours: [WEEKDAYS('07:30', '17:00')],
    services: ['beratung', 'abholung', 'lieferung'],
  },
];

const BRANCH_COLUMNS = [
  'id',
  'name',
  'street',
  'postcode',
  'city',
  'country',
  'phone',
  'email',
  'lat',
  'lon',
  'opening_hours',
  'services',
  'position',
] as const;
const AREA_COLUMNS = ['country', 'prefix', 'name', 'lat', 'lon'] as const;

/** The store locator's rows as SQL: replaces branches and postcode areas (safe to run repeatedly). */
export function serviceStatements(): string[] {
  const branchRows: Value[][] = BRANCHES.map((b, i) => [
    b.id,
    b.name,
    b.street,
    b.postcode,
    b.city,
    b.country,
    b.phone,
    b.email,
    b.lat,
    b.lon,
    JSON.stringify(b.opening_hours),
    JSON.stringify(b.services),
    i + 1,
  ]);
  const areaRows: Value[][] = POSTCODE_AREAS.map((a) => [a.country, a.prefix, a.name, a.lat, a.lon]);
  return [
    'DELETE FROM branches;',
    'DELETE FROM postcode_areas;',
    ...insertStatements('branches', BRANCH_COLUMNS, branchRows),
    ...insertStatements('postcode_areas', AREA_COLUMNS, areaRows),
  ];
}
