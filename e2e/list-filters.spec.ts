import { ACME, ACME_JOBS, expect, expectAccessible, signIn, test } from './fixtures.js';

/**
 * Every list with filters folds them into a drawer on a phone (the list kit's ListToolbar, below
 * 976 px): the row keeps the search box and a "Filters (n)" button. A list moved onto the kit adds
 * its row here: path, table name, a filter to set from the URL (its label and shown value), and a
 * filter that reads from the drawer; `viewer` when the manager does not see it, `search` the name of
 * its search box (null: none).
 */
type List = {
  path: string;
  table: string;
  url: string;
  label: string;
  shown: string;
  viewer?: string;
  search?: string | null;
};
const LISTS: List[] = [
  { path: `${ACME_JOBS}/jobs`, table: 'Jobs', url: '?status=unlisted', label: 'Status', shown: 'Unlisted' },
  { path: `${ACME_JOBS}/employers`, table: 'Employers', url: '?status=disabled', label: 'Status', shown: 'Disabled' },
  { path: `${ACME_JOBS}/applications`, table: 'Applications', url: '?status=new', label: 'Status', shown: 'New' },
  { path: `${ACME_JOBS}/seekers`, table: 'Candidates', url: '?tag=priority', label: 'Tag', shown: 'priority' },
  { path: `${ACME_JOBS}/consultants`, table: 'Consultants', url: '?status=enabled', label: 'Status', shown: 'Enabled' },
  {
    path: '/1/audit-log',
    table: 'Audit log',
    url: '?subject=job',
    label: 'About',
    shown: 'Jobs',
    viewer: 'owner@acme.test',
  },
  {
    path: `${ACME_JOBS}/credit-system`,
    table: 'Transactions',
    url: '?kind=purchase',
    label: 'Type',
    shown: 'Purchase',
    search: null,
  },
  {
    path: `${ACME_JOBS}/credit-system`,
    table: 'Transactions',
    url: '?kind=purchase',
    label: 'Type',
    shown: 'Purchase',
    viewer: 'hr@northwind.test',
    search: null,
  },
  {
    path: '/1/users',
    table: 'People of the account',
    url: '?status=active',
    label: 'Status',
    shown: 'Active',
    viewer: 'owner@acme.test',
  },
];

test.describe('list filters on a phone', () => {
  for (const list of LISTS) {
    test(`${list.table}${list.viewer ? ` (${list.viewer})` : ''}: the filters fold into a drawer at 390 px`, async ({
      page,
    }) => {
      await signIn(page, list.viewer ?? 'manager@acme.test');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${ACME}${list.path}${list.url}`);
      await expect(page.getByRole('table', { name: list.table })).toBeVisible();

      // Folded: the search box stays, the filters wait behind a button that counts the set ones.
      if (list.search !== null)
        await expect(page.getByRole('searchbox', { name: list.search ?? 'Search', exact: true })).toBeVisible();
      await expect(page.getByLabel(list.label, { exact: true })).toHaveCount(0);
      const button = page.getByRole('button', { name: 'Filters (1)' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, 'no sideways scroll').toBeLessThanOrEqual(0);

      await button.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer.getByLabel(list.label, { exact: true })).toHaveValue(list.shown);
      await expectAccessible(page, `${list.table} filters drawer`);

      // Cleared from the drawer: the URL and the count follow, and "Show results" closes it.
      await drawer.getByRole('button', { name: 'Reset filters' }).click();
      await expect(page).toHaveURL(`${ACME}${list.path}`);
      await drawer.getByRole('button', { name: 'Show results' }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();

      // Wide again (976 px and up): the filters are back in the row.
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(page.getByLabel(list.label, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    });
  }
});
