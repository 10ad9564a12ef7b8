import { useState } from 'react';
import type { ChildProduct, Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';
import { CatalogImage, preloadImage } from './CatalogImage.tsx';
import { useChosenChild } from './chosen-variant.ts';

/** The main picture's width: the page's 3/5 column from 768 px, else the page less its padding. */
const MAIN_SIZES = '(min-width: 1280px) 740px, (min-width: 768px) 60vw, calc(100vw - 2rem)';

type Image = { image: string; lab?: string | null | undefined };

/** A product's own pictures: its gallery, else its one image, else none. */
function imagesOf(item: Product | ChildProduct): Image[] {
  if (item.media_gallery?.length) return item.media_gallery;
  return item.image ? [{ image: item.image, lab: item.name }] : [];
}

/**
 * Gallery images are 1380×900; thumbnails pick the image shown. The chosen variant's own pictures
 * are shown when it has any (green chosen, the green gate), else the product's. The first picture
 * is the page's largest (LCP), so it is preloaded with high priority.
 */
export function Gallery({ product, child = null }: { product: Product; child?: ChildProduct | null }) {
  const t = useT();
  const own = child ? imagesOf(child) : [];
  const images = own.length ? own : imagesOf(product);
  // Another variant's pictures start again at the first one.
  const first = images[0]?.image;
  const [picked, setPicked] = useState({ first, index: 0 });
  const index = picked.first === first ? picked.index : 0;
  const setIndex = (i: number) => setPicked({ first, index: i });
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  return (
    <section className="gallery" aria-label={t('Images')}>
      <CatalogImage
        className="gallery__main"
        src={current.image}
        width={1380}
        height={900}
        sizes={MAIN_SIZES}
        alt={current.lab ?? product.name}
        priority={index === 0 ? 'high' : 'eager'}
        fillWidth
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.image}>
              <button
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                aria-label={t('Show image {n}', { n: i + 1 })}
              >
                <CatalogImage src={img.image} width={138} height={90} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The gallery of a product page: shows the variant chosen in the purchase block (./chosen-variant.ts). */
/** Preloads the first picture the gallery of a product (and its chosen child) shows. */
export function preloadGallery(product: Product, childSku: string | null): void {
  const child = product.configurable_children?.find((c) => c.sku === childSku);
  const own = child ? imagesOf(child) : [];
  preloadImage((own.length ? own : imagesOf(product))[0]?.image, MAIN_SIZES);
}

export function ProductGallery({ product, childSku }: { product: Product; childSku: string | null }) {
  const [child] = useChosenChild(product, childSku);
  return <Gallery product={product} child={child} />;
}
