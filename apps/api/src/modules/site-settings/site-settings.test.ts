import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['owner@acme.test', 'manager@acme.test', 'moderator@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (email: string | null, method: 'GET' | 'PUT', payload?: object, select = acmeJobs) =>
  t.call({
    method,
    url: '/portal/v1/site/settings',
    ...(email ? { token: tokens[email] } : {}),
    select,
    ...(payload ? { payload } : {}),
  });

const stage = (key: string, en: string) => ({ key, label: { en, fr: `${en} (fr)`, ar: `${en} (ar)` } });

describe('site settings', () => {
  it('reads the moderation rules and the pipeline as the modules apply them', async () => {
    const res = await call('owner@acme.test', 'GET');
    expect(res.statusCode).toBe(200);
    // Edits are reviewed by default where new jobs are (SECURITY 34).
    expect(res.json().data.moderation).toEqual({
      employers_start_on_hold: true,
      jobs_start_on_hold: true,
      edited_jobs_need_review: true,
    });
    expect(res.json().data.application_stages.map((s: { key: string }) => s.key)).toEqual([
      'inbox',
      'review',
      'interview',
      'offer',
      'hired',
    ]);
  });

  it('changes the stages; the stages endpoint and the board follow, named in the reader’s language', async () => {
    const stages = [stage('new', 'New'), stage('phone', 'Phone screen'), stage('final', 'Final round')];
    const res = await call('owner@acme.test', 'PUT', { application_stages: stages });
    expect(res.statusCode).toBe(200);
    // No status listed: none moves an application to these stages.
    expect(res.json().data.application_stages).toEqual(stages.map((s) => ({ ...s, statuses: [] })));
    expect(res.json().data.moderation.jobs_start_on_hold).toBe(true);
    const fr = await t.call({
      method: 'GET',
      url: '/portal/v1/site/application-stages',
      token: tokens['owner@acme.test'],
      select: acmeJobs,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().data.map((s: { name: string }) => s.name)).toEqual([
      'New (fr)',
      'Phone screen (fr)',
      'Final round (fr)',
    ]);
  });

  it('changes moderation: new jobs then go live without review', async () => {
    const res = await call('owner@acme.test', 'PUT', {
      moderation: { employers_start_on_hold: false, jobs_start_on_hold: false, edited_jobs_need_review: true },
    });
    expect(res.json().data.moderation).toEqual({
      employers_start_on_hold: false,
      jobs_start_on_hold: false,
      edited_jobs_need_review: true,
    });
    const created = await t.call({
      method: 'POST',
      url: '/portal/v1/employers',
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      payload: { type: 'household', name: 'The Quick Household', email: 'quick@example.test' },
    });
    expect(created.json().data.status).toBe('active');
  });

  it('refuses bad stages with field messages, and who may not', async () => {
    const dup = await call('owner@acme.test', 'PUT', { application_stages: [stage('a', 'A'), stage('a', 'B')] });
    expect(dup.statusCode).toBe(422);
    const empty = await call('owner@acme.test', 'PUT', {});
    expect(empty.statusCode).toBe(422);
    const noArabic = await call('owner@acme.test', 'PUT', {
      application_stages: [{ key: 'x', label: { en: 'X', fr: 'X', ar: ' ' } }],
    });
    expect(noArabic.statusCode).toBe(422);
    expect((await call('moderator@acme.test', 'GET')).statusCode).toBe(403);
    expect(
      (
        await call('manager@acme.test', 'PUT', {
          moderation: { employers_start_on_hold: true, jobs_start_on_hold: true, edited_jobs_need_review: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('owner@globex.test', 'GET')).statusCode).toBe(403);
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });
});

describe('employer form choices', () => {
  const option = (value: string, en: string) => ({ value, label: { en, fr: `${en} (fr)`, ar: `${en} (ar)` } });

  it('replaces the industries and sizes the employer form offers, and the form reads them', async () => {
    const before = (await call('owner@acme.test', 'GET')).json().data.field_options;
    expect(before.industries.length).toBeGreaterThan(5);
    const res = await call('owner@acme.test', 'PUT', {
      field_options: {
        industries: [option('aviation', 'Aviation'), ...before.industries],
        sizes: before.sizes,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.field_options.industries[0]).toEqual(option('aviation', 'Aviation'));
    const form = await t.call({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: tokens['manager@acme.test'],
      select: acmeJobs,
    });
    expect(form.json().data.industries[0].value).toBe('aviation');
    // Another site keeps its own.
    const health = await t.call({
      method: 'GET',
      url: '/portal/v1/site/field-options',
      token: tokens['owner@acme.test'],
      select: { account: t.ids.acme, site: t.ids.acmeHealth },
    });
    expect(health.json().data.industries.some((o: { value: string }) => o.value === 'aviation')).toBe(false);
  });

  it('refuses duplicate keys, empty lists and unnamed choices', async () => {
    const named = option('retail', 'Retail');
    for (const field_options of [
      { industries: [named, named], sizes: [option('1-10', 'Small')] },
      { industries: [], sizes: [option('1-10', 'Small')] },
      { industries: [{ value: 'x', label: { en: 'X', fr: '', ar: 'X' } }], sizes: [option('1-10', 'Small')] },
    ]) {
      const res = await call('owner@acme.test', 'PUT', { field_options });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^field_options\.industries/);
    }
    expect((await call('moderator@acme.test', 'PUT', { field_options: {} })).statusCode).toBe(403);
  });
});

describe('candidate e-mails', () => {
  it('sends the site’s own wording of a status e-mail in the candidate’s language, and can go back to the default', async () => {
    const before = (await call('owner@acme.test', 'GET')).json().data.mail_templates;
    expect(before.shortlisted.fr).toMatchObject({ customised: false, subject: expect.any(String) });

    const saved = await call('owner@acme.test', 'PUT', {
      mail_templates: {
        shortlisted: {
          fr: { subject: 'Bonne nouvelle pour {{job}}', body: 'Bonjour {{name}}, vous êtes retenu chez {{employer}}.' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.mail_templates.shortlisted.fr).toEqual({
      subject: 'Bonne nouvelle pour {{job}}',
      body: 'Bonjour {{name}}, vous êtes retenu chez {{employer}}.',
      customised: true,
    });
    expect(saved.json().data.mail_templates.shortlisted.en.customised).toBe(false);

    // Lucas Martin writes in French.
    const lucas = (
      await t.call({
        method: 'GET',
        url: '/portal/v1/seekers?q=Lucas',
        token: tokens['owner@acme.test'],
        select: acmeJobs,
      })
    ).json().data[0];
    const applications = (
      await t.call({
        method: 'GET',
        url: `/portal/v1/seekers/${lucas.id}/job-applications`,
        token: tokens['owner@acme.test'],
        select: acmeJobs,
      })
    ).json().data as { id: string; status: string; job: { title: string } }[];
    const target = applications.find((a) => a.status !== 'shortlisted')!;
    const mails = await mailsDuring(t, () =>
      t.call({
        method: 'POST',
        url: '/portal/v1/applications/status',
        token: tokens['owner@acme.test'],
        select: acmeJobs,
        payload: { ids: [target.id], status: 'shortlisted' },
      }),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Bonne nouvelle pour ${target.job.title}`);
    expect(mails[0]!.text).toContain('Bonjour Lucas Martin, vous êtes retenu chez');

    const reset = await call('owner@acme.test', 'PUT', { mail_templates: { shortlisted: { fr: null } } });
    expect(reset.json().data.mail_templates.shortlisted.fr).toEqual({ ...before.shortlisted.fr });
  });

  it('refuses unknown placeholders and empty wording', async () => {
    const res = await call('owner@acme.test', 'PUT', {
      mail_templates: { offered: { en: { subject: 'Offer for {{jobtitle}}', body: ' ' } } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'mail_templates.offered.en.body',
      'mail_templates.offered.en.subject',
    ]);
  });
});
