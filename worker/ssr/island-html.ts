import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';

/** React's mark of a Suspense boundary the server left to the browser (its fallback was rendered). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * One island root rendered on its own, all of it, under its own id prefix. Most islands (a
 * wishlist heart, a sort select) render at once: a plain string render of those costs a fraction
 * of a stream, and a category page has fifty of them. An island that waits for something (a lazy
 * part, data) makes the string render give up; it is then rendered as a stream to its end.
 */
export async function renderIslandHtml(
  element: ReactElement,
  identifierPrefix: string,
  onError: (error: unknown) => void,
): Promise<string> {
  try {
    const html = renderToString(element, { identifierPrefix });
    if (!html.includes(LEFT_TO_THE_BROWSER)) return html;
  } catch {
    // It suspended outside a boundary, or failed: the stream below renders it and reports a failure.
  }
  const stream = await renderToReadableStream(element, { identifierPrefix, onError });
  await stream.allReady;
  return new Response(stream).text();
}
