/** Great-circle distances for the store locator (haversine on a spherical Earth). */

export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points along the Earth's surface. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as shown to shoppers: whole kilometres (the origin is an area centre, so decimals
 * would claim a precision the data does not have); under 1 km counts as 1.
 */
export function roundedKm(km: number): number {
  return Math.max(1, Math.round(km));
}

/** Items with their distance from an origin, nearest first (ties keep their given order). */
export function byDistance<T extends Point>(items: readonly T[], origin: Point): Array<T & { distance_km: number }> {
  return items
    .map((item) => ({ ...item, distance_km: roundedKm(distanceKm(origin, item)) }))
    .sort((x, y) => x.distance_km - y.distance_km);
}
