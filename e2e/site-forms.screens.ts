import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OperationBody } from '@talent/contract';
import { ACME, ACME_JOBS, apiCall, signIn, test, tokenFor } from './fixtures.js';
import { settle } from './screens.js';

// The site forms screens (issue 21) for a person to review: list, builder with its preview (English
// and Arabic), submissions and the hosted page, light and dark, wide and 390 px, as full-page PNGs in
// SCREENS_DIR (default screenshots/site-forms). A draft form with every field type is made for them.
const OUT = process.env.SCREENS_DIR ?? join(process.cwd(), 'screenshots', 'site-forms');
const SITE = { accountId: 1, siteId: 1 };
const text = (en: string, fr: string, ar: string) => ({ en, fr, ar });
const blank = text('', '', '');

const FIELDS: OperationBody<'createSiteForm'>['fields'] = [
  { key: 'full_name', type: 'short_text', label: text('Full name', 'Nom complet', 'الاسم الكامل'), required: true },
  { key: 'email', type: 'email', label: text('E-mail', 'E-mail', 'البريد الإلكتروني'), required: true },
  { key: 'phone', type: 'phone', label: text('Phone', 'Téléphone', 'الهاتف'), required: false },
  {
    key: 'contract',
    type: 'single_choice',
    label: text('Contract', 'Contrat', 'العقد'),
    required: true,
    options: [
      { value: 'full_time', label: text('Full time', 'Temps plein', 'دوام كامل') },
      { value: 'part_time', label: text('Part time', 'Temps partiel', 'دوام جزئي') },
    ],
  },
  {
    key: 'years',
    type: 'number',
    label: text('Years of experience', 'Années d’expérience', 'سنوات الخبرة'),
    required: false,
    min: 0,
    max: 60,
  },
  { key: 'start', type: 'date', label: text('Start date', 'Date de début', 'تاريخ البدء'), required: false },
  {
    key: 'driving',
    type: 'yes_no',
    label: text('Driving licence', 'Permis de conduire', 'رخصة قيادة'),
    required: false,
  },
  { key: 'resume', type: 'file', label: text('Résumé', 'CV', 'السيرة الذاتية'), required: false, help: blank },
  {
    key: 'about',
    type: 'long_text',
    label: text('About you', 'À propos de vous', 'نبذة عنك'),
    help: text('A few lines.', 'Quelques lignes.', 'بضعة أسطر.'),
    required: false,
  },
  {
    key: 'privacy',
    type: 'consent',
    label: text('Privacy', 'Confidentialité', 'الخصوصية'),
    consent_text: text(
      'I accept the privacy policy.',
      'J’accepte la politique de confidentialité.',
      'أوافق على سياسة الخصوصية.',
    ),
    required: true,
  },
];

for (const theme of (process.env.SCREENS_THEMES ?? 'light,dark').split(',')) {
  for (const width of (process.env.SCREENS_WIDTHS ?? '1440,390').split(',').map(Number)) {
    test(`site forms screens: ${theme}, ${width} px`, async ({ page }) => {
      test.setTimeout(300_000);
      const dir = join(OUT, `${theme}-${width}`);
      mkdirSync(dir, { recursive: true });
      const owner = apiCall(page.request, await tokenFor(page.request, 'owner@acme.test'));
      const created = await owner.call('createSiteForm', {
        body: {
          name: `Screens form ${theme} ${width}`,
          handler: 'job_application',
          allowed_origins: ['https://www.example.com'],
          fields: FIELDS,
        },
        select: SITE,
      });
      const { uuid } = ((await created.json()) as { data: { uuid: string } }).data;
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await signIn(page, 'owner@acme.test', { language: 'en', theme });
      const shot = async (name: string) => {
        await settle(page);
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
      };
      const base = `${ACME}${ACME_JOBS}/settings/forms`;
      await page.goto(base);
      await shot('01-list');
      await page.goto(`${base}/${uuid}`);
      await shot('02-builder-en');
      await page.getByRole('region', { name: 'Preview' }).getByText('العربية').click();
      await shot('03-builder-preview-ar');
      await page.goto(`${base}/${uuid}/submissions`);
      await shot('04-submissions');
      await page.goto(`${base}/new`);
      await shot('05-new');
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('portal-preferences') ?? '{"state":{}}');
        stored.state.language = 'ar';
        localStorage.setItem('portal-preferences', JSON.stringify(stored));
      });
      await page.goto(`${base}/${uuid}`);
      await shot('06-builder-ar');
      await page.goto(`${ACME}/forms/0b9d6a52-3c1e-4f7a-9a51-6f1d2e3c4b5a`);
      await shot('07-hosted-unknown-ar');
      await owner.call('deleteSiteForm', { params: { uuid }, select: SITE });
    });
  }
}
