import { describe, expect, it } from 'vitest';
import { standIn } from './image-fallback.ts';

describe('offline image stand-in', () => {
  const cached = [
    'https://shop.test/img/catalog/gt1-basic-ant-1380x900-690w.avif',
    'https://shop.test/img/catalog/gt1-basic-ant-500x450-320w.webp',
    'https://shop.test/img/catalog/dsm-656-500x450-500w.avif',
  ];

  it('answers a width or format never fetched with a kept copy of the same drawing and size', () => {
    expect(standIn('https://shop.test/img/catalog/gt1-basic-ant-500x450-500w.avif', cached)).toBe(cached[1]);
  });

  it('answers a cart thumbnail never fetched with another size of the same drawing', () => {
    expect(standIn('https://shop.test/img/catalog/gt1-basic-ant-150x150-150w.jpg', cached)).toBe(cached[0]);
  });

  it('has nothing for another drawing or a foreign image', () => {
    expect(standIn('https://shop.test/img/catalog/post-1-150x150-150w.jpg', cached)).toBeNull();
    expect(standIn('https://shop.test/media/x.png', cached)).toBeNull();
  });
});
