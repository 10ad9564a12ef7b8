import { describe, expect, it } from 'vitest';
import { sanitizeDocHtml, sanitizeHtml } from './sanitize-html.ts';

// Runs inside workerd (worker project): proves the library bundles and works where the shop runs.
describe('sanitizeHtml: hostile CMS and description HTML', () => {
  it('removes script elements together with their code', () => {
    const out = sanitizeHtml('<p>Zaun</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(out).toBe('<p>Zaun</p>');
  });

  it('drops event handler attributes and keeps the element', () => {
    expect(sanitizeHtml('<img src="/m.svg" alt="Matte" onerror="alert(1)">')).toBe('<img src="/m.svg" alt="Matte" />');
    expect(sanitizeHtml('<p onclick="steal()" onmouseover=alert(1)>Text</p>')).toBe('<p>Text</p>');
  });

  it('removes svg with onload, and math and object and embed', () => {
    const out = sanitizeHtml(
      '<svg onload="alert(1)"><circle r="4"/></svg><math><mi>x</mi></math><object data="x.swf"></object><embed src="x.swf">ok',
    );
    expect(out).not.toMatch(/svg|onload|object|embed|math/i);
    expect(out).toContain('ok');
  });

  it('drops javascript: links, also hidden by entities, whitespace, case or control characters', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' \tjavascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#10;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'vbscript:msgbox(1)',
    ];
    for (const href of hostile) {
      const out = sanitizeHtml(`<a href="${href}">Klick</a>`);
      expect(out, href).toBe('<a>Klick</a>');
    }
  });

  it('drops data: URLs on links and images', () => {
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
  });

  it('drops style attributes and style elements (no CSS expressions or overlays)', () => {
    expect(sanitizeHtml('<p style="width: expression(alert(1))">a</p>')).toBe('<p>a</p>');
    expect(
      sanitizeHtml('<div style="background:url(javascript:alert(1))">b</div><style>body{display:none}</style>'),
    ).toBe('<div>b</div>');
  });

  it('keeps iframes only from the allowed video hosts over https', () => {
    const allowed =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Montagevideo" allowfullscreen></iframe>';
    expect(sanitizeHtml(allowed)).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
    for (const src of [
      'https://evil.example/frame',
      'http://www.youtube-nocookie.com/embed/abc',
      '//evil.example/x',
      'javascript:alert(1)',
      '/i/agb',
    ]) {
      expect(sanitizeHtml(`<iframe src="${src}"></iframe>`), src).not.toContain('src=');
    }
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).not.toMatch(/srcdoc|script/);
  });

  it('closes unclosed tags and cannot be tricked by nested or broken markup', () => {
    expect(sanitizeHtml('<p><strong>fett')).toBe('<p><strong>fett</strong></p>');
    const nested = sanitizeHtml('<scr<script>ipt>alert(1)</scr</script>ipt><<img src=x onerror=alert(1)//>');
    expect(nested).not.toMatch(/<script|onerror|<img[^>]*on/i);
    const comment = sanitizeHtml('<!--<img src=x onerror=alert(1)>--><p>nach</p>');
    expect(comment).toBe('<p>nach</p>');
    const attrBreak = sanitizeHtml('<a href="/i/agb" title="x"onclick="alert(1)">AGB</a>');
    expect(attrBreak).not.toContain('onclick');
  });

  it('removes forms, inputs, base and meta refresh', () => {
    const out = sanitizeHtml(
      '<form action="https://evil.example"><input name="pw"><button>OK</button></form><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    );
    expect(out).not.toMatch(/<form|<input|<button|<base|<meta/);
  });

  it('adds rel=noopener noreferrer to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://www.dpd.com/de" target="_blank">DPD</a>')).toBe(
      '<a href="https://www.dpd.com/de" target="_blank" rel="noopener noreferrer">DPD</a>',
    );
    expect(sanitizeHtml('<a href="/i/agb" target="_top">AGB</a>')).toBe('<a href="/i/agb">AGB</a>');
  });

  it('keeps the markup of the shop’s own pages as written', () => {
    const page =
      '<h2>Ihr Zaun</h2><p>Mit <a href="/c/montage">Montage</a> und <a href="mailto:info@zaunshop.example">E-Mail</a>.</p><ul class="usp"><li><strong>10 Jahre</strong> Garantie</li></ul><img src="/images/tor.svg" alt="Tor" width="400" height="300">';
    expect(sanitizeHtml(page)).toBe(page.replace('height="300">', 'height="300" />'));
  });
});

describe('sanitizeDocHtml', () => {
  it('cleans the HTML fields and leaves other fields and clean documents alone', () => {
    const doc = { id: 1, title: '<b>Titel</b>', content: '<p onclick="x()">Hi</p>', description: '<p>ok</p>' };
    expect(sanitizeDocHtml(doc)).toEqual({ ...doc, content: '<p>Hi</p>' });
    const clean = { id: 2, content: '<p>sauber</p>' };
    expect(sanitizeDocHtml(clean)).toBe(clean);
  });
});
