import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/account.ts';
import '../../shared/i18n/areas/checkout.ts';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { RouteState } from '../app-state.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { RecentlyViewed } from '../components/RecentlyViewed.tsx';
import { useHydrated, useList } from '../components/use-list.ts';
import { LoyaltyCard } from '../account/blocks/LoyaltyCard.tsx';
import { MyNewsletter } from '../account/blocks/MyNewsletter.tsx';
import { MyOrder } from '../account/blocks/MyOrder.tsx';
import { MyOrders } from '../account/blocks/MyOrders.tsx';
import { MyProfile } from '../account/blocks/MyProfile.tsx';
import { MyReviews } from '../account/blocks/MyReviews.tsx';
import { MyPlans } from '../account/blocks/MyPlans.tsx';
import { MyShippingDetails } from '../account/blocks/MyShippingDetails.tsx';
import { logout, startSession } from '../account/session.ts';
import '../account/account.css';

const NAV: Array<[block: string, path: string, label: string]> = [
  ['MyProfile', '/my-account', 'My profile'],
  ['MyShippingDetails', '/my-account/shipping-details', 'My shipping details'],
  ['MyNewsletter', '/my-account/newsletter', 'My newsletter'],
  ['MyOrders', '/my-account/orders', 'My orders'],
  ['MyRecentlyViewed', '/my-account/recently-viewed', 'My recently viewed products'],
];

function MyRecentlyViewed() {
  const t = useT();
  const { stores } = useApp();
  const { items, ready } = useList(stores.recentlyViewed);
  return (
    <section aria-labelledby="recently-title">
      <h2 id="recently-title">{t('My recently viewed products')}</h2>
      {ready && items.length === 0 ? (
        <p>{t('You have not viewed any products yet.')}</p>
      ) : (
        <RecentlyViewed title={t('Recently viewed')} />
      )}
    </section>
  );
}

function Block({ block, orderId }: { block: string; orderId: string | undefined }) {
  const { stores } = useApp();
  const profile = useSnapshot(stores.user).profile;
  if (block === 'MyRecentlyViewed') return <MyRecentlyViewed />;
  if (block === 'MyOrders') return <MyOrders />;
  if (block === 'MyOrder' && orderId) return <MyOrder orderId={orderId} />;
  if (!profile) return <p className="loading">…</p>;
  if (block === 'MyShippingDetails') return <MyShippingDetails key={profile.updated_at} />;
  if (block === 'MyNewsletter') return <MyNewsletter key={String(profile.extension_attributes.is_subscribed)} />;
  return (
    <>
      <MyProfile key={profile.updated_at} />
      <LoyaltyCard customerId={profile.id} name={`${profile.firstname} ${profile.lastname}`} />
      <MyReviews />
      <MyPlans />
    </>
  );
}

/**
 * My account: the blocks of the route (profile with loyalty card and reviews,
 * shipping details, newsletter, orders, one order, recently viewed) for a logged-in customer. The
 * server does not know the customer (the token lives in the browser), so it renders the logged-out
 * message, never a blank page; the browser shows the blocks once the stored session has loaded.
 */
export default function MyAccountPage({ route }: { route: RouteState }) {
  const t = useT();
  const app = useApp();
  const user = useSnapshot(app.stores.user);
  const hydrated = useHydrated();
  useEffect(() => void startSession(app), [app]);
  const block = route.props.block ?? 'MyProfile';
  const active = block === 'MyOrder' ? 'MyOrders' : block;
  if (!hydrated || !user.loaded || !user.token) {
    return (
      <div className="account">
        <h1>{t('My account')}</h1>
        <p role="alert" className="notice">
          {t('You need to be logged in to see this page')}
        </p>
        <p>
          {hydrated && user.loaded && (
            <button type="button" className="button" onClick={() => (app.stores.ui.authElem = 'login')}>
              {t('Log in')}
            </button>
          )}{' '}
          <Link to="/" className="button">
            {t('Back to home page')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account account--in">
      <h1>{t('My account')}</h1>
      <nav className="account__nav" aria-label={t('My account')}>
        <ul>
          {NAV.map(([id, path, label]) => (
            <li key={id}>
              <Link to={path} aria-current={id === active ? 'page' : undefined}>
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={() => logout(app)}>
              {t('Log out')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="account__block">
        <Block block={block} orderId={route.params.orderId} />
      </div>
    </div>
  );
}
