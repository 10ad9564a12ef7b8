import type { Product } from '../../shared/schemas/catalog.ts';
import { productPath } from '../../shared/product-url.ts';
import { CatalogImage } from './CatalogImage.tsx';
import { deliveryText } from '../../shared/rules/delivery-time.ts';
import { DeliveryTime } from './DeliveryTime.tsx';
import { Link } from './Link.tsx';
import { Price } from './Price.tsx';
import { useApp, useT } from '../app-context.tsx';
import { wishlistKeys } from '../islands/stored-keys.ts';
import { WishlistButton } from './WishlistButton.tsx';
import { Island, useIslandHtml } from '../islands/Island.tsx';
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
  const locale = app.stores.session.locale;
  const price = listingPrice(product);
  const inStock = product.stock?.is_in_stock !== false;
  const link = () => (
    <Link to={productPath(product)} className="product-card__link">
      <CatalogImage
        className="product-card__image"
        src={product.image}
        width={THUMB.width}
        height={THUMB.height}
        sizes={CARD_SIZES}
        priority={eager ? 'eager' : undefined}
        fillWidth
      />
      {product.sale_label ? <span className="badge badge--sale">{product.sale_label}</span> : null}
      <h3 className="product-card__name">{product.name}</h3>
    </Link>
  );
  const heart = {
    name: 'wishlist-button',
    component: WishlistButton,
    props: { product, compact: true },
    when: 'interaction',
    stored: wishlistKeys(app.store.code),
    // The server shows every heart empty (the wishlist lives in the browser): name and language are all it shows.
    htmlKey: JSON.stringify(['card-heart', locale, product.name]),
  } as const;
  const details = () => (
    <>
      <div className="product-card__price">
        {price.from && <span className="price__from">{t('from')} </span>}
        <Price final={price.final} original={price.original} />
      </div>
      <p className={`stock ${inStock ? 'stock--ok' : 'stock--out'}`}>{inStock ? t('In stock') : t('Out of stock')}</p>
      <DeliveryTime of={product} />
    </>
  );
  // On the server a card is one text: its link and its details are HTML rendered once per shown
  // values (static-html.ts), its heart an island whose HTML is kept the same way. Writing fifty
  // cards element by element was most of a category page's server time.
  const heartHtml = useIslandHtml(heart);
  const linkHtml = staticHtml(
    app,
    JSON.stringify([
      'card-link',
      app.store.code,
      productPath(product),
      product.image,
      eager,
      product.sale_label ?? null,
      product.name,
    ]),
    link,
  );
  const detailsHtml = staticHtml(
    app,
    JSON.stringify([
      'card-details',
      locale,
      price.from,
      price.final,
      price.original,
      inStock,
      deliveryText(t, product),
    ]),
    details,
  );
  if (heartHtml !== null && linkHtml && detailsHtml)
    return (
      <article
        className="product-card"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the card's parts
        dangerouslySetInnerHTML={{ __html: linkHtml.__html + heartHtml + detailsHtml.__html }}
      />
    );
  return (
    <article className="product-card">
      {link()}
      <Island {...heart} />
      {details()}
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
