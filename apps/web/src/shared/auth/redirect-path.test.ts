import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.js';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/1/1/jobs?page=2#top')).toBe('/1/1/jobs?page=2#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const to of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      '/x/\\..\\/evil.test',
      'javascript:alert(1)',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(to)).toBe('/');
    }
  });
});
