import { useState } from 'react';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';
import { CatalogImage } from './CatalogImage.tsx';

/** The main picture's width: the page's 3/5 column from 768 px, else the page less its padding. */
const MAIN_SIZES = '(min-width: 1280px) 740px, (min-width: 768px) 60vw, calc(100vw - 2rem)';

/**
 * Gallery images are 1380×900; thumbnails pick the image shown. The first picture is the page's
 * largest (LCP), so it is preloaded with high priority.
 */
export function Gallery({ product }: { product: Product }) {
  const t = useT();
  const images = product.media_gallery?.length
    ? product.media_gallery
    : product.image
      ? [{ image: product.image, lab: product.name }]
      : [];
  const [index, setIndex] = useState(0);
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
