/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Bounds on the network for page loads. A connection that drops mid-request (a flapping mobile
 * network, a server that never answers) fails no request by itself: without a bound, a page the
 * cache does not hold waits for minutes, and the open fetch event keeps the old worker busy, which
 * also holds back a new version the shopper accepted. So the worker's own request is given up when
 * no answer has begun within the bound (an answer that has begun is read to its end), and the page
 * load as a whole is given up too (it may wait on the browser's navigation preload, which the worker
 * cannot cancel); the page route then answers from the cache or with the offline page.
 */

/** A Workbox plugin aborting the strategy's network request when no answer has begun within `ms`. */
export function giveUpAfter(ms: number): WorkboxPlugin {
  // One network request per handled event; the timer stops once the answer has begun.
  const timers = new WeakMap<object, ReturnType<typeof setTimeout>>();
  const settle = (event: object) => {
    clearTimeout(timers.get(event));
    timers.delete(event);
  };
  return {
    requestWillFetch: async ({ request, event }) => {
      const controller = new AbortController();
      settle(event);
      timers.set(
        event,
        setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms),
      );
      return new Request(request, { signal: controller.signal });
    },
    fetchDidSucceed: async ({ event, response }) => {
      settle(event);
      return response;
    },
    fetchDidFail: async ({ event }) => settle(event),
  };
}

/** `work`, or a rejection once `ms` have passed without it settling. */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('No answer in time', 'TimeoutError')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
