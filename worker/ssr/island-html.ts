import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { rememberedHtml } from './static-html.tsx';

/** React's mark of a Suspense boundary the server left to the browser (its fallback was rendered). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * One island root rendered on its own, all of it, under its own id prefix (`root` is only built
 * when its HTML is not kept). Most islands (a
 * wishlist heart, a sort select) render at once: a plain string render of those costs a fraction
 * of a stream, and a category page has fifty of them; its HTML comes back at once, and with
 * `htmlKey` (the island says its HTML depends on nothing else) it is kept for later pages. An
 * island that waits for something (a lazy part, data) makes the string render give up; it is
 * then rendered as a stream to its end.
 */
export function renderIslandHtml(
  root: () => ReactElement,
  identifierPrefix: string,
  onError: (error: unknown) => void,
  htmlKey?: string,
): string | Promise<string> {
  let element: ReactElement | undefined;
  const build = () => (element ??= root());
  const html = htmlKey
    ? rememberedHtml(`island:${htmlKey}`, () => renderAtOnce(build(), identifierPrefix))
    : renderAtOnce(build(), identifierPrefix);
  return html ?? renderToTheEnd(build(), identifierPrefix, onError);
}

/** The island's HTML from a string render, or null when a part of it waits. */
function renderAtOnce(element: ReactElement, identifierPrefix: string): string | null {
  try {
    const html = renderToString(element, { identifierPrefix });
    return html.includes(LEFT_TO_THE_BROWSER) ? null : html;
  } catch {
    return null; // it suspended outside a boundary, or failed: the stream renders it and reports a failure
  }
}

async function renderToTheEnd(
  element: ReactElement,
  identifierPrefix: string,
  onError: (error: unknown) => void,
): Promise<string> {
  const stream = await renderToReadableStream(element, { identifierPrefix, onError });
  await stream.allReady;
  return new Response(stream).text();
}
