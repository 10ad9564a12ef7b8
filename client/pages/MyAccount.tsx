import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/account.ts';
import { useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';

/** My account needs a logged-in customer (SPEC §6); a visitor gets the message, never a blank page. */
export default function MyAccountPage() {
  const t = useT();
  return (
    <div className="account">
      <h1>{t('My account')}</h1>
      <p role="alert" className="notice">{t('You need to be logged in to see this page')}</p>
      <p><Link to="/" className="button">{t('Back to home page')}</Link></p>
    </div>
  );
}
