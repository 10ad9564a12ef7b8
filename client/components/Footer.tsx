import { useT } from '../app-context.tsx';
import { Link } from './Link.tsx';

/** CMS pages linked from every page's footer (identifiers of the seeded CMS pages). */
const SERVICE_LINKS: [string, string][] = [
  ['/i/ueber-uns', 'About us'],
  ['/i/kundenservice', 'Customer service'],
  ['/contacts', 'Contact'],
  ['/gewerbliche-kunden', 'Business customers'],
  ['/filialen', 'Branches'],
  ['/i/versand-und-zahlung', 'Shipping and payment'],
  ['/posts', 'Blog'],
];
const LEGAL_LINKS: [string, string][] = [
  ['/impressum', 'Legal notice'],
  ['/datenschutzerklaerung', 'Privacy policy'],
  ['/i/agb', 'Terms and conditions'],
  ['/i/widerrufsbelehrung', 'Return policy'],
];

export function Footer() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer__cols">
        <nav aria-label={t('Customer service')}>
          <h2 className="footer__title">{t('Customer service')}</h2>
          <ul>
            {SERVICE_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Legal')}>
          <h2 className="footer__title">{t('Legal')}</h2>
          <ul>
            {LEGAL_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
            {/* Opens the consent dialog's settings (client/consent/runtime.ts), also when clicked before it loaded. */}
            <li>
              <a href="#privacy-settings">{t('Privacy settings')}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__note">{t('All prices incl. VAT, plus shipping.')}</p>
    </footer>
  );
}
