import '../components/cart.css';
import '../checkout/checkout.css';
import { USER_STORAGE_KEY } from '../account/state.ts';
import { useApp } from '../app-context.tsx';
import { cartStorageKey } from '../cart/state.ts';
import { checkoutStorageKey } from '../checkout/persist.ts';
import { CheckoutView, type CheckoutViewProps } from '../checkout/ui/CheckoutView.tsx';
import { Island } from '../islands/Island.tsx';
import { storedEntry } from '../islands/marker.ts';

/**
 * The shop's own checkout (minimal layout), one island (client/checkout/ui/CheckoutView.tsx). The
 * server renders the shopper's cart and the first step open, so a guest's page loads no React
 * until the first touch, key or focus in it; what was typed before is kept
 * (client/islands/early-input.ts). Where a login or checkout progress is kept, what the page shows
 * depends on it (the profile's details, a later step open), so it hydrates as it comes into view;
 * so it does where the browser keeps another cart than the one the server showed (named by its
 * hash): one filled offline, or the page is one the service worker kept from an earlier visit.
 * Reached by a click in the shop, it renders as part of the app like any page.
 */
export default function CheckoutPage({ data }: { data: CheckoutViewProps & { cartHash?: string | null } }) {
  const { store } = useApp();
  const { cartHash, ...props } = data;
  return (
    <Island
      name="checkout"
      component={CheckoutView}
      props={props}
      when="interaction"
      stored={[USER_STORAGE_KEY, checkoutStorageKey(store.code), storedEntry(cartStorageKey(store.code), cartHash)]}
    />
  );
}
