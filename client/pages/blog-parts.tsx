import { formatDate } from '../../shared/i18n/format.ts';
import type { BlogCategoryRef, BlogImage } from '../../shared/loaders/blog-queries.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { useSnapshot } from 'valtio';

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** "Veröffentlicht am 21. Oktober 2026", with a machine-readable <time>. */
export function PublishedOn({ date, className }: { date: string; className: string }) {
  const t = useT();
  const { stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  const [before, after] = t('Published on {date}').split('{date}');
  return (
    <p className={className}>
      {before}<time dateTime={date}>{formatDate(date, locale, LONG_DATE)}</time>{after}
    </p>
  );
}

/** A featured image at its own aspect ratio (space reserved before it loads). */
export function FeaturedImage({ image, className, eager }: { image: BlogImage; className: string; eager?: boolean }) {
  const { width, height } = image.mediaDetails ?? {};
  return (
    <img
      className={className}
      src={image.sourceUrl}
      alt={image.altText}
      width={width ?? 1200}
      height={height ?? 675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The post's topics as links to the filtered list. */
export function TopicLinks({ topics }: { topics: BlogCategoryRef[] }) {
  const t = useT();
  if (!topics.length) return null;
  return (
    <p className="post__meta">
      {t('Topics')}:{' '}
      {topics.map((topic, i) => (
        <span key={topic.slug}>
          {i > 0 ? ', ' : ''}
          <Link to={`/posts?category=${encodeURIComponent(topic.slug)}`}>{topic.name}</Link>
        </span>
      ))}
    </p>
  );
}
