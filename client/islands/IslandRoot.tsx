import { useEffect, type ReactNode } from 'react';

/** Wraps an island's root on both sides alike; in the browser it reports when the island is hydrated. */
export function IslandRoot({ children, onMount }: { children: ReactNode; onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return children;
}
