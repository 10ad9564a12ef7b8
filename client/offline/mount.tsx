import { createRoot } from 'react-dom/client';
import { OfflineUi } from './OfflineUi.tsx';

/**
 * The offline UI lives in a root of its own beside the hydrated document, so it loads lazily and
 * never changes the server-rendered markup React hydrates.
 */
export function mountOfflineUi(props: Parameters<typeof OfflineUi>[0]): void {
  const host = document.createElement('div');
  host.id = 'offline-ui';
  document.body.append(host);
  createRoot(host).render(<OfflineUi {...props} />);
}
