import type { Branch, BranchService, OpeningHours, PostcodeArea } from '../../shared/service/types.ts';

/** Branches and postcode areas of the store locator (migrations/0009_service.sql). */

export type { PostcodeArea };

/** A branches row: the wire format with its lists as JSON text. */
type BranchRow = Omit<Branch, 'opening_hours' | 'services' | 'distance_km'> & {
  opening_hours: string;
  services: string;
};

const parseList = <T>(json: string): T[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** All branches in the shop's order. */
export async function listBranches(db: D1Database): Promise<Branch[]> {
  const { results } = await db.prepare('SELECT * FROM branches ORDER BY position, id').all<BranchRow>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    lat: row.lat,
    lon: row.lon,
    opening_hours: parseList<OpeningHours>(row.opening_hours),
    services: parseList<BranchService>(row.services),
  }));
}

/**
 * The place of a postcode: the postcode itself where its town is known, else its 3-digit area,
 * its 2-digit area, its 1-digit zone (the longest known prefix).
 */
export async function postcodeArea(
  db: D1Database,
  country: 'DE' | 'AT',
  postcode: string,
): Promise<PostcodeArea | null> {
  const prefixes = [5, 4, 3, 2, 1].map((n) => postcode.slice(0, n));
  return db
    .prepare(
      'SELECT country, prefix, name, lat, lon FROM postcode_areas WHERE country = ? AND prefix IN (?, ?, ?, ?, ?) ORDER BY length(prefix) DESC LIMIT 1',
    )
    .bind(country, ...prefixes)
    .first<PostcodeArea>();
}

/** Every postcode area with a town name (2-digit areas first: they are the precise ones). */
export async function namedAreas(db: D1Database): Promise<PostcodeArea[]> {
  const { results } = await db
    .prepare(
      'SELECT country, prefix, name, lat, lon FROM postcode_areas ORDER BY length(prefix) DESC, country DESC, prefix',
    )
    .all<PostcodeArea>();
  return results;
}
