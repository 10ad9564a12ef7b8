import type { ComponentType } from 'react';
import type { AppContextValue } from '../app-context.tsx';

// biome-ignore lint/suspicious/noExplicitAny: each island root has props of its own, checked where it is placed
type IslandComponent = ComponentType<any>;

/**
 * The island roots the browser can hydrate, by name: each one's code is a lazily loaded chunk.
 * The server renders the same component, handed to <Island> where the island is placed.
 * A root whose server HTML shows lazy parts loads their chunks with it: React drops a click on a
 * part still waiting for its code, so a product's "add to cart" hydrates together with its island
 * (the header imports its buttons outright). A root that needs data its server HTML was computed
 * from reads it first with the page's services (the planner: its catalog).
 */
export const islandRoots = {
  header: () => import('../components/Header.tsx').then((m) => m.Header),
  notifications: () => import('../components/Notifications.tsx').then((m) => m.Notifications),
  'wishlist-button': () => import('../components/WishlistButton.tsx').then((m) => m.WishlistButton),
  'newsletter-teaser': () => import('../browse/NewsletterTeaser.tsx').then((m) => m.NewsletterTeaser),
  'contact-form': () => import('../service/ContactForm.tsx').then((m) => m.default),
  'status-links': () => import('../browse/StatusLinks.tsx').then((m) => m.StatusLinks),
  'keep-offline': () => import('../offline/KeepOfflineSlot.tsx').then((m) => m.KeepOfflineSlot),
  'category-filters': () => import('../components/CategoryControls.tsx').then((m) => m.CategoryFilters),
  'category-sort': () => import('../components/CategoryControls.tsx').then((m) => m.CategorySort),
  'active-filters': () => import('../components/CategoryControls.tsx').then((m) => m.CategoryActiveFilters),
  'clear-filters': () => import('../components/CategoryControls.tsx').then((m) => m.ClearFiltersButton),
  'load-more': () => import('../components/LoadMore.tsx').then((m) => m.LoadMore),
  'product-gallery': () => import('../components/Gallery.tsx').then((m) => m.ProductGallery),
  'product-buy': () => import('../components/ProductBuy.tsx').then((m) => m.loadPurchase().then(() => m.ProductBuy)),
  supplies: () => import('../supplies/Supplies.tsx').then((m) => m.Supplies),
  reviews: () => import('../browse/Reviews.tsx').then((m) => m.default),
  'recently-viewed': () => import('../components/RecentlyViewed.tsx').then((m) => m.ViewedProduct),
  checkout: () => import('../checkout/ui/CheckoutView.tsx').then((m) => m.CheckoutView),
  // The planner's code and its catalog (for the first edit) load side by side.
  planner: ({ api }) =>
    Promise.all([
      import('../planner/PlannerApp.tsx'),
      import('../../shared/planner/catalog-reads.ts').then((reads) => reads.plannerCatalog(api)),
    ]).then(([m]) => m.default),
  'search-page-form': () => import('../components/SearchPageForm.tsx').then((m) => m.SearchPageForm),
} satisfies Record<string, (services: Pick<AppContextValue, 'api'>) => Promise<IslandComponent>>;

export type IslandName = keyof typeof islandRoots;
