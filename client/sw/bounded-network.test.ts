import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveUpAfter, withinTime } from './bounded-network.ts';

// A local server that answers one path never (the connection stays open, as on a network that
// dropped mid-request) and another slowly but steadily, the body arriving after the bound.
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/silent') return;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<p>first');
    setTimeout(() => response.end(' and last</p>'), 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A request the way the strategy makes it: through the plugin's hooks, then fetch. */
async function fetchThrough(plugin: ReturnType<typeof giveUpAfter>, url: string): Promise<Response> {
  const event = {};
  const request = await plugin.requestWillFetch!({ request: new Request(url), event } as never);
  try {
    const response = await fetch(request);
    return await plugin.fetchDidSucceed!({ request, response, event } as never);
  } catch (error) {
    await plugin.fetchDidFail!({ request, originalRequest: request, error, event } as never);
    throw error;
  }
}

describe('network bounds of page loads', () => {
  it('give up a request the network never answers', async () => {
    const started = Date.now();
    await expect(fetchThrough(giveUpAfter(200), `${origin}/silent`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('read an answer that began in time to its end', async () => {
    const response = await fetchThrough(giveUpAfter(200), `${origin}/slow`);
    expect(await response.text()).toBe('<p>first and last</p>');
  });

  it('give up a page load that does not settle in time, and pass on one that does', async () => {
    await expect(withinTime(new Promise(() => undefined), 100)).rejects.toThrow('No answer in time');
    await expect(withinTime(Promise.resolve('page'), 100)).resolves.toBe('page');
  });
});
