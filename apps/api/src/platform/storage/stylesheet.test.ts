import { describe, expect, it } from 'vitest';
import { stylesheetProblem } from './stylesheet.js';

// The check refuses what could load or run something from elsewhere (brand-stylesheet.test.ts
// replays the attacks through the API); here, ordinary brand CSS must still pass.

describe('stylesheetProblem', () => {
  it.each([
    ['custom properties and rules', ':root { --brand-accent: #0b6e4f; } h1 { letter-spacing: .01em; }'],
    [
      'media and supports',
      '@media (max-width: 600px) { a { color: red } } @supports (display: grid) { b { display: grid } }',
    ],
    [
      'a font of the portal',
      '@font-face { font-family: B; src: url(/brands/b.woff2) format("woff2"), local("Arial"); }',
    ],
    ['a relative image', '.hero { background: url(hero.png) }'],
    ['a quoted image of the portal', '.hero { background-image: url( "/portal/uploads/brand-logos/x.png" ) }'],
    ['text with a time in it', 'a::after { content: "Open 9:30–17:00" }'],
    ['text that reads as an address of no loading scheme', '.tip::before { content: "Tip: press Enter" }'],
    [
      'quotes, font names and grid areas',
      'q { quotes: "«" "»" } b { font: 1em "Open Sans" } g { grid-template-areas: "a b" }',
    ],
    [
      'a custom property holding a portal file',
      ':root { --hero: url(/brands/hero.png) } a { background: var(--hero) }',
    ],
    ['an attribute in generated text', 'abbr::after { content: " (" attr(title) ")" }'],
    ['a pseudo-element css-tree does not know', '::part(label) { color: red }'],
    ['words that only look dangerous', 'html { scroll-behavior: smooth } .behavior-tips { color: red }'],
    ['attribute selectors that load nothing', 'input[value^="a"] { outline: 1px solid red }'],
    ['an empty file of comments', '/* nothing yet */'],
  ])('accepts %s', (_what, css) => {
    expect(stylesheetProblem(css)).toBeNull();
  });

  it.each([
    // Issue 31, item 9: a string in a custom property reaches an address slot through var().
    ['a URL string used through var()', ':root{--u:"https://evil.example/x.png"} a{background:image-set(var(--u) 1x)}'],
    ['a URL string in a custom property alone', ':root { --u: "//evil.example/x.png" }'],
    [
      'a URL string in @property',
      '@property --u { syntax: "*"; inherits: false; initial-value: "https://e.example/x"; }',
    ],
    ['a URL in generated text', 'a::after { content: "Note: see https://example.com" }'],
    ['a data address in a string', ':root { --u: "data:image/svg+xml,<svg/>" }'],
    ['a URL string in an at-rule prelude', '@namespace svg "http://www.w3.org/2000/svg";'],
    ['a URL string in a selector', 'a[href^="https://evil.example"] { color: red }'],
    ['attr() where an address is read', 'a { background: image-set(attr(data-src) 1x) }'],
    ['attr() in a custom property', 'a { --u: attr(data-src); background: image-set(var(--u) 1x) }'],
    ['an address after a syntax error', 'a { color: red }} b { background: url(https://evil.example/x) }'],
  ])('refuses %s', (_what, css) => {
    expect(stylesheetProblem(css)).toBe('stylesheet_url');
  });

  it('judges an address as a browser parses it', () => {
    expect(stylesheetProblem('a { background: url("/\\\\evil.example/x") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url(" //evil.example/x") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url("") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url("JaVaScRiPt:alert(1)") }')).toBe('stylesheet_script');
  });
});
