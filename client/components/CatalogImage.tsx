import { preload } from 'react-dom';
import { RASTER_MIME, rasterSource, rasterSrcSet, rasterUrl } from '../../shared/raster-images.ts';

interface CatalogImageProps {
  /** The image URL as the catalog names it (a generated drawing, or any other image URL). */
  src: string | null | undefined;
  /** Intrinsic size for the layout: the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** The CSS width the image takes, per media condition; by default its `width` in px. */
  sizes?: string;
  alt?: string;
  className?: string;
  /**
   * `high`: the page's largest picture (LCP): preloaded from the document head with high priority.
   * `eager`: visible at once without preload (first listing row). Otherwise loaded when scrolled near.
   */
  priority?: 'high' | 'eager';
  /**
   * The image fills its container's width at the ratio of `width` to `height`. Its `<picture>` then
   * holds that box before any file arrives, so an arriving picture is only painted, never laid out.
   */
  fillWidth?: boolean;
}

/**
 * Preloads a shop drawing's AVIF with high priority (the page's largest picture). React puts it
 * into the head of the tree rendering it: an island's picture is preloaded by the page around it.
 * Browsers without AVIF skip it.
 */
export function preloadImage(src: string | null | undefined, imageSizes: string): void {
  const source = rasterSource(src);
  if (!source) return;
  preload(rasterUrl(source, source.width, 'avif'), {
    as: 'image',
    type: RASTER_MIME.avif,
    imageSrcSet: rasterSrcSet(source, 'avif'),
    imageSizes,
    fetchPriority: 'high',
  });
}

/**
 * A product or banner image. The shop's own drawings come as a `<picture>` of AVIF and WebP, each
 * at every width the build wrote, so the browser fetches the smallest file that fills the space;
 * its `<img>` is the JPEG at full width for browsers that read neither (every current one reads
 * both, and a listing repeats the markup fifty times). Other URLs (imported catalogs) stay one
 * plain `<img>`.
 */
export function CatalogImage({
  src,
  width,
  height,
  sizes,
  alt = '',
  className,
  priority,
  fillWidth,
}: CatalogImageProps) {
  const source = rasterSource(src);
  const imageSizes = sizes ?? `${width}px`;
  if (priority === 'high') preloadImage(src, imageSizes);
  const img = (
    <img
      className={className}
      src={source ? rasterUrl(source, source.width, 'jpg') : (src ?? '')}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      decoding={priority === 'high' ? undefined : 'async'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
    />
  );
  if (!source) return img;
  const box = fillWidth ? { className: 'picture-box', style: { aspectRatio: `${width} / ${height}` } } : {};
  return (
    <picture {...box}>
      <source type={RASTER_MIME.avif} srcSet={rasterSrcSet(source, 'avif')} sizes={imageSizes} />
      <source type={RASTER_MIME.webp} srcSet={rasterSrcSet(source, 'webp')} sizes={imageSizes} />
      {img}
    </picture>
  );
}
