// @vitest-environment jsdom
import { type Branding, DEFAULT_BRANDING } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { applyBranding, isOwnPath } from './branding.js';

// SECURITY 22: the page loads brand files of its own origin only, as the server versioned them.

const brand = (stylesheet: string, logo = ''): Branding => ({
  ...DEFAULT_BRANDING,
  logo_square: logo,
  branding: { ...DEFAULT_BRANDING.branding, stylesheet: { path: stylesheet } },
});
const stylesheetHref = () => document.getElementById('brand-stylesheet')?.getAttribute('href') ?? null;

describe('applyBranding', () => {
  it('links the brand stylesheet at the versioned path the server gave', () => {
    applyBranding(brand('/portal/uploads/brand-stylesheets/0123456789abcdef0123456789abcdef.css?v=1790000000'));
    expect(stylesheetHref()).toBe(
      '/portal/uploads/brand-stylesheets/0123456789abcdef0123456789abcdef.css?v=1790000000',
    );
  });

  it('takes the stylesheet off when the brand has none any more', () => {
    applyBranding(brand('/brands/acme.css?v=1'));
    applyBranding(brand(''));
    expect(stylesheetHref()).toBeNull();
  });

  it('never links a stylesheet or icon of another site', () => {
    for (const path of ['https://evil.example/a.php?.css', '//evil.example/a.css', '/\\evil.example/a.css']) {
      applyBranding(brand(path, path));
      expect(stylesheetHref(), path).toBeNull();
      expect(document.getElementById('brand-icon'), path).toBeNull();
    }
  });
});

describe('isOwnPath', () => {
  it('is a path on this origin and nothing else', () => {
    expect(isOwnPath('/brands/acme.svg')).toBe(true);
    for (const path of ['', 'brands/acme.css', '//x', '/\\x', '/\t/x', 'https://x/', 'javascript:alert(1)'])
      expect(isOwnPath(path), JSON.stringify(path)).toBe(false);
  });
});
