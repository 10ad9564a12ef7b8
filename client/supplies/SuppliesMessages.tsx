import { useT } from '../app-context.tsx';
import type { CartMessage } from './state.ts';

/** What "add all" did, one line per accessory, announced to screen readers as it arrives. */
export function SuppliesMessages({ messages }: { messages: readonly CartMessage[] }) {
  const t = useT();
  return (
    <ul className="supplies__messages" role="status">
      {messages.map((m) => (
        <li key={m.sku} className={`supplies__message supplies__message--${m.type}`}>
          <strong>{m.name}:</strong> {t(m.message, m.params)}
        </li>
      ))}
    </ul>
  );
}
