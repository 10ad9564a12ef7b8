import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json.ts';

describe('scriptSafeJson', () => {
  it('leaves nothing that could end a script element or a JavaScript string', () => {
    const text = scriptSafeJson({ name: '</script><script>alert(1)</script> & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back unchanged', () => {
    const value = { a: '<b>Zäune & Tore</b>', list: [1, '\u2028'] };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});
