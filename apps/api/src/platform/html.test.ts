import { SAFE_HTML_TAGS } from '@talent/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.js';

// A slice of the usual XSS corpus (OWASP cheat sheet, PortSwigger): each must come back harmless.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.test">x</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '"><script>alert(1)</script>',
  '<object data="javascript:alert(1)"></object>',
  '<p><b onmouseover=alert(1)>bold</b></p>',
];

const dangerous =
  /<script|onerror|onload|onclick|onmouseover|javascript:|data:text|<iframe|<svg|<img|<object|<form|style=|href="\/\//i;

describe('sanitizeRichText (spec §9)', () => {
  it('keeps the allowed markup and safe links', () => {
    const html =
      '<h2>Role</h2><p>We <strong>need</strong> <em>you</em>.</p><ul><li>One</li></ul><a href="https://acme.test/jobs">Apply</a>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="mailto:jobs@acme.test">Mail</a>')).toBe(
      '<a href="mailto:jobs@acme.test">Mail</a>',
    );
  });

  it('leaves every payload of the corpus harmless', () => {
    for (const payload of PAYLOADS) {
      const clean = sanitizeRichText(payload);
      expect(clean, payload).not.toMatch(dangerous);
    }
  });

  it('leaves only allowed tags for any input, and sanitising twice changes nothing', () => {
    const tag = fc.constantFrom(...SAFE_HTML_TAGS, 'script', 'img', 'svg', 'iframe', 'style', 'table', 'a');
    const attr = fc.constantFrom(
      '',
      ' onclick="x()"',
      ' href="javascript:x"',
      ' href="https://ok.test"',
      ' style="color:red"',
    );
    const fragment = fc
      .array(fc.tuple(tag, attr, fc.string({ maxLength: 10 })), { maxLength: 8 })
      .map((parts) => parts.map(([t, a, text]) => `<${t}${a}>${text}</${t}>`).join(''));
    fc.assert(
      fc.property(fragment, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
        for (const [, name] of once.matchAll(/<([a-z0-9]+)/gi)) {
          expect(SAFE_HTML_TAGS as readonly string[]).toContain(name!.toLowerCase());
        }
        // Inside tags only: the same letters in text ("<a>OnA=</a>") are harmless words.
        expect(once).not.toMatch(/<[^>]*(\son\w+=|javascript:|\sstyle=)[^>]*>/i);
      }),
      { numRuns: 500 },
    );
  });
});
