import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../index.ts';
import { BLOG_UNAVAILABLE, sanitizeAnswer } from './blog-forward.ts';

describe('external blog answers', () => {
  it('are sanitised in every HTML field, however deep', () => {
    const answer = {
      data: {
        post: {
          title: '<b>Titel</b>',
          content: '<p>ok</p><script>alert(1)</script>',
          excerpt: '<img src=x onerror=alert(1)>',
        },
        category: {
          description: '<a href="javascript:alert(1)">x</a>',
          posts: { nodes: [{ content: '<iframe src="https://evil.example"></iframe>' }] },
        },
      },
    };
    expect(sanitizeAnswer(answer)).toEqual({
      data: {
        post: { title: '<b>Titel</b>', content: '<p>ok</p>', excerpt: '<img src="x" />' },
        category: { description: '<a>x</a>', posts: { nodes: [{ content: '<iframe></iframe>' }] } },
      },
    });
  });

  it('an unreachable external blog answers 502 with a GraphQL error, not a 500', async () => {
    const request = new Request('http://shop.test/api/blog/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ posts(first: 2) { nodes { slug } } }' }),
    });
    const res = await app.fetch(
      request,
      { ...env, BLOG_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' },
      createExecutionContext(),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ errors: [{ message: BLOG_UNAVAILABLE }] });
  });
});
