// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadNamespaces } from '../i18n/i18n.js';
import { namedRows, rowNames } from './named-rows.js';

const rows = ['Litware Solutions', 'Contoso Ltd', 'Fabrikam', 'Northwind Traders', 'Coho Winery'].map((name, i) => ({
  id: i + 1,
  name,
}));
const nameOf = rowNames(
  rows,
  (r) => r.id,
  (r) => r.name,
);

beforeAll(async () => {
  await initI18n('en', ['common']);
  await loadNamespaces(['employers']);
});
afterAll(() => changeLanguage('en'));

describe('bulk results name their rows', () => {
  it('names one, joins up to three and counts the rest, the language’s way', async () => {
    expect(namedRows([1], nameOf)).toBe('“Litware Solutions”');
    expect(namedRows([1, 2, 3], nameOf)).toBe('“Litware Solutions”, “Contoso Ltd” and “Fabrikam”');
    expect(namedRows([1, 2, 3, 4, 5], nameOf)).toBe('“Litware Solutions”, “Contoso Ltd”, “Fabrikam” and 2 more');
    expect(namedRows([1, 2, 3, 4], nameOf)).toBe('“Litware Solutions”, “Contoso Ltd”, “Fabrikam” and one more');
    const t = i18n.getFixedT(null, 'employers');
    expect(t('bulk.rejected', { count: 1, names: namedRows([1], nameOf) })).toBe('Rejected “Litware Solutions”');
    expect(t('bulk.rejected', { count: 5, names: namedRows([1, 2, 3, 4, 5], nameOf) })).toBe(
      'Rejected 5 employers: “Litware Solutions”, “Contoso Ltd”, “Fabrikam” and 2 more',
    );

    await changeLanguage('fr');
    expect(namedRows([1, 2, 3, 4, 5], nameOf)).toBe(
      '«\u00a0Litware Solutions\u00a0», «\u00a0Contoso Ltd\u00a0», «\u00a0Fabrikam\u00a0» et 2 autres',
    );

    await changeLanguage('ar');
    const tar = i18n.getFixedT(null, 'employers');
    // Arabic's dual and its 3–10 plural; each Latin name isolated inside the sentence.
    expect(tar('bulk.rejected', { count: 2, names: namedRows([1, 2], nameOf) })).toBe(
      'تم رفض صاحبَي عمل: «\u2068Litware Solutions\u2069» و«\u2068Contoso Ltd\u2069»',
    );
    expect(tar('bulk.rejected', { count: 3, names: namedRows([1, 2, 3], nameOf) })).toMatch(/^تم رفض 3 أصحاب عمل: /);
  });
});
