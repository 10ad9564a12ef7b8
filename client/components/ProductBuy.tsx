import { lazy, Suspense, useCallback, useState } from 'react';
import type { Product } from '../../shared/schemas/catalog.ts';
import { formatPrice } from '../../shared/i18n/format.ts';
import { basePrice } from '../../shared/pricing/base-price.ts';
import { stockState } from '../../shared/pricing/stock-state.ts';
import { NO_VARIANTS } from '../../shared/variants.ts';
import { useT } from '../app-context.tsx';
import { Await } from './Await.tsx';
import { CompareButton } from './CompareButton.tsx';
import { DeliveryTime } from './DeliveryTime.tsx';
import { Price } from './Price.tsx';
import type { ConfiguredPrice } from './ProductPurchase.tsx';
import { VariantOptions } from './VariantOptions.tsx';
import { WishlistButton } from './WishlistButton.tsx';
import { initialChild, useChosenChild } from './chosen-variant.ts';
import { lazyLoaded } from './lazy-loaded.tsx';

/** Options, quantity and add to cart: rendered with the page, a chunk the island loads with its own code. */
const purchase = lazyLoaded(() => import('./ProductPurchase.tsx'));
const ProductPurchase = purchase.Component;
export const loadPurchase = purchase.load;
/** Grouped products are few: their table is a chunk of its own. */
const GroupedProducts = lazy(() => import('./GroupedProducts.tsx'));

const STOCK_TEXT = { ok: 'In stock', out_of_stock: 'Out of stock', volatile: 'Availability unknown' } as const;

/**
 * What the shopper buys on a product page, below its name: SKU, price, wishlist and compare,
 * variant choice, stock, delivery time, options, quantity and add to cart. Price, SKU
 * and stock follow the chosen variant, which the gallery shares.
 */
export function ProductBuy({ product, childSku }: { product: Product; childSku: string | null }) {
  const t = useT();
  const [child, chooseChild] = useChosenChild(product, childSku);
  const shown = child ?? product;
  const noVariants = product.type_id === 'configurable' && !initialChild(product, childSku);
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

  return (
    <>
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
    </>
  );
}
