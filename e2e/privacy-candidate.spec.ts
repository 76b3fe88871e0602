import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import yauzl from 'yauzl';
import {
  ACME,
  ACME_JOBS,
  apiCall,
  expect,
  expectAccessible,
  portalHeaders,
  signIn,
  test,
  tokenFor,
} from './fixtures.js';
import { liveJob, mailsTo, SITE } from './screening.helpers.js';

// Issue 23 from the staff screens: erase a candidate (the dialog names what goes, a reason is
// required), export their data and open the ZIP, the candidate's own erasure through the link in
// their mail, and the site's privacy notice. Each test makes its own candidate by applying on the
// public endpoint, so no other journey loses a demo candidate.
const OWNER = 'owner@acme.test';
const SEEKERS = `${ACME}${ACME_JOBS}/seekers`;

let job: string;
test.beforeAll(async ({ request }) => {
  job = await liveJob(request, `Privacy journey ${Date.now()}`);
});

type Candidate = { id: string; name: string; email: string };

/** A new candidate of Acme Jobs: applies to the journey's job and confirms through the mailed link. */
async function newCandidate(request: APIRequestContext, first: string): Promise<Candidate> {
  const stamp = Date.now();
  const email = `${first.toLowerCase()}.${stamp}@example.test`;
  const last = `Privacy${stamp}`;
  // The site may show a privacy notice; the application then says which version was accepted.
  const shown = (await (
    await request.get(`${ACME}/portal/public/jobs/${job}`, { headers: portalHeaders() })
  ).json()) as {
    data: { privacy_notice?: { version: number } | null };
  };
  const notice = shown.data.privacy_notice;
  const applied = await request.post(`${ACME}/portal/public/jobs/${job}/applications`, {
    headers: portalHeaders(),
    data: {
      first_name: first,
      last_name: last,
      email,
      phone: '+44 20 7946 0000',
      cover_letter: `Cover letter of ${first} ${last}.`,
      locale: 'en',
      ...(notice ? { privacy_notice_version: notice.version } : {}),
    },
  });
  expect(applied.status(), 'apply').toBe(202);
  await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toContain('confirm?token=');
  const token = /confirm\?token=([A-Za-z0-9_.-]+)/.exec(await mailsTo(email))![1]!;
  const confirmed = await request.post(`${ACME}/portal/public/applications/confirm`, {
    headers: portalHeaders(),
    data: { token },
  });
  expect(confirmed.status(), 'confirm').toBe(200);
  const owner = apiCall(request, await tokenFor(request, OWNER));
  const found = await owner.call('listSeekers', { query: { q: last }, select: SITE });
  const [row] = ((await found.json()) as { data: { id: string }[] }).data;
  expect(row, 'the new candidate is listed').toBeTruthy();
  return { id: row!.id, name: `${first} ${last}`, email };
}

/** The candidate as staff read them now (the API's answer, whatever the screen shows). */
async function seekerAsStaff(request: APIRequestContext, id: string) {
  const owner = apiCall(request, await tokenFor(request, OWNER));
  const res = await owner.call('getSeeker', { params: { uuid: id }, select: SITE });
  return res.status() === 200 ? ((await res.json()) as { data: { name: string; email: string } }).data : null;
}

/** The entries of a ZIP, by name, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Searching the candidates for the erased one's last name finds nobody. */
async function expectNotListed(page: Page, c: Candidate) {
  await page.goto(`${SEEKERS}?q=${encodeURIComponent(c.name.split(' ')[1]!)}`);
  await expect(page.getByRole('heading', { name: 'No candidate matches' })).toBeVisible();
  await expect(page.getByText(c.name)).toHaveCount(0);
}

