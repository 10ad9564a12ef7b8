import type { LayoutData } from '../../shared/loaders/layout.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { StatusLinks } from '../browse/StatusLinks.tsx';
import { Island } from '../islands/Island.tsx';

/** 404: what happened, and ways on: a search, the home page and the categories. */
export default function NotFoundPage({ layout }: { layout: LayoutData }) {
  const t = useT();
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('Page not found')}</h1>
      <p>{t("We can't find the page you are looking for.")}</p>
      <p>
        <Link to="/" className="button">
          {t('Back to home page')}
        </Link>
      </p>
      <Island name="status-links" component={StatusLinks} props={{ menu: layout.menu }} />
    </div>
  );
}
