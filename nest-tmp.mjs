import React, { useId, Suspense, lazy } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
const h = React.createElement;
const L = lazy(async () => {
  await new Promise((r) => setTimeout(r, 10));
  return { default: () => h('b', null, 'lazy') };
});
function Inner() {
  const id = useId();
  return h('label', { htmlFor: id }, id, h(Suspense, { fallback: h('i') }, h(L)));
}
const s = await renderToReadableStream(h(Inner), { identifierPrefix: 'i0-' });
await s.allReady;
console.log(await new Response(s).text());
