import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { configuredPrice, initialConfig, type ProductConfig } from '../cart/config.ts';
import { AddToCart } from './AddToCart.tsx';
import { Await } from './Await.tsx';
import { CustomOptions } from './ProductOptions.tsx';

/** Bundles are few: their option block is a chunk of its own. */
const BundleOptions = lazy(() => import('./BundleOptions.tsx'));

export interface ConfiguredPrice {
  sku: string;
  final: number;
  original: number;
}

/**
 * What the shopper chooses before buying: custom options with their price
 * effects, bundle options, the quantity and the add-to-cart button. Rendered on the server with the
 * page; in the browser it is a chunk of its own that hydrates when it arrives (the product page's
 * first-load JavaScript stays small). The configured price goes up to the page, which shows it.
 */
export default function ProductPurchase({
  product,
  child,
  errors,
  onPrice,
  children,
}: {
  product: Product;
  child: ChildProduct | null;
  errors?: Record<string, string> | undefined;
  onPrice: (price: ConfiguredPrice) => void;
  /** Shown between the options and the quantity (the stock state). */
  children?: ReactNode;
}) {
  const shown = child ?? product;
  const [config, setConfig] = useState<ProductConfig>(() => initialConfig(product));
  const [showMissing, setShowMissing] = useState(false);
  const price = configuredPrice(product, shown, config);
  useEffect(
    () => onPrice({ sku: shown.sku, final: price.final, original: price.original }),
    [onPrice, shown.sku, price.final, price.original],
  );
  const props = { product, config, showMissing, taxRate: Number(shown.taxRate ?? 0) };
  const setBundle = (bundle: ProductConfig['bundle']) => setConfig({ ...config, bundle });
  return (
    <>
      <CustomOptions {...props} onChange={(custom) => setConfig({ ...config, custom })} />
      {product.type_id === 'bundle' && (
        <Suspense fallback={null}>
          <Await<Product[]> name="linked" fallback={<BundleOptions {...props} parts={[]} onChange={setBundle} />}>
            {(parts) => <BundleOptions {...props} parts={parts} onChange={setBundle} />}
          </Await>
        </Suspense>
      )}
      {children}
      <AddToCart
        product={product}
        child={child}
        config={config}
        onConfig={setConfig}
        priceInclTax={price.final}
        errors={errors}
        onMissing={() => setShowMissing(true)}
      />
    </>
  );
}
