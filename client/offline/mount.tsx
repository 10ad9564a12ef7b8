import { createRoot } from 'react-dom/client';
import { OfflineUi } from './OfflineUi.tsx';

/**
 * The offline UI lives in a root of its own beside the hydrated document (its host made by
 * status.ts), so it loads lazily and never changes the server-rendered markup React hydrates.
 */
export function mountOfflineUi(host: HTMLElement, props: Parameters<typeof OfflineUi>[0]): void {
  createRoot(host).render(<OfflineUi {...props} />);
}
