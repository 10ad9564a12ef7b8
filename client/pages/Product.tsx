import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductData, ReviewsBlock } from '../../shared/loaders/product.ts';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { productPath } from '../../shared/product-url.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import { basePrice } from '../../shared/pricing/base-price.ts';
import { stockState } from '../../shared/pricing/stock-state.ts';
import { storeHref } from '../../shared/stores.ts';
import { selectVariant, NO_VARIANTS } from '../../shared/variants.ts';
import { useApp, useT } from '../app-context.tsx';
import { DeliveryTime } from '../components/DeliveryTime.tsx';
import { Await } from '../components/Await.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { Price } from '../components/Price.tsx';
import { VariantOptions } from '../components/VariantOptions.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { WishlistButton } from '../components/WishlistButton.tsx';
import { CompareButton } from '../components/CompareButton.tsx';
import { RecentlyViewed } from '../components/RecentlyViewed.tsx';
import { recordView } from '../stores/recently-viewed.ts';
import { snapshotOf } from '../stores/snapshot.ts';
import type { ConfiguredPrice } from '../components/ProductPurchase.tsx';
import { Supplies } from '../supplies/Supplies.tsx';
import { PlannerLink } from '../planner/PlannerLink.tsx';
import '../browse/reviews.css';

/** Options, quantity and add to cart: rendered with the page, hydrated when their chunk arrives. */
const ProductPurchase = lazy(() => import('../components/ProductPurchase.tsx'));
/** Reviews stream in after the page; their code is a chunk of its own too. */
const Reviews = lazy(() => import('../browse/Reviews.tsx'));
/** Grouped products are few: their table is a chunk of its own. */
const GroupedProducts = lazy(() => import('../components/GroupedProducts.tsx'));

const STOCK_TEXT = { ok: 'In stock', out_of_stock: 'Out of stock', volatile: 'Availability unknown' } as const;

export default function ProductPage({ data }: { data: ProductData }) {
  const t = useT();
  const { stores, store } = useApp();
  const { product } = data;
  const initialChild = useMemo(() => {
    const named = data.childSku ? product.configurable_children?.find((c) => c.sku === data.childSku) : undefined;
    return named ?? (product.type_id === 'configurable' ? selectVariant(product, {}).child : null);
  }, [product, data.childSku]);
  const [child, setChild] = useState<ChildProduct | null>(initialChild);
  const shown = child ?? product;
  const noVariants = product.type_id === 'configurable' && !initialChild;
  // The configured price (options change it); until the purchase block reports one, the catalog's.
  const [configured, setConfigured] = useState<ConfiguredPrice | null>(null);
  const onPrice = useCallback((p: ConfiguredPrice) => setConfigured(p), []);
  const price =
    configured?.sku === shown.sku
      ? configured
      : {
          final: Number(shown.finalPriceInclTax ?? shown.price),
          original: Number(shown.originalPriceInclTax ?? shown.price),
        };
  const perUnit = basePrice(price.final, product.baseprice_product_unit, product.baseprice_reference_unit);
  const stock = stockState(shown.stock);
  const stockLine = (
    <>
      <p className={`stock stock--${stock}`}>{t(STOCK_TEXT[stock])}</p>
      <DeliveryTime of={shown} />
    </>
  );
  // Browser only (effects do not run on the server): this product goes first in recently viewed.
  useEffect(() => recordView(stores.recentlyViewed, snapshotOf(product)), [stores.recentlyViewed, product]);

  // The address follows the chosen child without a new render of the route (the page keeps its state).
  const chooseChild = (next: ChildProduct) => {
    setChild(next);
    window.history.replaceState(window.history.state, '', storeHref(store, productPath(product, next.sku)));
  };

  return (
    <div className="product">
      <Gallery product={product} child={child} />
      <section className="product__info">
        <h1 className="product__name">{product.name}</h1>
        <p className="product__sku">{t('SKU: {sku}', { sku: shown.sku })}</p>
        {product.sale_label && <span className="badge badge--sale">{product.sale_label}</span>}
        <div className="product__price">
          <Price final={price.final} original={price.original} />
          <p className="product__tax">
            {t('incl. VAT')}, {t('plus shipping')}
          </p>
          {perUnit !== null && (
            <p className="product__baseprice">
              {t('Base price')}: {formatPrice(perUnit)} / {product.baseprice_reference_unit}
            </p>
          )}
        </div>
        <div className="product__lists">
          <WishlistButton product={product} child={child} />
          <CompareButton product={product} child={child} />
        </div>
        {noVariants && (
          <p className="error-text" role="alert">
            {t('No available product variants')}
          </p>
        )}
        <VariantOptions product={product} child={child} onChange={chooseChild} />
        <Suspense fallback={stockLine}>
          {product.type_id === 'grouped' ? (
            <>
              {stockLine}
              <Await<Product[]> name="linked">{(items) => <GroupedProducts product={product} items={items} />}</Await>
            </>
          ) : (
            <ProductPurchase
              key={shown.sku}
              product={product}
              child={child}
              errors={noVariants ? { variants: NO_VARIANTS } : undefined}
              onPrice={onPrice}
            >
              {stockLine}
            </ProductPurchase>
          )}
        </Suspense>
        <Supplies product={product} />
        <PlannerLink urlPath={product.url_path} />
        {product.description && (
          <div
            className="product__description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised by the API before it is stored or sent
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        )}
      </section>
      <ProductRow name="related" title={t('Related products')} />
      <ProductRow name="similar" title={t('Similar products')} />
      <Await<ReviewsBlock> name="reviews">{(block) => <Reviews product={product} block={block} />}</Await>
      <RecentlyViewed exclude={product.sku} />
    </div>
  );
}

/** A streamed row of product cards (related or similar products); nothing while it is empty. */
function ProductRow({ name, title }: { name: string; title: string }) {
  return (
    <Await<Product[]> name={name}>
      {(items) =>
        items.length > 0 && (
          <section className="product__related" aria-labelledby={`${name}-title`}>
            <h2 id={`${name}-title`}>{title}</h2>
            <ProductGrid products={items} />
          </section>
        )
      }
    </Await>
  );
}
