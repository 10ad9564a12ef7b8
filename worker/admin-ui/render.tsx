import type { Context } from 'hono';
import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { StaffRow } from '../admin/staff-repo.ts';
import { createIslandRenderer } from '../../client/islands/Island.tsx';
import { AdminIslandsProvider } from './island.tsx';
import { Layout } from './layout.tsx';
import { renderIslandHtml } from '../ssr/island-html.ts';

/** One island root rendered on its own, all of it, under its own id prefix. */
const renderIsland = (root: () => ReactElement, identifierPrefix: string): string | Promise<string> =>
  renderIslandHtml(root, identifierPrefix, (error) =>
    console.error('admin island render error', error instanceof Error ? error.message : error),
  );

/** A whole back-office page as HTML: never cached, never indexed, never framed, no window of another site keeps a hold of it. */
export async function adminPage(
  c: Context,
  page: { title: string; staff?: StaffRow | null; bare?: boolean; status?: 200 | 404 },
  body: ReactNode,
): Promise<Response> {
  const nonce = (c.get('secureHeadersNonce') as string | undefined) ?? '';
  const stream = await renderToReadableStream(
    <AdminIslandsProvider value={createIslandRenderer(renderIsland)}>
      <Layout title={page.title} nonce={nonce} staff={page.staff} path={new URL(c.req.url).pathname} bare={page.bare}>
        {body}
      </Layout>
    </AdminIslandsProvider>,
    { nonce },
  );
  await stream.allReady;
  return new Response(stream, {
    status: page.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      // A staff page is kept apart from any window that opened it or that it opens.
      'cross-origin-opener-policy': 'same-origin',
    },
  });
}
