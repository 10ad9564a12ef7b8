import { Suspense, use, type ReactNode } from 'react';
import { serializeState } from '../app-state.ts';
import { isFailure } from '../../shared/loaders/types.ts';
import { useApp } from '../app-context.tsx';

type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A value the server already streamed into the page, read during hydration. */
export function streamedValue<T>(name: string): Thenable<T> | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(`deferred-${name}`);
  if (!element?.textContent) return undefined;
  const value = JSON.parse(element.textContent) as T;
  const thenable = Promise.resolve(value) as Thenable<T>;
  // React reads a thenable's status synchronously, so hydration does not suspend again.
  thenable.status = 'fulfilled';
  thenable.value = value;
  return thenable;
}

function Resolved<T>({
  name,
  promise,
  children,
}: {
  name: string;
  promise: Promise<T>;
  children: (value: T) => ReactNode;
}) {
  const value = use(promise);
  return (
    <>
      {/* The resolved data travels with its HTML so the browser hydrates this block without a fetch. */}
      <script
        type="application/json"
        id={`deferred-${name}`}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (<, >, &, U+2028/9)
        dangerouslySetInnerHTML={{ __html: serializeState(value) }}
      />
      {isFailure(value) ? null : children(value)}
    </>
  );
}

/** Deferred data of the page being hydrated: each block's value is read from the streamed HTML. */
export function streamedDeferred(): Record<string, Promise<unknown>> {
  return new Proxy({} as Record<string, Promise<unknown>>, {
    get: (_target, name) => (typeof name === 'string' ? streamedValue(name) : undefined),
  });
}

/**
 * Renders non-critical loader data when it arrives: streamed by the server inside a Suspense
 * boundary, read back from the page on hydration, awaited on client navigation. A failed
 * block renders nothing instead of blanking the page.
 */
export function Await<T>({
  name,
  fallback = null,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const { deferred } = useApp();
  const promise = deferred[name] as Promise<T> | undefined;
  if (!promise) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <Resolved name={name} promise={promise}>
        {children}
      </Resolved>
    </Suspense>
  );
}
