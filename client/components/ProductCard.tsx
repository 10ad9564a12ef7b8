import type { Product } from '../../shared/schemas/catalog.ts';
import { productPath } from '../../shared/product-url.ts';
import { CatalogImage } from './CatalogImage.tsx';
import { DeliveryTime } from './DeliveryTime.tsx';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { useApp, useT } from '../app-context.tsx';
import { wishlistKeys } from '../islands/stored-keys.ts';
import { WishlistButton } from './WishlistButton.tsx';
import { Island } from '../islands/Island.tsx';
import { staticHtml } from './static-html.ts';

/** Thumbnail size of listings: 500×450. */
const THUMB = { width: 500, height: 450 };
/**
 * Card width in the grid: two a row on phones; from 768 px three, then four a row in at most
 * 1248 px, which keeps a card between 250 and 340 px wide. With 320 and 500 px files to choose
 * from, 300 px chooses as well as the exact widths, in a fifth of the markup fifty cards repeat.
 */
const CARD_SIZES = '(min-width: 768px) 300px, 50vw';

/** The lowest gross price a configurable can be bought for, else the product's own. */
export function listingPrice(product: Product): { final: number; original: number; from: boolean } {
  const children = (product.configurable_children ?? []).filter((c) => typeof c.finalPriceInclTax === 'number');
  if (children.length) {
    const cheapest = children.reduce((a, b) => (Number(b.finalPriceInclTax) < Number(a.finalPriceInclTax) ? b : a));
    return {
      final: Number(cheapest.finalPriceInclTax),
      original: Number(cheapest.originalPriceInclTax ?? cheapest.finalPriceInclTax),
      from: true,
    };
  }
  return {
    final: Number(product.finalPriceInclTax ?? product.price),
    original: Number(product.originalPriceInclTax ?? product.price),
    from: false,
  };
}

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = useT();
  const app = useApp();
  const price = listingPrice(product);
  const inStock = product.stock?.is_in_stock !== false;
  const picture = (
    <>
      <CatalogImage
        className="product-card__image"
        src={product.image}
        width={THUMB.width}
        height={THUMB.height}
        sizes={CARD_SIZES}
        priority={eager ? 'eager' : undefined}
      />
      {product.sale_label ? <span className="badge badge--sale">{product.sale_label}</span> : null}
      <h3 className="product-card__name">{product.name}</h3>
    </>
  );
  const prices = (
    <>
      {price.from && <span className="price__from">{t('from')} </span>}
      <Price final={price.final} original={price.original} />
    </>
  );
  // On the server the picture and the price are HTML rendered once per shown values (static-html.ts).
  const pictureHtml = staticHtml(
    app,
    JSON.stringify(['card-picture', product.image, eager, product.sale_label ?? null, product.name]),
    picture,
  );
  const pricesHtml = staticHtml(
    app,
    JSON.stringify(['card-price', app.stores.session.locale, price.from, price.final, price.original]),
    prices,
  );
  return (
    <article className="product-card">
      <Link
        to={productPath(product)}
        className="product-card__link"
        {...(pictureHtml ? { dangerouslySetInnerHTML: pictureHtml } : { children: picture })}
      />
      <Island
        name="wishlist-button"
        component={WishlistButton}
        props={{ product, compact: true }}
        when="interaction"
        stored={wishlistKeys(app.store.code)}
      />
      <div className="product-card__price" {...(pricesHtml ? { dangerouslySetInnerHTML: pricesHtml } : {})}>
        {pricesHtml ? undefined : prices}
      </div>
      <p className={`stock ${inStock ? 'stock--ok' : 'stock--out'}`}>{inStock ? t('In stock') : t('Out of stock')}</p>
      <DeliveryTime of={product} />
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  id,
}: {
  products: Product[];
  eagerCount?: number;
  id?: string;
}) {
  return (
    <ul className="product-grid" id={id}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
