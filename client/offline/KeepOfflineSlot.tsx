import { useEffect, useState, type ComponentType } from 'react';
import type { KeepCategoryProps } from './KeepCategory.tsx';

/**
 * Where a category page offers to keep the category for offline use. The panel and everything it
 * needs load as a chunk of their own after the page is interactive, and only in a browser that can
 * keep pages offline (service worker and Cache API), so the page's first load does not grow. The
 * server and the first browser render show nothing; works on a whole-app page and as an island.
 */
export function KeepOfflineSlot(props: KeepCategoryProps) {
  const [Panel, setPanel] = useState<ComponentType<KeepCategoryProps> | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    let live = true;
    void import('./KeepCategory.tsx').then((m) => live && setPanel(() => m.KeepCategory));
    return () => {
      live = false;
    };
  }, []);
  return Panel ? <Panel {...props} /> : null;
}
