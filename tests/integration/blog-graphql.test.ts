import { describe, expect, it } from 'vitest';
import { ORIGIN, get, postJson } from './helpers.ts';

async function gql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; json: any }> {
  const res = await postJson('/api/blog/graphql', { query, variables });
  return { status: res.status, json: await res.json() };
}

const POST_FIELDS =
  'title date uri link slug excerpt content featuredImage { node { sourceUrl altText mediaDetails { width height } } } categories { nodes { name slug } }';

describe('blog GraphQL endpoint', () => {
  it('lists the newest posts first with every field of a blog post', async () => {
    const { status, json } = await gql(`{ posts(first: 3) { nodes { ${POST_FIELDS} } } }`);
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    const posts = json.data.posts.nodes;
    expect(posts).toHaveLength(3);
    const dates = posts.map((p: any) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [newest] = posts;
    expect(newest).toMatchObject({
      slug: 'wpc-oder-holz',
      title: 'WPC oder Holz: Sichtschutz im Vergleich',
      uri: '/posts/wpc-oder-holz',
      link: `${ORIGIN}/posts/wpc-oder-holz`,
    });
    expect(newest.excerpt).toMatch(/^<p>.*splitterfrei/);
    expect(newest.content).toContain('<table>');
    expect(newest.featuredImage.node).toEqual({
      sourceUrl: '/img/catalog/blog-wpc-oder-holz-1200x675.svg',
      altText: 'Sichtschutzzaun aus WPC-Dielen',
      mediaDetails: { width: 1200, height: 675 },
    });
    expect(newest.categories.nodes.map((c: any) => c.slug).sort()).toEqual(['gestaltung', 'ratgeber']);
  });

  it('finds a post by slug (variables) and answers null for an unknown one', async () => {
    const query = 'query Post($slug: ID!) { post(id: $slug, idType: SLUG) { title databaseId id } }';
    const found = await gql(query, { slug: 'gabionen-befuellen' });
    expect(found.status).toBe(200);
    expect(found.json.data.post.title).toBe('Gabionen befüllen: Steinmenge, Körnung und ein sauberes Sichtbild');
    const byId = await gql(
      `{ a: post(id: "${found.json.data.post.databaseId}", idType: DATABASE_ID) { slug } b: post(id: "${found.json.data.post.id}", idType: ID) { slug } }`,
    );
    expect(byId.json.data).toEqual({ a: { slug: 'gabionen-befuellen' }, b: { slug: 'gabionen-befuellen' } });
    const missing = await gql(query, { slug: 'gibt-es-nicht' });
    expect(missing.status).toBe(200);
    expect(missing.json.data.post).toBeNull();
  });

  it('lists categories with counts and finds a category by slug or id with its posts', async () => {
    const { json } = await gql('{ categories(first: 10) { nodes { name slug count uri } } }');
    const bySlug = Object.fromEntries(json.data.categories.nodes.map((c: any) => [c.slug, c]));
    expect(Object.keys(bySlug).sort()).toEqual(['gestaltung', 'montage', 'pflege', 'ratgeber']);
    expect(bySlug.montage).toMatchObject({ name: 'Montage', count: 4, uri: '/posts?category=montage' });

    const category = await gql(
      '{ category(id: "pflege", idType: SLUG) { databaseId name posts(first: 5) { nodes { slug } } } }',
    );
    expect(category.json.data.category).toMatchObject({
      name: 'Pflege',
      posts: { nodes: [{ slug: 'zaun-pflegen-im-herbst' }] },
    });
    const byId = await gql(
      `{ category(id: "${category.json.data.category.databaseId}", idType: DATABASE_ID) { slug } }`,
    );
    expect(byId.json.data.category.slug).toBe('pflege');
    const unknown = await gql('{ category(id: "abc", idType: DATABASE_ID) { slug } }');
    expect(unknown.json.data.category).toBeNull();
  });

  it('answers GET requests too', async () => {
    const query = encodeURIComponent('query($n: Int) { posts(first: $n) { nodes { slug } } }');
    const res = await get(`/api/blog/graphql?query=${query}&variables=${encodeURIComponent('{"n":2}')}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.posts.nodes).toHaveLength(2);
  });

  it('answers bad requests with 400 and GraphQL errors, never a 500', async () => {
    const cases: [string, unknown][] = [
      ['syntax', { query: '{ posts(first: 2) { nodes { title }' }],
      ['unknown field', { query: '{ posts { nodes { password } } }' }],
      ['no query', { variables: {} }],
      [
        'wrong variable type',
        { query: 'query($n: Int) { posts(first: $n) { nodes { slug } } }', variables: { n: 'viele' } },
      ],
      ['mutation', { query: 'mutation { deletePost(id: 1) }' }],
      ['not an object', [1, 2]],
      ['too long', { query: `{ posts { nodes { ${'title '.repeat(2000)} } } }` }],
    ];
    for (const [name, body] of cases) {
      const res = await postJson('/api/blog/graphql', body);
      expect(res.status, name).toBe(400);
      const json = (await res.json()) as any;
      expect(json.errors?.[0]?.message, name).toEqual(expect.any(String));
      expect(JSON.stringify(json), name).not.toMatch(/at \w+ \(|\.ts:\d+/);
    }
    const broken = await postJson('/api/blog/graphql', '{"query": ');
    expect(broken.status).toBe(400);
  });

  it('refuses queries nested too deep or asking for too many fields', async () => {
    const deep =
      '{ categories { nodes { posts { nodes { categories { nodes { posts { nodes { categories { nodes { name } } } } } } } } } } }';
    const tooDeep = await gql(deep);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.json.errors[0].message).toMatch(/nested \d+ levels deep/);
    const aliases = Array.from({ length: 80 }, (_, i) => `p${i}: posts(first: 100) { nodes { slug } }`).join(' ');
    const tooWide = await gql(`{ ${aliases} }`);
    expect(tooWide.status).toBe(400);
    expect(tooWide.json.errors[0].message).toMatch(/fields; at most/);
    const viaFragments = await gql(
      'fragment A on Category { posts { nodes { categories { nodes { ...B } } } } } fragment B on Category { posts { nodes { categories { nodes { name } } } } } { categories { nodes { ...A } } }',
    );
    expect(viaFragments.status).toBe(400);
  });

  it('clamps first to 100 posts', async () => {
    const { status, json } = await gql('{ posts(first: 100000) { nodes { slug } } }');
    expect(status).toBe(200);
    expect(json.data.posts.nodes.length).toBeGreaterThanOrEqual(8);
  });
});
