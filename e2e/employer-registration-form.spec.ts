import {
  ACME,
  ACME_JOBS,
  apiCall,
  expect,
  expectAccessible,
  latestMailTo,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';

// Issue 21: an employer registers itself through Acme Jobs' registration form, waits on hold with
// its answers on the detail page, and is approved; its owner has the mail to confirm the address.
const EMPLOYERS = `${ACME}${ACME_JOBS}/employers`;
const SITE = { accountId: 1, siteId: 1 };
// Unique per run: a retry registers again.
const RUN = Date.now().toString(36);
const COMPANY = `Harbour Lights Bistro ${RUN}`;
const OWNER = `owner.${RUN}@harbourlights.example`;
/** The newest mail to the owner, or '' while none was delivered yet. */
const ownerMail = () => latestMailTo(OWNER);
const HIRING = 'Two waiters for the summer terrace, <b>weekends</b> only.';

test.describe('employer registration through a site form', () => {
  test.describe.configure({ mode: 'serial' });

  test('a visitor registers; staff find it on hold, read the answers and approve it', async ({ page }) => {
    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const forms = (await (await owner.call('listSiteForms', { select: SITE })).json()) as {
      data: { uuid: string; handler: string | null; status: string }[];
    };
    const form = forms.data.find((f) => f.handler === 'employer_registration' && f.status === 'published')!;
    // The visitor fills in the hosted page on Acme's own host, as a job board links to it.
    await page.goto(`${ACME}/forms/${form.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Employer registration' })).toBeVisible();
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Lindqvist');
    await page.getByLabel('Work e-mail').fill(OWNER);
    await page.getByLabel('Phone').fill('+44 117 496 0555');
    await page.getByLabel('Which roles do you hire for?').fill(HIRING);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you! Your answer has been sent.')).toBeVisible();
    // The owner is asked to confirm the address (and choose a password) at once.
    await expect.poll(ownerMail).toContain('/auth/profile/password?token=');

    await signIn(page, 'moderator@acme.test');
    await page.goto(`${EMPLOYERS}/hold`);
    await page.getByRole('link', { name: COMPANY }).click();
    await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
    const card = page.getByRole('region', { name: 'Registration' });
    await expect(card).toContainText('Registered through the form “Employer registration”');
    await expect(card).toContainText('Which roles do you hire for?');
    // HTML in an answer is text, never markup.
    await expect(card.getByText(HIRING)).toBeVisible();
    await expectAccessible(page, 'registered employer detail');

    await page.goto(`${EMPLOYERS}/hold`);
    await page.getByRole('checkbox', { name: `Select ${COMPANY}` }).check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve (1)' }).click();
    await expect(page.getByText(`Approved “${COMPANY}”`)).toBeVisible();
    await expect.poll(ownerMail).toContain('was reviewed and approved');
  });

  for (const language of ['en', 'ar'] as const)
    for (const theme of ['light', 'dark'] as const)
      test(`the registration card passes axe (${language}, ${theme})`, async ({ page }) => {
        await signIn(page, 'moderator@acme.test', { theme, language });
        await page.goto(EMPLOYERS);
        await page.getByRole('link', { name: 'Fabrikam Foods' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Fabrikam Foods' })).toBeVisible();
        const card = page.getByRole('region', { name: language === 'ar' ? 'التسجيل' : 'Registration' });
        await expect(card).toContainText('Fatima');
        await expectAccessible(page, `registration ${language} ${theme}`);
      });
});
