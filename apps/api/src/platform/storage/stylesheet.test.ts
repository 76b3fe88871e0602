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
    ['text with a colon', 'a::after { content: "Note: see https://example.com" }'],
    ['words that only look dangerous', 'html { scroll-behavior: smooth } .behavior-tips { color: red }'],
    ['attribute selectors that load nothing', 'input[value^="a"] { outline: 1px solid red }'],
    ['an empty file of comments', '/* nothing yet */'],
  ])('accepts %s', (_what, css) => {
    expect(stylesheetProblem(css)).toBeNull();
  });

  it('judges an address as a browser parses it', () => {
    expect(stylesheetProblem('a { background: url("/\\\\evil.example/x") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url(" //evil.example/x") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url("") }')).toBe('stylesheet_url');
    expect(stylesheetProblem('a { background: url("JaVaScRiPt:alert(1)") }')).toBe('stylesheet_script');
  });
});
