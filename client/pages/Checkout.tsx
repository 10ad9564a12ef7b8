import '../components/cart.css';
import '../checkout/checkout.css';
import { USER_STORAGE_KEY } from '../account/state.ts';
import { useApp } from '../app-context.tsx';
import { checkoutStorageKey } from '../checkout/persist.ts';
import { CheckoutView, type CheckoutViewProps } from '../checkout/ui/CheckoutView.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * The shop's own checkout (minimal layout), one island (client/checkout/ui/CheckoutView.tsx). The
 * server renders the shopper's cart and the first step open, so a guest's page loads no React
 * until the first touch, key or focus in it; what was typed before is kept
 * (client/islands/early-input.ts). Where a login or checkout progress is kept, what the page shows
 * depends on it (the profile's details, a later step open), so it hydrates as it comes into view.
 * Reached by a click in the shop, it renders as part of the app like any page.
 */
export default function CheckoutPage({ data }: { data: CheckoutViewProps }) {
  const { store } = useApp();
  return (
    <Island
      name="checkout"
      component={CheckoutView}
      props={data}
      when="interaction"
      stored={[USER_STORAGE_KEY, checkoutStorageKey(store.code)]}
    />
  );
}
