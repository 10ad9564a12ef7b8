import { describe, expect, it } from 'vitest';
import { imageUrls } from './keep-recorder.ts';

describe('pictures of a kept page', () => {
  it('keeps the shop images a page shows, each once, and no foreign ones', () => {
    const html =
      '<picture><source type="image/avif" srcSet="/img/catalog/gt1-500x450-320w.avif 320w"/>' +
      '<img class="x" src="/img/catalog/gt1-500x450-500w.jpg" srcSet="/img/catalog/gt1-500x450-320w.jpg 320w" alt=""/></picture>' +
      '<img src="/img/catalog/gt1-500x450-500w.jpg"/><img src="https://cdn.example/x.png"/>' +
      '<img alt="" src="/img/banner/b-1380x900-690w.jpg?v=1&amp;q=2">';
    expect(imageUrls(html)).toEqual(['/img/catalog/gt1-500x450-500w.jpg', '/img/banner/b-1380x900-690w.jpg?v=1&q=2']);
  });
});
