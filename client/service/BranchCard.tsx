import { useT } from '../app-context.tsx';
import type { Branch } from '../../shared/service/types.ts';
import { dayRange, SERVICE_KEYS, telHref, timeRange } from './branch-texts.ts';

/** One branch: address, distance, phone and e-mail, opening hours and the services offered on site. */
export function BranchCard({ branch, index }: { branch: Branch; index: number }) {
  const t = useT();
  const headingId = `branch-${branch.id}`;
  return (
    <li className="branch" aria-labelledby={headingId}>
      <h2 id={headingId} className="branch__name">
        <span className="branch__marker" aria-hidden="true">
          {index + 1}
        </span>{' '}
        {branch.name}
      </h2>
      {branch.distance_km !== undefined && (
        <p className="branch__distance">{t('approx. {km} km away', { km: branch.distance_km })}</p>
      )}
      <address className="branch__address">
        {branch.street}
        <br />
        {branch.postcode} {branch.city}, {t(branch.country === 'AT' ? 'Austria' : 'Germany')}
        <br />
        <a href={telHref(branch.phone)}>
          <span className="sr-only">{t('Phone')}: </span>
          {branch.phone}
        </a>
        <br />
        <a href={`mailto:${branch.email}`}>{branch.email}</a>
      </address>
      <div className="branch__details">
        <div>
          <h3 className="branch__label">{t('Opening hours')}</h3>
          <dl className="branch__hours">
            {branch.opening_hours.map((hours) => (
              <div key={hours.from}>
                <dt>{dayRange(t, hours)}</dt>
                <dd>{timeRange(hours)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="branch__label">{t('Services')}</h3>
          <ul className="branch__services">
            {branch.services.map((service) => (
              <li key={service}>{t(SERVICE_KEYS[service] ?? service)}</li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
