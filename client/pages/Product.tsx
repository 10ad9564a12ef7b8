import { lazy } from 'react';
import type { ProductData, ReviewsBlock } from '../../shared/loaders/product.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { Await } from '../components/Await.tsx';
import { preloadGallery, ProductGallery } from '../components/Gallery.tsx';
import { ProductBuy } from '../components/ProductBuy.tsx';
import { Supplies } from '../supplies/Supplies.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { ViewedProduct } from '../components/RecentlyViewed.tsx';
import { snapshotOf } from '../stores/snapshot.ts';
import { PlannerLink } from '../planner/PlannerLink.tsx';
import { Island } from '../islands/Island.tsx';
import { listKeys } from '../islands/stored-keys.ts';
import '../browse/reviews.css';

/** Reviews stream in after the page; their code is a chunk of its own too. */
const Reviews = lazy(() => import('../browse/Reviews.tsx'));

/**
 * A product page. Name, description and the rows of related products are static HTML; the
 * gallery, the purchase block, the reviews and recently viewed products are islands.
 */
export default function ProductPage({ data }: { data: ProductData }) {
  const t = useT();
  const { store } = useApp();
  const { product, childSku } = data;
  // The gallery is an island, rendered apart: its main picture is preloaded from the page.
  preloadGallery(product, childSku);
  return (
    <div className="product">
      <Island name="product-gallery" component={ProductGallery} props={{ product, childSku }} when="interaction" />
      <section className="product__info">
        <h1 className="product__name">{product.name}</h1>
        <Island
          name="product-buy"
          component={ProductBuy}
          props={{ product, childSku }}
          when="interaction"
          stored={listKeys(store.code)}
        />
        {/* Its own island: the purchase block above waits for a tap, this button shows when in view. */}
        <Island name="supplies" component={Supplies} props={{ product }} />
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
      <Await<ReviewsBlock> name="reviews">
        {(block) => <Island name="reviews" component={Reviews} props={{ product, block }} />}
      </Await>
      <Island
        name="recently-viewed"
        component={ViewedProduct}
        props={{ viewed: snapshotOf(product) }}
        className="product__recent"
      />
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
