// All product drafts in a fixed order (the order decides ids). Each family draws from its own
// forked random stream, so changing one family leaves the others' data untouched.

import { CAT } from '../categories.ts';
import type { Rng } from '../random.ts';
import { accessoryDrafts } from './accessories.ts';
import { bulkDrafts } from './bulk.ts';
import { fenceDrafts } from './fences.ts';
import { gabionDrafts } from './gabions.ts';
import { gateDrafts } from './gates.ts';
import { postDrafts } from './posts.ts';
import { privacyDrafts } from './privacy.ts';
import { serviceDrafts } from './services.ts';
import { setDrafts } from './sets.ts';
import type { ProductDraft } from './types.ts';
import { woodDrafts } from './wood.ts';

export function shopDrafts(rng: Rng): ProductDraft[] {
  return [
    ...fenceDrafts(rng.fork('fences')),
    ...gateDrafts(rng.fork('gates')),
    ...postDrafts(rng.fork('posts')),
    ...gabionDrafts(rng.fork('gabions')),
    ...woodDrafts(rng.fork('wood')),
    ...privacyDrafts(rng.fork('privacy')),
    ...accessoryDrafts(rng.fork('accessories')),
    ...serviceDrafts(),
    ...setDrafts(),
  ];
}

/** Products reduced right now are also listed under "Restposten" (a category hidden from the menu). */
function withMarkdowns(drafts: ProductDraft[]): ProductDraft[] {
  return drafts.map((d) =>
    d.special &&
    (d.special.kind === 'active' || d.special.kind === 'active-open') &&
    !d.categories.includes(CAT.restposten)
      ? { ...d, categories: [...d.categories, CAT.restposten] }
      : d,
  );
}

/** The hand-made shop, topped up with generated products until `productCount` visible products exist. */
export function allDrafts(rng: Rng, productCount: number): ProductDraft[] {
  const shop = shopDrafts(rng.fork('shop'));
  const missing = Math.max(0, productCount - shop.length);
  return withMarkdowns(missing ? [...shop, ...bulkDrafts(rng.fork('bulk'), missing)] : shop);
}
