import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteForms, siteFormVersions } from '../../db/schema/index.js';
import { bestWhileServing, healthOf } from '../../test/while-serving.js';
import {
  acmeJobs,
  answers,
  body,
  FIELDS,
  freshAddress,
  publishedForm,
  siteFormsSuite,
  staff,
  submit,
  t,
  text,
} from './site-forms.test-helpers.js';

// SECURITY 31 (issue 31, item 1): patterns tenants write run on a linear-time engine (RE2), so an
// anonymous visitor cannot stall every tenant's requests with one answer.
siteFormsSuite();

/** Overlapping alternatives: exponential on a backtracking engine, linear on RE2. */
const EVIL = '^(a|a)*$';
/** All a's then one character that fails: a backtracking engine tries every split first. */
const attack = (length: number) => `${'a'.repeat(length - 1)}!`;
const BUDGET_MS = 50;

const FORM_FIELDS = [
  { key: 'name', type: 'short_text', label: text('Name'), pattern: EVIL },
  { key: 'bio', type: 'long_text', label: text('About you'), pattern: EVIL },
  FIELDS[1], // email
  FIELDS[4], // consent
];

describe('a tenant’s pattern on visitors’ answers (ReDoS)', () => {
  it('answers a 10,000-character attack on `^(a|a)*$` in < 50 ms while other requests are served', async () => {
    const uuid = await publishedForm({ fields: FORM_FIELDS });
    // The pattern is applied: an answer it matches passes, one it does not is refused.
    expect((await submit(uuid, { answers: answers({ name: 'aaaa' }) }, freshAddress())).statusCode).toBe(201);
    const refused = await submit(uuid, { answers: answers({ name: 'aab' }) }, freshAddress());
    expect(refused.json().errors).toEqual({ 'answers.name': ['This value is invalid.'] });

    // Past the field's length (255): refused before the pattern sees it.
    const long = await bestWhileServing(
      () => submit(uuid, { answers: answers({ name: attack(10_000) }) }, freshAddress()),
      healthOf(t),
      BUDGET_MS,
    );
    expect(long.result.statusCode).toBe(422);
    expect(long.result.json().errors).toEqual({
      'answers.name': ['This value may not be longer than 255 characters.'],
    });
    expect(long.took).toBeLessThan(BUDGET_MS);
    expect(long.slowestOther).toBeLessThan(BUDGET_MS);

    // At the longest answer a text field takes (5,000), the pattern runs on all of it, in linear time.
    const full = await bestWhileServing(
      () => submit(uuid, { answers: answers({ name: 'aa', bio: attack(5000) }) }, freshAddress()),
      healthOf(t),
      BUDGET_MS,
    );
    expect(full.result.json().errors).toEqual({ 'answers.bio': ['This value is invalid.'] });
    expect(full.took).toBeLessThan(BUDGET_MS);
    expect(full.slowestOther).toBeLessThan(BUDGET_MS);
  });

  it('refuses a pattern RE2 cannot run (backreference, lookaround) with a translated field message', async () => {
    for (const [pattern, key] of [
      ['^(a)\\1$', 'fields.0.pattern'],
      ['^(?=.*\\d).+$', 'fields.0.pattern'],
      ['(?<!x)y', 'fields.0.pattern'],
    ] as const) {
      const res = await staff('POST', '/site/forms', body({ fields: [{ ...FIELDS[0], pattern }, FIELDS[1]] }));
      expect(res.statusCode, pattern).toBe(422);
      expect(res.json().errors).toEqual({
        [key]: [
          'The portal cannot run this pattern: backreferences (\\1) and lookarounds ((?=…), (?!…), (?<=…), (?<!…)) are not supported. A pattern saved like this checks nothing until it is changed.',
        ],
      });
    }
    const ar = await t.call({
      method: 'POST',
      url: '/portal/v1/site/forms',
      token: await t.login('owner@acme.test'),
      select: acmeJobs,
      headers: { 'accept-language': 'ar' },
      payload: body({ fields: [{ ...FIELDS[0], pattern: '(a)\\1' }] }),
    });
    expect(ar.json().errors['fields.0.pattern'][0]).toMatch(/^لا تستطيع البوابة تشغيل هذا النمط/);

    const tooLong = await staff('POST', '/site/forms', body({ fields: [{ ...FIELDS[0], pattern: 'a'.repeat(501) }] }));
    expect(tooLong.json().errors).toEqual({
      'fields.0.pattern': ['This value may not be longer than 500 characters.'],
    });
    const tooBig = await staff(
      'POST',
      '/site/forms',
      body({ fields: [{ ...FIELDS[0], pattern: '(?:\\w\\W?){1,900}' }] }),
    );
    expect(Object.keys(tooBig.json().errors)).toEqual(['fields.0.pattern']);
    // What RE2 reads (and was refused by the old star-height check) is fine now: it runs in linear time.
    for (const pattern of ['^(a+)+$', '^[A-Z]{2}[0-9]{4}$', '^[\\u0600-\\u06FF ]+$', '^\\p{L}+$'])
      expect(
        (await staff('POST', '/site/forms', body({ fields: [{ ...FIELDS[0], pattern }] }))).statusCode,
        pattern,
      ).toBe(201);
  });

  it('a stored pattern RE2 cannot run checks nothing for visitors, and staff are told on the form and at publish', async () => {
    const uuid = await publishedForm({ fields: [{ ...FIELDS[0], pattern: '^A' }, FIELDS[1], FIELDS[4]] });
    // Saved before RE2 (a lookahead the old check let through), in the published version and the draft.
    const stored = [{ ...FIELDS[0], pattern: '^(?=a)(a|a)*$' }, FIELDS[1], FIELDS[4]];
    const [form] = await t.database.db
      .update(siteForms)
      .set({ draft: stored as never })
      .where(eq(siteForms.uuid, uuid))
      .returning();
    await t.database.db
      .update(siteFormVersions)
      .set({ fields: stored as never })
      .where(eq(siteFormVersions.id, form!.publishedVersionId!));

    // Visitors: never a 500, never a backtracking engine (nothing else waits); the answer is taken unchecked.
    const res = await bestWhileServing(
      () => submit(uuid, { answers: answers({ name: attack(40) }) }, freshAddress()),
      healthOf(t),
      BUDGET_MS,
    );
    expect(res.result.statusCode).toBe(201);
    expect(res.slowestOther).toBeLessThan(BUDGET_MS);
    expect((await t.call({ method: 'GET', url: `/portal/public/forms/${uuid}` })).statusCode).toBe(200);

    // Staff: the form still opens; publishing it again names the pattern.
    expect((await staff('GET', `/site/forms/${uuid}`)).statusCode).toBe(200);
    const publish = await staff('POST', `/site/forms/${uuid}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(Object.keys(publish.json().errors)).toEqual(['fields.0.pattern']);
  });
});
