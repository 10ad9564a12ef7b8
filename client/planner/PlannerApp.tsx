import '../../shared/i18n/areas/planner.ts';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import type { PlannerData } from '../../shared/loaders/planner.ts';
import { plannerCatalog, readCatalog } from '../../shared/planner/catalog-reads.ts';
import type { PlannerForm } from '../../shared/planner/form-state.ts';
import { planToQuery } from '../../shared/planner/plan.ts';
import { plannerView, shownView } from '../../shared/planner/view.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { BomTable } from './BomTable.tsx';
import { ModelFields, RunFields } from './PlannerFields.tsx';
import { PlanToCart } from './PlanToCart.tsx';
import { SavePlan } from './SavePlan.tsx';
import { RunDrawing } from './RunDrawing.tsx';

/**
 * The fence planner (/zaunplaner): the run, the fence model and the gates in a form, and the bill
 * of materials beside it, computed from the catalog as the shopper types (by the loader for the
 * first view and for a browser without JavaScript, which sends the form as a GET). The address bar
 * always carries the plan, so a link, a bookmark or a reload shows the same list; the page prints
 * as a plan with a drawing of the run.
 */
export default function PlannerApp({ data }: { data: PlannerData }) {
  const t = useT();
  const { store, api } = useApp();
  const { first } = data;
  const [form, setForm] = useState<PlannerForm>(first.form);
  // The first view is the server's, as it came with the page (exactly its HTML when hydrating); an
  // edited form computes from the catalog, read before the island hydrates (client/islands/roots.ts) or waited for here.
  const catalog = form === first.form ? null : (readCatalog(api) ?? use(plannerCatalog(api)));
  const { plan, choices, bom } = useMemo(
    () => (catalog ? plannerView(catalog, form) : shownView(first)),
    [catalog, form, first],
  );
  const link = `${storeHref(store, '/zaunplaner')}?${planToQuery(plan)}`;
  // Marked once hydrated (until then the server's form shows but does not compute), without a
  // render: a render right after hydration would set the fields back to the server's values
  // before what the shopper typed meanwhile is handed over (client/islands/early-input.ts).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute('data-ready', 'true'), []);
  // Where the app took the page over before the planner hydrated, its catalog is read now, for the
  // first edit (without a render; a failed read is tried again on that edit).
  useEffect(() => {
    if (!readCatalog(api)) plannerCatalog(api).catch(() => undefined);
  }, [api]);

  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== link)
      window.history.replaceState(window.history.state, '', link);
  }, [link]);

  return (
    <div className="planner" ref={root}>
      <h1>{t('Fence planner')}</h1>
      <p className="planner__intro">
        {t(
          'From the length of your garden to a complete list: panels, posts, fixings, gates and concrete, with prices.',
        )}
      </p>
      <div className="planner__layout">
        <form
          className="planner__form"
          method="get"
          action={storeHref(store, '/zaunplaner')}
          onSubmit={(event) => event.preventDefault()}
        >
          <RunFields form={form} plan={plan} choices={choices} problems={bom.problems} onChange={setForm} />
          <ModelFields form={form} plan={plan} choices={choices} onChange={setForm} />
          <noscript>
            <button type="submit" className="button">
              {t('Calculate')}
            </button>
          </noscript>
        </form>
        <section className="planner__result" aria-labelledby="planner-result-heading" aria-live="polite">
          <h2 id="planner-result-heading">{t('Your fence')}</h2>
          {bom.problems.length > 0 ? (
            <ul className="planner__problems">
              {bom.problems.map((p) => (
                <li key={p.field + p.key}>{t(p.key, p.params)}</li>
              ))}
            </ul>
          ) : (
            bom.layout && (
              <>
                <RunDrawing plan={plan} layout={bom.layout} />
                <BomTable bom={bom} />
                <PlanToCart lines={bom.lines} />
                <SavePlan query={planToQuery(plan)} />
                <p className="planner__actions">
                  <a href={link}>{t('Link to this plan')}</a>
                  <button type="button" className="planner__print" onClick={() => window.print()}>
                    {t('Print plan')}
                  </button>
                </p>
              </>
            )
          )}
        </section>
      </div>
    </div>
  );
}
