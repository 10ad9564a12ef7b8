import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { lazyLoaded } from '../../../client/components/lazy-loaded.tsx';

/**
 * A page for client/components/lazy-loaded.tsx in Chromium (tests/e2e/lazy-loaded.test.ts): a part
 * loaded as a chunk of its own, shown in a Suspense boundary, with a text field the shopper types in.
 * `window.lazyLoadedProbe` runs one case and answers what the page did.
 */

function AddressPart({ label }: { label: string }) {
  return <input id="part-field" aria-label={label} defaultValue="" />;
}

/** The page around the part: shows it once a label is set, and renders again with every new label. */
function Page({
  part: Part,
  onLabel,
}: {
  part: ComponentType<{ label: string }>;
  onLabel: (set: (label: string) => void) => void;
}) {
  const [label, setLabel] = useState<string | null>(null);
  onLabel(setLabel);
  return <Suspense fallback={<p id="part-fallback">…</p>}>{label ? <Part label={label} /> : null}</Suspense>;
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Case {
  /** How the chunk's import answers: 'ready' at once (the browser has the module already), 'slow' after 30 ms. */
  chunk: 'ready' | 'slow';
  /** How the part first shows: in a transition (as React's deferred renders do) or at once. */
  show: 'transition' | 'sync';
}

async function probe({ chunk, show }: Case) {
  const module = { default: AddressPart as ComponentType<{ label: string }> };
  const { Component } = lazyLoaded(() => (chunk === 'ready' ? Promise.resolve(module) : tick(30).then(() => module)));
  let rerender: (label: string) => void = () => {};
  const page = <Page part={Component} onLabel={(set) => (rerender = set)} />;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(page));
  if (show === 'transition') startTransition(() => rerender('first'));
  else flushSync(() => rerender('first'));
  // React reveals a boundary's content up to 300 ms after its fallback; a part that never shows is the answer.
  for (let waited = 0; waited < 2000 && !host.querySelector('#part-field'); waited += 20) await tick(20);
  const field = host.querySelector<HTMLInputElement>('#part-field');
  field?.focus();
  if (field) field.value = 'Gartenweg';
  // The page renders again (a store changed): the part must stay the element the shopper is in.
  flushSync(() => rerender('second'));
  await tick(50);
  const after = host.querySelector<HTMLInputElement>('#part-field');
  const answer = {
    shown: !!field,
    sameField: !!field && field === after,
    value: after?.value ?? null,
    focused: document.activeElement === after,
    label: after?.getAttribute('aria-label') ?? null,
  };
  root.unmount();
  host.remove();
  return answer;
}

/** A chunk that fails once (a dropped connection) and loads when asked again. */
async function retry() {
  let calls = 0;
  const { load } = lazyLoaded(() => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: AddressPart });
  });
  const first = await load().then(
    () => 'loaded',
    () => 'failed',
  );
  const second = await load().then(
    () => 'loaded',
    () => 'failed',
  );
  return { first, second, calls };
}

Object.assign(window, { lazyLoadedProbe: probe, lazyLoadedRetry: retry });
