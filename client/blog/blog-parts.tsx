import type { BlogCategoryRef, BlogImage } from '../../shared/loaders/blog-queries.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { useSnapshot } from 'valtio';

// Formatted here, not with shared/i18n/format.ts: modules under shared/ go into the first-load
// bundle, and no other page needs a long date. UTC, so server and browser render the same day.
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

function longDate(iso: string, locale: string): string {
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, LONG_DATE).format(date);
}

/** "Veröffentlicht am 21. Oktober 2026", with a machine-readable <time>. */
export function PublishedOn({ date, className }: { date: string; className: string }) {
  const t = useT();
  const { stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  const [before, after] = t('Published on {date}').split('{date}');
  return (
    <p className={className}>
      {before}
      <time dateTime={date}>{longDate(date, locale)}</time>
      {after}
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
