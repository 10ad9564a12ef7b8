import type { BlogPostData } from '../../shared/loaders/blog.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { FeaturedImage, PublishedOn, TopicLinks } from './blog-parts.tsx';

/** /posts/{slug}: one post with its featured image, date, topics and content. */
export function BlogPostView({ data }: { data: BlogPostData }) {
  const t = useT();
  const { post } = data;
  if (!post) {
    return (
      <div className="blog">
        <p className="notice" role="alert">
          {t('The blog is not available at the moment. Please try again later.')}
        </p>
        <p>
          <Link to="/posts">{t('Back to blog')}</Link>
        </p>
      </div>
    );
  }
  return (
    <article className="post">
      <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('Home')}</Link>
          </li>
          <li>
            <Link to="/posts">{t('Blog')}</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <h1>{post.title}</h1>
      <PublishedOn date={post.date} className="post__meta" />
      <TopicLinks topics={post.categories.nodes} />
      {post.featuredImage?.node && <FeaturedImage image={post.featuredImage.node} className="post__image" eager />}
      {/* HTML the blog endpoint has sanitised (worker/content/sanitize-html.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised by the API before it is stored or sent */}
      <div className="post__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <p className="post__footer">
        <Link to="/posts">{t('Back to blog')}</Link>
      </p>
    </article>
  );
}
