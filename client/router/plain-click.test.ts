import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.ts';

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes a plain primary click', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves new-tab, new-window and download gestures, other buttons and handled clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
