import '../service/service.css';
import '../../shared/i18n/areas/service.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StoreLocatorData } from '../../shared/loaders/store-locator.ts';
import { MAX_QUERY_LENGTH } from '../../shared/service/locator-query.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { Link } from '../components/Link.tsx';
import { BranchCard } from '../service/BranchCard.tsx';
import { BranchMap } from '../service/BranchMap.tsx';

/**
 * The branch finder (/filialen?q=): a GET form that works without JavaScript (the server renders
 * the result), enhanced to client navigation; branches nearest the searched postcode or town first,
 * with approximate distances, and a small inline map.
 */
export default function StoreLocatorPage({ data }: { data: StoreLocatorData }) {
  const t = useT();
  const { store, navigate, stores } = useApp();
  const { navigating } = useSnapshot(stores.ui);
  const { result, problem } = data;
  const [value, setValue] = useState(result.query);
  const heading = result.origin ? t('Branches nearest to {place}', { place: result.origin.label }) : t('All branches');

  return (
    <div className="locator">
      <h1>{t('Our branches')}</h1>
      <p>
        {t(
          'Visit us for advice, pick up your order or book installation at one of our branches in Germany and Austria.',
        )}
      </p>
      <form
        role="search"
        className="locator__form"
        method="get"
        action={storeHref(store, '/filialen')}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(value.trim() ? `/filialen?q=${encodeURIComponent(value.trim())}` : '/filialen');
        }}
      >
        <div className="field">
          <label htmlFor="locator-q">{t('Postcode or town')}</label>
          <input
            id="locator-q"
            type="search"
            name="q"
            value={value}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-describedby={problem ? 'locator-problem' : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={navigating}>
          {t('Find branches')}
        </button>
      </form>
      {problem && (
        <p id="locator-problem" className="notice" role="alert">
          {t(problem.key, problem.params)}
        </p>
      )}
      {result.origin && (
        <p className="locator__note">
          {t('Distances are approximate: they are measured from the centre of the postcode area.')}
        </p>
      )}

      <div className="locator__layout">
        <section aria-labelledby="locator-results" aria-busy={navigating || undefined}>
          <h2 id="locator-results">{heading}</h2>
          {(result.origin || problem) && (
            <p>
              <Link to="/filialen">{t('Show all branches')}</Link>
            </p>
          )}
          <ol className="branches">
            {result.branches.map((branch, i) => (
              <BranchCard key={branch.id} branch={branch} index={i} />
            ))}
          </ol>
        </section>
        <BranchMap branches={result.branches} origin={result.origin} />
      </div>
    </div>
  );
}
