import { ACME, ACME_JOBS, apiCall, expect, signIn, test, tokenFor } from './fixtures.js';

// SECURITY 31 (issue 31, item 1) in the browser: the builder's preview checks a tenant's pattern
// with the contract's RE2 module, as the API and the hosted page do, and a pattern RE2 cannot run is
// named under its input before anything is sent.
const FORMS = `${ACME}${ACME_JOBS}/settings/forms`;
const SITE = { accountId: 1, siteId: 1 };
const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });

test('the preview checks `^(a|a)*$` on a 5,000-character answer at once; a lookahead is refused on its input', async ({
  page,
}) => {
  const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
  const created = await owner.call('createSiteForm', {
    body: {
      name: `E2E pattern form ${Date.now()}`,
      fields: [{ key: 'about', type: 'long_text', label: text('About you'), required: true, pattern: '^(a|a)*$' }],
    },
    select: SITE,
  });
  const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
  try {
    await signIn(page, 'owner@acme.test', { language: 'en', theme: 'light' });
    await page.goto(`${FORMS}/${uuid}`);
    const preview = page.getByRole('region', { name: 'Preview' });
    const answer = preview.getByRole('textbox', { name: /^About you/ });

    // A backtracking engine would freeze the page on this answer; RE2 answers at once.
    await answer.fill(`${'a'.repeat(4999)}!`);
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect(preview.getByText('This value is invalid.')).toBeVisible({ timeout: 2000 });
    await answer.fill('aaaa');
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect(preview.getByRole('status')).toBeVisible();

    const pattern = page
      .locator('[data-field-row]')
      .first()
      .getByRole('textbox', { name: 'Pattern (regular expression)' });
    await pattern.fill('^(?=a).*$');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByText(/^The portal cannot run this pattern: backreferences \(\\1\) and lookarounds/),
    ).toBeVisible();
    // Nothing was sent: the saved draft keeps its pattern.
    const saved = (await (await owner.call('getSiteForm', { params: { uuid }, select: SITE })).json()) as {
      data: { fields: { pattern?: string }[] };
    };
    expect(saved.data.fields[0]?.pattern).toBe('^(a|a)*$');
  } finally {
    await owner.call('deleteSiteForm', { params: { uuid }, select: SITE });
  }
});
