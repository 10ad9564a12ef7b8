import { useState } from 'react';
import type { Product } from '../../shared/schemas/catalog.ts';
import { useT } from '../app-context.tsx';

/** Gallery images are 1380×900; thumbnails pick the image shown. */
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
      <img
        className="gallery__main"
        src={current.image}
        width={1380}
        height={900}
        alt={current.lab ?? product.name}
        fetchPriority="high"
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
                <img src={img.image} width={138} height={90} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
