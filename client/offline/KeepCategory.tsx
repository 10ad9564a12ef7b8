import '../../shared/i18n/areas/offline.ts';
import './keep.css';
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes, formatDateTime } from '../../shared/i18n/format.ts';
import type { Category } from '../../shared/schemas/catalog.ts';
import { useApp, useT } from '../app-context.tsx';
import { keepCategory, keptManifest, removeKeptCategory } from './keep-category.ts';
import { keepState, setKept, summaryOf } from './keep-state.ts';

export interface KeepCategoryProps {
  category: Category;
  /** Products listed in the category (all pages, no filters). */
  total: number;
}

/**
 * "Save for offline use" on a category page: keeps the category with its products, their pages
 * and pictures (keep-category.ts), shows the progress, then the space it takes, when it was last
 * updated and a button that removes it again (saying how much space that freed).
 */
export function KeepCategory({ category, total }: KeepCategoryProps) {
  const t = useT();
  const { store, stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  const state = keepState(store.code);
  const snap = useSnapshot(state);
  const kept = snap.kept.find((k) => k.id === category.id);
  const job = snap.jobs[category.id];
  const titleId = useId();

  // What the service worker refreshed since (or removed): the cache has the last word.
  useEffect(() => {
    void keptManifest(store, category.id).then((manifest) => {
      if (state.jobs[category.id]?.state === 'saving') return;
      if (manifest) setKept(state, category.id, summaryOf(manifest));
      else if (state.kept.some((k) => k.id === category.id)) setKept(state, category.id, null);
    });
  }, [store, category.id, state]);

  async function save(): Promise<void> {
    state.jobs[category.id] = { state: 'saving', done: 0, total: 1 };
    try {
      const manifest = await keepCategory(category, store, ({ done, total }) => {
        state.jobs[category.id] = { state: 'saving', done, total };
      });
      setKept(state, category.id, summaryOf(manifest));
      // The bar stays, full, beside what was kept: the shopper sees the saving finished.
      const last = state.jobs[category.id];
      const steps = last?.state === 'saving' ? last.total : 1;
      state.jobs[category.id] = { state: 'saved', done: steps, total: steps };
    } catch {
      state.jobs[category.id] = { state: 'failed' };
    }
  }

  async function remove(): Promise<void> {
    const freed = await removeKeptCategory(store, category.id);
    setKept(state, category.id, null);
    state.jobs[category.id] = { state: 'removed', freed };
  }

  const progress = job?.state === 'saving' || job?.state === 'saved' ? job : null;
  return (
    <section className="keep-offline" aria-labelledby={titleId}>
      <h2 id={titleId} className="keep-offline__title">
        {t('Offline use')}
      </h2>
      {progress && (
        <div className="keep-offline__progress">
          <label>
            {t(progress.state === 'saving' ? 'Saving for offline use …' : 'Saved for offline use')}
            <progress max={progress.total} value={progress.done} />
          </label>
          <p role="status">{t('{done} of {total} done', { done: progress.done, total: progress.total })}</p>
        </div>
      )}
      {progress?.state === 'saving' ? null : kept ? (
        <div className="keep-offline__kept">
          <p role="status" className="keep-offline__state">
            {t('Available offline')}
          </p>
          <p className="keep-offline__used">{t('Space used: {size}', { size: formatBytes(kept.bytes, locale) })}</p>
          <p>{t('Last updated: {date}', { date: formatDateTime(kept.refreshedAt, locale) })}</p>
          <button type="button" className="button button--secondary" onClick={() => void remove()}>
            {t('Remove offline data')}
          </button>
        </div>
      ) : (
        <div className="keep-offline__offer">
          <p>
            {t(
              'Keeps all {count} products of this category with their pages and pictures, so you can view them without an internet connection.',
              { count: total },
            )}
          </p>
          <button type="button" className="button" onClick={() => void save()}>
            {t('Save for offline use')}
          </button>
          {job?.state === 'failed' && (
            <p role="alert" className="keep-offline__error">
              {t('The category could not be saved. Please try again while online.')}
            </p>
          )}
          {job?.state === 'removed' && (
            <p role="status">{t('Offline data removed, {size} freed.', { size: formatBytes(job.freed, locale) })}</p>
          )}
        </div>
      )}
    </section>
  );
}
