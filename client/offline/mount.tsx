import { createRoot } from 'react-dom/client';
import type { Stores } from '../stores/index.ts';
import type { DurableQueue } from './queue-types.ts';
import { OfflineUi } from './OfflineUi.tsx';

/**
 * The offline UI lives in a root of its own beside the hydrated document, so it loads lazily and
 * never changes the server-rendered markup React hydrates.
 */
export function mountOfflineUi(props: { stores: Stores; queue: DurableQueue; acceptUpdate: () => void }): void {
  const host = document.createElement('div');
  host.id = 'offline-ui';
  document.body.append(host);
  createRoot(host).render(<OfflineUi {...props} />);
}
