import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, siteForms } from '../../db/schema/index.js';
import { registerSiteFormHandler, siteFormHandlerOf, unregisterSiteFormHandler } from './handlers/registry.js';
import {
  acmeJobs,
  body,
  FIELDS,
  publishedForm,
  siteFormsSuite,
  staff,
  t,
  text,
  tokens,
} from './site-forms.test-helpers.js';

// Building and publishing forms: drafts, the spec's publish messages, who may reach them.
siteFormsSuite();

describe('site forms: staff', () => {
  it('creates a draft, lists it, saves it, and keeps it from the public until published', async () => {
    // A body cannot set what only the API sets (status, published version, counts).
    const created = await staff('POST', '/site/forms', { ...body(), status: 'published', submissions_count: 9 });
    expect(created.statusCode).toBe(201);
    const form = created.json().data;
    expect(form).toMatchObject({ name: 'Feedback', status: 'draft', published: null, submissions_count: 0 });
    const list = await staff('GET', '/site/forms');
    expect(list.json().data.map((f: { uuid: string }) => f.uuid)).toContain(form.uuid);
    const saved = await staff(
      'PUT',
      `/site/forms/${form.uuid}`,
      body({ name: 'Renamed', allowed_origins: ['https://www.acme.test'] }),
    );
    expect(saved.json().data).toMatchObject({ name: 'Renamed', allowed_origins: ['https://www.acme.test'] });
    const pub = await t.call({ method: 'GET', url: `/portal/public/forms/${form.uuid}` });
    expect(pub.statusCode).toBe(404);
    expect(pub.json().code).toBe('form_not_available');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, form.uuid));
    expect(audit.map((a) => a.action).sort()).toEqual(['site_form.created', 'site_form.updated']);
  });

  it('refuses a bad draft field by field (duplicate key, choice without options, http origin)', async () => {
    const res = await staff(
      'POST',
      '/site/forms',
      body({
        allowed_origins: ['http://evil.test'],
        fields: [FIELDS[0], { ...FIELDS[0] }, { key: 'c', type: 'single_choice', label: text('C') }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['allowed_origins.0', 'fields.1.key', 'fields.2.options']);
  });

  it('refuses a pattern RE2 cannot run on visitors’ input (site-forms-patterns.test.ts has the attack)', async () => {
    const res = await staff('POST', '/site/forms', body({ fields: [{ ...FIELDS[0], pattern: '^(a)\\1$' }] }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['fields.0.pattern']);
    const fine = await staff(
      'POST',
      '/site/forms',
      body({ fields: [{ ...FIELDS[0], pattern: '^[A-Z]{2}[0-9]{4}$' }] }),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('says each of the spec’s publish messages on its field', async () => {
    const expectRefusal = async (over: { handler?: string }, code: string, field: string, message: string) => {
      const created = await staff('POST', '/site/forms', body({ handler: null }));
      const uuid = created.json().data.uuid;
      // Saved as the draft directly, so publish (not the save) is what refuses.
      await t.database.db
        .update(siteForms)
        .set({ handler: 'handler' in over ? String(over.handler) : null, webhookUrl: null })
        .where(eq(siteForms.uuid, uuid));
      const res = await staff('POST', `/site/forms/${uuid}/publish`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code, message, errors: { [field]: [message] } });
    };
    await expectRefusal({}, 'form_handler_missing', 'handler', 'No form handler set.');
    await expectRefusal({ handler: 'no_such_handler' }, 'form_handler_invalid', 'handler', 'Invalid form handler.');
    // A name of the list nobody registered is refused as invalid, for real.
    const webhook = siteFormHandlerOf('webhook');
    unregisterSiteFormHandler('webhook');
    try {
      await expectRefusal({ handler: 'webhook' }, 'form_handler_invalid', 'handler', 'Invalid form handler.');
    } finally {
      if (webhook) registerSiteFormHandler(webhook);
    }
  });

  it('refuses an unknown handler and a non-https or unparsable webhook address when saving', async () => {
    const unknown = await staff('POST', '/site/forms', body({ handler: 'mailer' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'form_handler_invalid',
      errors: { handler: ['Invalid form handler.'] },
    });
    // http is refused where private addresses are (production); tests allow them, so switch it off here.
    t.config.outbound.allowPrivate = false;
    try {
      for (const url of ['http://hooks.example.com/x', 'not a url', 'https://user:pw@hooks.example.com/']) {
        const res = await staff('POST', '/site/forms', body({ handler: 'webhook', webhook_url: url }));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'form_url_invalid', errors: { url: ['Invalid form URL.'] } });
      }
    } finally {
      t.config.outbound.allowPrivate = true;
    }
  });

  it('with the webhook handler registered, a form without an address says “No form URL set.”', async () => {
    const created = await staff('POST', '/site/forms', body({ handler: 'webhook', webhook_url: null }));
    const res = await staff('POST', `/site/forms/${created.json().data.uuid}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'form_url_missing', errors: { url: ['No form URL set.'] } });
    const fr = await t.call({
      method: 'POST',
      url: `/portal/v1/site/forms/${created.json().data.uuid}/publish`,
      token: tokens['owner@acme.test'],
      select: acmeJobs,
      headers: { 'accept-language': 'ar' },
    });
    expect(fr.json().message).toBe('لم يتم تعيين عنوان URL للنموذج.');
  });

  it('passes on the handler’s own publish problems', async () => {
    const created = await staff('POST', '/site/forms', body({ fields: [FIELDS[0]] }));
    const res = await staff('POST', `/site/forms/${created.json().data.uuid}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { fields: ['This field is required.'] } });
  });

  it('keeps another site’s forms out of reach (404) and people without the settings right out (403)', async () => {
    const uuid = await publishedForm();
    const globex = await t.login('owner@globex.test');
    const other = await t.call({
      method: 'GET',
      url: `/portal/v1/site/forms/${uuid}`,
      token: globex,
      select: { account: t.ids.globex, site: t.ids.globexCareers },
    });
    expect(other.statusCode).toBe(404);
    const otherDelete = await t.call({
      method: 'DELETE',
      url: `/portal/v1/site/forms/${uuid}`,
      token: globex,
      select: { account: t.ids.globex, site: t.ids.globexCareers },
    });
    expect(otherDelete.statusCode).toBe(404);
    const sameAccountOtherSite = await staff('GET', `/site/forms/${uuid}`, undefined, 'owner@acme.test', {
      account: t.ids.acme,
      site: t.ids.acmeHealth,
    });
    expect(sameAccountOtherSite.statusCode).toBe(404);
    expect((await staff('GET', '/site/forms', undefined, 'moderator@acme.test')).statusCode).toBe(403);
  });
});
