import type { Banner, Product } from '../schemas/catalog.ts';
import { LISTING_FIELDS, settle, type Loader } from './types.ts';

export interface HomeData {
  banners: Banner[];
  newProducts: Product[];
}

/**
 * Home: hero banners and the newest products are critical; the sale products are deferred (written
 * in place when ready with the page, streamed after it when slower).
 */
export const homeLoader: Loader<HomeData> = async ({ api }) => {
  // Asked for beside the critical data, so it is usually there when the page is written.
  const sale = settle(
    api
      .products(
        { _appliedFilters: [{ attribute: 'special_price', value: { gt: 0 } }] },
        { size: 8, sort: 'updated_at:desc', includes: LISTING_FIELDS },
      )
      .then((r) => r.items),
  );
  const [banners, newest] = await Promise.all([
    api.banners(1),
    api.products({ _appliedFilters: [] }, { size: 8, sort: 'updated_at:desc', includes: LISTING_FIELDS }),
  ]);
  return {
    meta: {
      title: 'Fences, gates and fencing accessories online',
      description:
        'Doppelstabmattenzäune, Gartentore, Gabionen, Sichtschutz und Zubehör direkt vom Fachhändler – mit Montage-Service.',
      canonical: '/',
    },
    data: { banners, newProducts: newest.items },
    deferred: { saleProducts: sale },
  };
};
