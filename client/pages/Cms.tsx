import { lazy, Suspense } from 'react';
import type { CmsData } from '../../shared/loaders/cms.ts';
import type { RouteState } from '../app-state.ts';
import { Island } from '../islands/Island.tsx';

/** The contact forms load with the two pages that show them (/contacts, /gewerbliche-kunden), never with other CMS pages. */
const ContactForm = lazy(() => import('../service/ContactForm.tsx'));
const FORM_OF_ROUTE: Record<string, 'contact' | 'business'> = { contacts: 'contact', 'business-customers': 'business' };

export default function CmsPage({ data, route }: { data: CmsData; route?: Pick<RouteState, 'name'> }) {
  const { page } = data;
  const form = route ? FORM_OF_ROUTE[route.name] : undefined;
  return (
    <article className="cms">
      <h1>{page.content_heading || page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised by the API before it is stored or sent */}
      <div className="cms__content" dangerouslySetInnerHTML={{ __html: page.content ?? '' }} />
      {form && (
        <Suspense fallback={null}>
          <Island name="contact-form" component={ContactForm} props={{ form }} when="load" />
        </Suspense>
      )}
    </article>
  );
}
