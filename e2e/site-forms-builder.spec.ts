import type { Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, expect, seriousViolations, signIn, test, tokenFor } from './fixtures.js';

const FORMS = `${ACME}${ACME_JOBS}/settings/forms`;
const SITE = { accountId: 1, siteId: 1 };
const UNKNOWN = '0b9d6a52-3c1e-4f7a-9a51-6f1d2e3c4b5a';

/** axe on what the page shows, light with every rule and dark with the colour rules (the theme follows the device). */
async function accessibleLightAndDark(page: Page, label: string) {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await seriousViolations(page), `${label}, light`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page, ['color-contrast', 'link-in-text-block']), `${label}, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Fills a field card's label in the three languages through its language tabs. */
async function fillTexts(card: ReturnType<Page['locator']>, labels: Record<'en' | 'fr' | 'ar', string>) {
  const tabs = { en: 'English', fr: 'Français', ar: 'العربية' } as const;
  for (const [lang, text] of Object.entries(labels) as ['en' | 'fr' | 'ar', string][]) {
    await card.getByRole('tab', { name: tabs[lang] }).click();
    const language = tabs[lang];
    await card.getByRole('textbox', { name: `Label (${language})`, exact: true }).fill(text);
  }
  await card.getByRole('tab', { name: 'English' }).click();
}

test.describe('site forms: builder', () => {
  test.afterAll(async ({ request }) => {
    // The forms this spec made (drafts, no submissions) go, so a rerun starts clean.
    const owner = apiCall(request, await tokenFor(request, 'owner@acme.test'));
    const list = (await (await owner.call('listSiteForms', { query: { per_page: 100 }, select: SITE })).json()) as {
      data: { uuid: string; name: string }[];
    };
    for (const f of list.data.filter((x) => x.name.startsWith('E2E application form')))
      await owner.call('deleteSiteForm', { params: { uuid: f.uuid }, select: SITE });
  });

  test('an owner builds a form in three languages, previews it in Arabic, reorders by keyboard, and sees why it cannot be published', async ({
    page,
  }) => {
    test.slow(); // The longest journey: three languages, a preview, four axe passes (38 s on a quiet machine).
    await signIn(page, 'owner@acme.test', { language: 'en', theme: 'system' });
    await page.goto(FORMS);
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    await accessibleLightAndDark(page, 'forms list');

    await page.getByRole('link', { name: 'New form' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
    const name = `E2E application form ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);

    // Three fields: a short text, a single choice with options in three languages, an e-mail.
    const addType = page.getByRole('combobox', { name: 'Type of the new field' });
    const add = page.getByRole('button', { name: 'Add a field' });
    await add.click();
    await addType.click();
    await page.getByRole('option', { name: 'One choice' }).click();
    await add.click();
    await addType.click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    await add.click();

    const cards = page.locator('[data-field-row]');
    await expect(cards).toHaveCount(3);
    await fillTexts(cards.nth(0), { en: 'Full name', fr: 'Nom complet', ar: 'الاسم الكامل' });
    await cards.nth(0).getByRole('switch', { name: 'Required' }).check({ force: true });
    await fillTexts(cards.nth(1), { en: 'Contract', fr: 'Contrat', ar: 'العقد' });
    await cards.nth(1).getByRole('textbox', { name: 'Option 1: value' }).fill('full_time');
    await cards.nth(1).getByRole('textbox', { name: 'Option 1: label (English)' }).fill('Full time');
    await cards.nth(1).getByRole('textbox', { name: 'Option 1: label (Français)' }).fill('Temps plein');
    await cards.nth(1).getByRole('textbox', { name: 'Option 1: label (العربية)' }).fill('دوام كامل');
    await fillTexts(cards.nth(2), { en: 'E-mail address', fr: 'Adresse e-mail', ar: 'البريد الإلكتروني' });

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Form created.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/forms\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Submissions' })).toBeVisible();
    await accessibleLightAndDark(page, 'builder');

    // The preview, in Arabic: right to left, with the Arabic labels, drawn by the hosted page's renderer.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('العربية').click();
    const previewForm = preview.locator('form[data-form-renderer]');
    await expect(previewForm).toHaveAttribute('dir', 'rtl');
    await expect(previewForm.getByRole('textbox', { name: 'الاسم الكامل' })).toBeVisible();
    await expect(previewForm.getByRole('radio', { name: 'دوام كامل' })).toBeVisible();
    // Its checks are the contract's, in the preview's language.
    await previewForm.getByRole('button', { name: 'إرسال' }).click();
    await expect(previewForm.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAttribute('aria-invalid', 'true');
    await accessibleLightAndDark(page, 'builder with the Arabic preview');

    // Reorder with the keyboard: the e-mail field moves up twice and keeps the focus.
    const up = page.getByRole('button', { name: 'Move “E-mail address” up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('“E-mail address” moved to position 2 of 3.')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Move “E-mail address” up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards.nth(0).getByText(/^1\. \u2068?E-mail address\u2069?$/)).toBeVisible();
    await expect(cards.nth(1).getByText(/^2\. \u2068?Full name\u2069?$/)).toBeVisible();
    await expect(previewForm.locator('input, textarea').first()).toHaveAttribute('type', 'email');

    // Publish without a handler: the API's message on the handler field (the draft is saved first).
    await page.getByRole('button', { name: 'Publish' }).click();
    const handler = page.getByRole('combobox', { name: 'What a submission does' });
    await expect(handler).toHaveAttribute('aria-invalid', 'true');
    await expect(handler).toHaveAccessibleDescription(/No form handler set\./);

    // Webhook without an address: the message on the address field; then an address that is no URL.
    await handler.click();
    await page.getByRole('option', { name: 'Webhook' }).click();
    await expect(page.getByText('Each submission is sent to your address as a signed POST request.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    const address = page.getByRole('textbox', { name: 'Webhook address' });
    await expect(address).toHaveAccessibleDescription(/No form URL set\./);
    await address.fill('hooks dot example');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(address).toHaveAccessibleDescription(/Invalid form URL\./);

    // The submissions tab, and back.
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page).toHaveURL(/\/submissions$/);
    await expect(page.getByText('No submissions yet')).toBeVisible();
    await accessibleLightAndDark(page, 'submissions');
    await page.getByRole('tab', { name: 'Builder' }).click();
    await expect(cards.nth(0).getByText(/^1\. \u2068?E-mail address\u2069?$/)).toBeVisible();

    // The list shows it; deleting a form without submissions asks first.
    await page.goto(FORMS);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this form?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Form deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/forms$/);
  });

  test('on a phone, fields fold to their title line, one by one or all at once, and a field with a problem opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'owner@acme.test', { language: 'en', theme: 'system' });
    await page.goto(`${FORMS}/new`);
    await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add a field' });
    await add.click();
    await add.click();
    const cards = page.locator('[data-field-row]');
    await expect(cards).toHaveCount(2);
    await fillTexts(cards.nth(0), { en: 'Full name', fr: 'Nom complet', ar: 'الاسم الكامل' });

    // One field: its settings go, its title line and buttons stay.
    const fold = page.getByRole('button', { name: 'Fold “Full name”' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.click();
    const unfold = page.getByRole('button', { name: 'Unfold “Full name”' });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(unfold).toBeFocused();
    await expect(cards.nth(0).getByRole('textbox', { name: 'Key' })).toBeHidden();
    await expect(cards.nth(1).getByRole('textbox', { name: 'Key' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move “Full name” down' })).toBeVisible();

    // All at once, and back.
    await page.getByRole('button', { name: 'Fold all' }).click();
    await expect(page.getByRole('button', { name: /^Unfold “/ })).toHaveCount(2);
    for (const card of await cards.all()) await expect(card.getByRole('textbox', { name: 'Key' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unfold all' })).toBeVisible();
    // Nothing folded away is left without its page fitting the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Saving with a field whose label is missing: that field opens on its message; the other stays folded.
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E application form folding');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const second = cards.nth(1);
    await expect(second.getByRole('textbox', { name: 'Label (English)', exact: true })).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'Label (English)', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(cards.nth(0).getByRole('textbox', { name: 'Key' })).toBeHidden();
    await page.getByRole('button', { name: 'Unfold all' }).click();
    await expect(cards.nth(0).getByRole('textbox', { name: 'Key' })).toBeVisible();
    await accessibleLightAndDark(page, 'builder on a phone');
  });
});

test.describe('site forms: the hosted page', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`an unknown form says it is not available (${language})`, async ({ page }) => {
      await page.goto(`${ACME}/portal/health`);
      await page.evaluate((p) => localStorage.setItem('portal-preferences', JSON.stringify({ state: p, version: 0 })), {
        language,
        theme: 'system',
      });
      await page.goto(`${ACME}/forms/${UNKNOWN}`);
      const text = language === 'en' ? 'Form not available.' : 'النموذج غير متاح.';
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // No portal around it: no navigation, no sign-in.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page).toHaveURL(`${ACME}/forms/${UNKNOWN}`);
      await accessibleLightAndDark(page, `hosted page (${language})`);
    });
  }

  test('a published form takes an answer on its hosted page; staff read it under Submissions', async ({ page }) => {
    const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
    const text = (en: string, fr: string, ar: string) => ({ en, fr, ar });
    const created = await owner.call('createSiteForm', {
      body: {
        name: `E2E contact form ${Date.now()}`,
        handler: 'webhook',
        // Loopback is allowed outside production (OUTBOUND_ALLOW_PRIVATE); nothing listens: deliveries fail.
        webhook_url: 'https://localhost:9/hook',
        fields: [
          {
            key: 'full_name',
            type: 'short_text',
            label: text('Full name', 'Nom complet', 'الاسم الكامل'),
            required: true,
          },
          {
            key: 'email',
            type: 'email',
            label: text('E-mail address', 'Adresse e-mail', 'البريد الإلكتروني'),
            required: true,
          },
        ],
      },
      select: SITE,
    });
    expect(created.status()).toBe(201);
    const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;

    await signIn(page, 'owner@acme.test', { language: 'en', theme: 'system' });
    await page.goto(`${FORMS}/${uuid}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published as version 1.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deliveries' })).toBeVisible();

    // The site publishes a privacy notice: the hosted page asks for it to be accepted with the answer.
    const notice = { title: 'Privacy at Acme Jobs', body: 'We keep your answers to reply to you.' };
    const published = await owner.call('publishPrivacyNotice', {
      body: { texts: { en: notice, fr: notice, ar: notice }, requires_reconsent: false },
      select: SITE,
    });
    expect(published.status()).toBe(201);

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${ACME}/forms/${uuid}`);
    await visitor.getByLabel('Full name').fill('Amira Haddad');
    await visitor.getByLabel('E-mail address').fill('amira@example.com');
    await expect(visitor.getByRole('link', { name: /Privacy at Acme Jobs/ })).toHaveAttribute(
      'href',
      /\/portal\/public\/privacy\/notice\?site=/,
    );
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByText('Accept the privacy notice to send your answer.')).toBeVisible();
    await visitor.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }).check();
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByText('Thank you! Your answer has been sent.')).toBeVisible();
    await visitor.close();

    await page.getByRole('tab', { name: 'Submissions' }).click();
    await expect(page.getByRole('cell', { name: 'amira@example.com' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Open submission of/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Amira Haddad')).toBeVisible();
    // Answers in the order the form asked them.
    await expect(drawer.locator('dt').first()).toHaveText('Full name');
    await accessibleLightAndDark(page, 'submission drawer');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Deliveries' }).click();
    await expect(page).toHaveURL(/\/deliveries$/);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
