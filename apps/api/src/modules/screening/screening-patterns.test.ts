import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, seekers, siteForms, siteFormVersions } from '../../db/schema/index.js';
import { bestWhileServing, healthOf } from '../../test/while-serving.js';
import {
  apply,
  applyForToken,
  confirm,
  liveJobAsking,
  screeningForm,
  screeningSuite,
  staff,
  t,
  text,
} from './screening.test-helpers.js';

// SECURITY 31 (issue 31, item 1): a knockout pattern runs on RE2 when an application is confirmed,
// so an applicant's answer cannot stall the API for every tenant.
screeningSuite();

const EVIL = '^(a|a)*$';
const attack = (length: number) => `${'a'.repeat(length - 1)}!`;
const BUDGET_MS = 50;
// Timings are the best of a few runs (bestWhileServing): the test machines are shared.
const NOTE = (pattern: string) => ({
  key: 'note',
  type: 'long_text',
  label: text('Anything else?'),
  required: true,
  knockout: { pattern, to_status: 'unsuccessful' },
});

const statusOf = async (job: string, email: string) =>
  (
    await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .innerJoin(seekers, eq(seekers.id, applications.seekerId))
      .where(and(eq(applications.jobId, job), eq(seekers.email, email)))
  )[0]?.status;

describe('a knockout pattern on applicants’ answers (ReDoS)', () => {
  it('confirms an application whose 5,000-character answer meets `^(a|a)*$` without stalling other requests', async () => {
    const job = await liveJobAsking(await screeningForm([NOTE(EVIL)]), 'Pattern knockout');
    // A 10,000-character answer is past what the question takes: refused when applying, before any rule
    // (after one ordinary refusal: the first request of a path also pays for loading it).
    expect((await apply(job, { email: 'warm.up@example.test', answers: {} })).statusCode).toBe(422);
    const long = await bestWhileServing(
      () => apply(job, { email: 'too.long@example.test', answers: { note: attack(10_000) } }),
      healthOf(t),
      BUDGET_MS,
    );
    expect(long.result.json().errors).toEqual({
      'answers.note': ['This value may not be longer than 5000 characters.'],
    });
    expect(long.took).toBeLessThan(BUDGET_MS);
    expect(long.slowestOther).toBeLessThan(BUDGET_MS);

    // The longest answer it takes reaches the rule when the address confirms: linear time, knocked out.
    const tokens: string[] = [];
    for (const n of [1, 2, 3])
      tokens.push(await applyForToken(job, { email: `evil.${n}@example.test`, answers: { note: attack(5000) } }));
    const passing = await applyForToken(job, { email: 'plain.answer@example.test', answers: { note: 'aaaa' } });
    const confirmed = await bestWhileServing(() => confirm(tokens.shift()!), healthOf(t), BUDGET_MS, 3);
    expect(confirmed.result.json()).toEqual({ data: { status: 'confirmed' } });
    // Nothing waited on the rule; the confirmation itself writes an application, its history, a
    // submission and mails, which takes longer than a refusal, but nowhere near a backtracking stall.
    expect(confirmed.slowestOther).toBeLessThan(BUDGET_MS);
    expect(confirmed.took).toBeLessThan(5 * BUDGET_MS);
    expect(await statusOf(job, 'evil.1@example.test')).toBe('unsuccessful');
    await confirm(passing);
    expect(await statusOf(job, 'plain.answer@example.test')).toBe('new');
  });

  it('refuses a knockout pattern RE2 cannot run, on its field, in the asker’s language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/site/forms',
      token: await t.login('owner@acme.test'),
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
      headers: { 'accept-language': 'fr' },
      payload: { name: 'Checks', handler: 'job_application', fields: [NOTE('^(?!admin).*$')] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['fields.0.knockout.pattern']);
    expect(res.json().errors['fields.0.knockout.pattern'][0]).toMatch(/^Le portail ne peut pas exécuter ce motif/);
  });

  it('a stored knockout pattern RE2 cannot run knocks nobody out, and publishing it again names it', async () => {
    const form = await screeningForm([NOTE('^ok')]);
    const stored = [NOTE('^(?=ok)(a|a)*$')];
    const [row] = await t.database.db
      .update(siteForms)
      .set({ draft: stored as never })
      .where(eq(siteForms.uuid, form))
      .returning();
    await t.database.db
      .update(siteFormVersions)
      .set({ fields: stored as never })
      .where(eq(siteFormVersions.id, row!.publishedVersionId!));
    const job = await liveJobAsking(form, 'Stored lookahead');
    const token = await applyForToken(job, { email: 'stored.rule@example.test', answers: { note: attack(60) } });
    const confirmed = await bestWhileServing(() => confirm(token), healthOf(t), BUDGET_MS, 1);
    expect(confirmed.result.json()).toEqual({ data: { status: 'confirmed' } });
    expect(confirmed.slowestOther).toBeLessThan(BUDGET_MS);
    expect(await statusOf(job, 'stored.rule@example.test')).toBe('new');

    const publish = await staff('POST', `/site/forms/${form}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(Object.keys(publish.json().errors)).toEqual(['fields.0.knockout.pattern']);
  });
});