/** axe in light and dark on what the page shows. */
async function lightAndDark(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${label}, light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, `${label}, dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('candidate privacy', () => {
  test.setTimeout(120_000);

  test('staff erase a candidate: the dialog names what goes and asks for a reason', async ({ page, request }) => {
    const c = await newCandidate(request, 'Erin');
    await signIn(page, OWNER, { theme: 'system' });
    await page.goto(`${SEEKERS}/${c.id}/profile`);
    await expect(page.getByRole('heading', { name: c.name, level: 1 })).toBeVisible();
    const erase = page.getByRole('button', { name: 'Erase candidate' });
    await erase.click();

    const dialog = page.getByRole('dialog', { name: `Erase ${c.name}?` });
    await expect(dialog).toContainText(`Everything that names ${c.name} (${c.email}) is removed for good`);
    await expect(dialog).toContainText('1 application keeps its job, status, stage and dates');
    await lightAndDark(page, 'erase dialog');

    // Nothing is sent without a reason and the explicit confirmation.
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(dialog.getByText('Tick the box to confirm.')).toBeVisible();
    // Cancel hands the focus back to the button that opened the dialog.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(erase).toBeFocused();

    await erase.click();
    await dialog.getByLabel('Reason').fill('The candidate asked us by phone to erase their data.');
    await dialog.getByLabel(`I understand that ${c.name}'s data cannot be recovered`).check();
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(page.getByText(`${c.name} was erased.`)).toBeVisible();
    await expect(page).toHaveURL(/\/seekers(\?|$)/);

    // The name is gone from the list and from the candidate's record.
    await expectNotListed(page, c);
    const after = await seekerAsStaff(request, c.id);
    expect(after?.name ?? '').not.toContain(c.name.split(' ')[1]);
    expect(after?.email ?? '').not.toBe(c.email);
  });

  test('export a candidate’s data, then download the ZIP and read it', async ({ page, request }) => {
    const c = await newCandidate(request, 'Ezra');
    await signIn(page, OWNER, { theme: 'system' });
    await page.goto(`${SEEKERS}/${c.id}/documents`);
    const card = page.getByRole('region', { name: 'Data exports' });
    await expect(card).toContainText('No export yet.');
    await card.getByRole('button', { name: 'Export candidate data' }).click();
    await expect(page.getByText(`The export of ${c.name}'s data is being prepared.`)).toBeVisible();
    // Built in the background; the card asks again until it is ready.
    await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
    await lightAndDark(page, 'exports card');

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Download the export of / }).click();
    const file = await (await download).path();
    const files = await unzip(readFileSync(file));
    const json = files.get('data.json');
    expect(json, `data.json among ${[...files.keys()].join(', ')}`).toBeTruthy();
    expect(json).toContain(c.email);
    expect(json).toContain(c.name.split(' ')[1]);
    expect(json).toContain(`Cover letter of ${c.name}.`);
  });

  test('a candidate erases their own data through the link in their mail', async ({ page, request }) => {
    const c = await newCandidate(request, 'Esme');
    // Every candidate e-mail carries the privacy footer with a signed manage link.
    const owner = apiCall(request, await tokenFor(request, OWNER));
    const sent = await owner.call('emailSeeker', {
      params: { uuid: c.id },
      body: { subject: 'Your application', body: 'Thank you for applying.' },
      select: SITE,
    });
    expect(sent.status()).toBe(200);
    await expect.poll(() => mailsTo(c.email), { timeout: 15_000 }).toContain('/portal/public/privacy/manage?token=');
    const link = /https?:\/\/[^\s"<>]+\/portal\/public\/privacy\/manage\?token=[A-Za-z0-9_.-]+/.exec(
      await mailsTo(c.email),
    )![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Erase my data', exact: true }).click();
    // A second page names what goes and asks once more.
    await expect(page.getByRole('heading', { name: 'Erase your data?' })).toBeVisible();
    await expectAccessible(page, 'candidate erase confirmation');
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await expect(page.getByRole('heading', { name: 'Your data is erased' })).toBeVisible();

    const after = await seekerAsStaff(request, c.id);
    expect(after?.email ?? '').not.toBe(c.email);
    await signIn(page, OWNER);
    await expectNotListed(page, c);
  });

  test('publish a new version of the site’s privacy notice and ask candidates to consent again', async ({ page }) => {
    await signIn(page, OWNER, { theme: 'system' });
    await page.goto(`${ACME}${ACME_JOBS}/privacy-notice`);
    await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: /^Publish a new version/ });
    const version = Number(/version (\d+)/.exec((await form.getByRole('heading').first().textContent()) ?? '')![1]);

    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByLabel('Title (English)').fill('How we use your data');
    await form.getByLabel('Text (English)').fill(`Version ${version}: we keep your application for twelve months.`);
    await form.getByRole('tab', { name: 'العربية' }).click();
    await form.getByLabel('Title (العربية)').fill('كيف نستخدم بياناتك');
    await form.getByLabel('Text (العربية)').fill('نحتفظ بطلبك لمدة اثني عشر شهرًا.');
    // French left blank: the form opens the French tab on its error.
    await form.getByRole('tab', { name: 'Français' }).click();
    await form.getByLabel('Title (Français)').fill('');
    await form.getByLabel('Text (Français)').fill('');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('button', { name: `Publish version ${version}` }).click();
    await expect(form.getByRole('tab', { name: /Français/, selected: true })).toBeVisible();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await form.getByLabel('Title (Français)').fill('Comment nous utilisons vos données');
    await form.getByLabel('Text (Français)').fill('Nous gardons votre candidature douze mois.');
    await form.getByLabel('Requires re-consent').check();
    await form.getByRole('button', { name: `Publish version ${version}` }).click();
    await expect(page.getByText(`Version ${version} of the privacy notice is published.`)).toBeVisible();

    const current = page.getByRole('region', { name: `Current notice (version ${version})` });
    await expect(current).toContainText('How we use your data');
    await expect(current).toContainText('Earlier consents no longer count');
    await lightAndDark(page, 'privacy notice page');

    const ask = current.getByRole('button', { name: 'Ask candidates to consent again' });
    await ask.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send the requests' }).click();
    await expect(page.getByText(/candidates? (was|were) asked to consent again\./)).toBeVisible();
  });
});
