import type { CmsData } from '../../shared/loaders/cms.ts';

export default function CmsPage({ data }: { data: CmsData }) {
  const { page } = data;
  return (
    <article className="cms">
      <h1>{page.content_heading || page.title}</h1>
      <div className="cms__content" dangerouslySetInnerHTML={{ __html: page.content ?? '' }} />
    </article>
  );
}
