/**
 * Finding the place a store-locator search names: a town typed in any spelling ("Koeln", "köln",
 * "MÜNCHEN") matched against the branches' towns and the postcode areas' main towns.
 */

export interface NamedPlace {
  name: string;
  lat: number;
  lon: number;
}

/** Lower case without accents, umlauts as their base letter ("Köln" = "Koeln" = "koln"), ß as ss. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The first place whose name equals the query, else the first whose name starts with it (word by
 * word, so "Frankfurt" finds "Frankfurt am Main" but "Halle" not "Hallein"); null when none does.
 * Lists are searched in the order given: put the most precise places first.
 */
export function findPlace<T extends NamedPlace>(query: string, ...lists: ReadonlyArray<readonly T[]>): T | null {
  const wanted = foldName(query);
  if (!wanted) return null;
  const all = lists.flat();
  return (
    all.find((p) => foldName(p.name) === wanted) ??
    all.find((p) => `${foldName(p.name)} `.startsWith(`${wanted} `)) ??
    null
  );
}
