import '../components/cart.css';
import '../checkout/checkout.css';
import { CheckoutView } from '../checkout/ui/CheckoutView.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * The shop's own checkout (minimal layout): one island, hydrated at load, as everything on it
 * follows the shopper's cart and entered data (client/checkout/ui/CheckoutView.tsx). Reached by
 * a click in the shop, it renders as part of the app like any page.
 */
export default function CheckoutPage() {
  return <Island name="checkout" component={CheckoutView} props={{}} when="load" />;
}
