import './blog.css';
import '../../shared/i18n/areas/blog.ts';
import type { BlogListData, BlogPostData } from '../../shared/loaders/blog.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { FeaturedImage, PublishedOn } from '../blog/blog-parts.tsx';
import { BlogPostView } from '../blog/BlogPost.tsx';

const postHref = (slug: string) => `/posts/${encodeURIComponent(slug)}`;

/** The blog's one page chunk: the list (/posts) or one post (/posts/{slug}), by the loader's data. */
export default function BlogPage({ data }: { data: BlogListData | BlogPostData }) {
  return 'post' in data ? <BlogPostView data={data} /> : <BlogList data={data} />;
}

/** /posts: the newest posts as cards (featured image, date, title, excerpt), filterable by topic. */
function BlogList({ data }: { data: BlogListData }) {
  const t = useT();
  const { posts, topics, topic, unavailable } = data;
  return (
    <div className="blog">
      <h1>{topic ? t('Posts about {category}', { category: topic.name }) : t('Blog')}</h1>
      <p className="blog__lead">{t('Tips on planning, building and caring for fences and gates.')}</p>
      {topics.length > 0 && (
        <nav className="blog__topics" aria-label={t('Blog topics')}>
          <ul className="chips">
            <li>
              <Link className="chip" to="/posts" aria-current={topic ? undefined : 'page'}>
                {t('All posts')}
              </Link>
            </li>
            {topics.map((c) => (
              <li key={c.slug}>
                <Link
                  className="chip"
                  to={`/posts?category=${encodeURIComponent(c.slug)}`}
                  aria-current={topic?.slug === c.slug ? 'page' : undefined}
                >
                  {c.name}
                  {typeof c.count === 'number' ? ` (${c.count})` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {unavailable ? (
        <p className="notice" role="alert">
          {t('The blog is not available at the moment. Please try again later.')}
        </p>
      ) : posts.length === 0 ? (
        <p className="empty">{t('No posts found.')}</p>
      ) : (
        <ul className="blog__list">
          {posts.map((post, i) => (
            <li key={post.slug}>
              <article className="post-card">
                {post.featuredImage?.node && (
                  <FeaturedImage image={post.featuredImage.node} className="post-card__image" eager={i < 3} />
                )}
                <div className="post-card__body">
                  <h2 className="post-card__title">
                    <Link to={postHref(post.slug)}>{post.title}</Link>
                  </h2>
                  <PublishedOn date={post.date} className="post-card__meta" />
                  {/* Excerpts are HTML the blog endpoint has sanitised (worker/content/sanitize-html.ts). */}
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised by the API before it is stored or sent */}
                  <div className="post-card__excerpt" dangerouslySetInnerHTML={{ __html: post.excerpt }} />
                  <Link to={postHref(post.slug)} aria-label={`${t('Read more')}: ${post.title}`}>
                    {t('Read more')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
