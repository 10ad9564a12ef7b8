import type { LayoutData } from '../../shared/loaders/layout.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { StatusLinks } from '../browse/StatusLinks.tsx';

/**
 * 500 page (minimal layout): the server renders it when a page's data could not be loaded, the
 * app's page error boundary when a page fails to render. A search and the categories lead on.
 */
export default function ErrorPage({ layout }: { layout?: LayoutData }) {
  const t = useT();
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        500
      </p>
      <h1>{t('Internal server error')}</h1>
      <p>{t('Something went wrong on our side. Please try again in a moment.')}</p>
      <p>
        <Link to="/" className="button">
          {t('Back to home page')}
        </Link>
      </p>
      <StatusLinks menu={layout?.menu ?? []} />
    </div>
  );
}
