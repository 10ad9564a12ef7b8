import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/** 500 page in the minimal layout. */
export default function ErrorPage() {
  const t = useT();
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">500</p>
      <h1>{t('Internal server error')}</h1>
      <p>{t('Something went wrong on our side. Please try again in a moment.')}</p>
      <p><Link to="/" className="button">{t('Back to home page')}</Link></p>
    </div>
  );
}
