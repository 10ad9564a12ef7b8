import type { Transport } from '../../shared/api/transport.ts';
import { KEEPING_HEADER, type KeptRequest } from '../sw/kept-manifest.ts';
import { requestKey } from '../sw/request-key.ts';

/**
 * Keeps answers in the kept cache while a category is taken offline, and lists what it kept (the
 * manifest's requests) with the bytes stored. Each request is kept once, however often it is asked.
 */
export interface Recorder {
  requests: KeptRequest[];
  bytes: number;
  /** A transport for the API client: every answer it passes on is kept. */
  transport(listing?: boolean): Transport;
  /** Fetches and keeps a page or an image; answers its text for a page. */
  keep(url: string, kind: 'page' | 'image'): Promise<string | null>;
}

export function createRecorder(cache: Cache): Recorder {
  const listed = new Map<string, KeptRequest>();
  const recorder: Recorder = {
    requests: [],
    bytes: 0,
    transport:
      (listing = false) =>
      async (request) => {
        const body = request.method === 'POST' ? await request.clone().text() : undefined;
        const key = await requestKey(request.clone());
        const marked = new Request(request);
        marked.headers.set(KEEPING_HEADER, '1');
        const response = await fetch(marked);
        if (!response.ok) return response;
        const blob = await response.blob();
        await store(key, blob, response, {
          url: pathOf(request.url),
          method: request.method === 'POST' ? 'POST' : 'GET',
          ...(body === undefined ? {} : { body }),
          ...(listing ? { listing: true as const } : {}),
        });
        return new Response(blob, { status: response.status, headers: response.headers });
      },
    async keep(url, kind) {
      const request = new Request(url, {
        credentials: 'same-origin',
        headers: { accept: kind === 'page' ? 'text/html' : 'image/*', [KEEPING_HEADER]: '1' },
      });
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const blob = await response.blob();
      await store(new Request(request.url), blob, response, { url: pathOf(request.url), method: 'GET' });
      return kind === 'page' ? blob.text() : null;
    },
  };

  async function store(key: Request, blob: Blob, response: Response, kept: KeptRequest): Promise<void> {
    const identity = `${kept.method} ${kept.url} ${kept.body ?? ''}`;
    // A fresh response: a redirected one would not be accepted as the answer to a page load.
    await cache.put(key, new Response(blob, { status: response.status, headers: response.headers }));
    const earlier = listed.get(identity);
    if (earlier) {
      if (kept.listing) earlier.listing = true;
      return;
    }
    listed.set(identity, kept);
    recorder.requests.push(kept);
    recorder.bytes += blob.size;
  }
  return recorder;
}

const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
};

/** The shop's catalog images a page shows (the `src` of each <img>; the service worker stands in
 * a kept copy for another width or format of the same drawing). */
export function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = match[1]!.replace(/&amp;/g, '&');
    if (src.startsWith('/img/')) urls.add(src);
  }
  return [...urls];
}
