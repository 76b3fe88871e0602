import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteForms } from '../../db/schema/index.js';
import { body, siteFormsSuite, staff, t } from './site-forms.test-helpers.js';

// Issue 31: `PUT /v1/site/forms/{uuid}` changed a published form's webhook address and allowed origins
// (which the live form uses at once) without the checks of a publish. One function checks what a
// live form acts with, on publish and on every save of a published form.
siteFormsSuite();

// A public address given as an IP literal: the outbound check needs no DNS for it.
const PUBLIC_HOOK = 'https://93.184.216.34/hook';
const webhook = (over: object = {}) => body({ name: 'Partner', handler: 'webhook', webhook_url: PUBLIC_HOOK, ...over });

async function liveWebhookForm() {
  const created = await staff('POST', '/site/forms', webhook());
  const uuid = created.json().data.uuid as string;
  expect((await staff('POST', `/site/forms/${uuid}/publish`)).statusCode).toBe(200);
  return uuid;
}
const rowOf = async (uuid: string) =>
  (await t.database.db.select().from(siteForms).where(eq(siteForms.uuid, uuid)))[0]!;

/** Production's outbound policy: only public addresses. */
async function strictOutbound<T>(run: () => Promise<T>): Promise<T> {
  t.config.outbound.allowPrivate = false;
  try {
    return await run();
  } finally {
    t.config.outbound.allowPrivate = true;
  }
}

describe('saving a published form runs the publish checks', () => {
  it('refuses a private webhook address on a live form’s save; the live address stays', async () => {
    const uuid = await liveWebhookForm();
    await strictOutbound(async () => {
      for (const url of ['https://127.0.0.1:9/hook', 'https://10.0.0.1/x', 'http://93.184.216.34/hook']) {
        const res = await staff('PUT', `/site/forms/${uuid}`, webhook({ webhook_url: url }));
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toMatchObject({ code: 'form_url_invalid', errors: { url: ['Invalid form URL.'] } });
      }
      // An empty address on a live webhook form is refused as on publish.
      const empty = await staff('PUT', `/site/forms/${uuid}`, webhook({ webhook_url: null }));
      expect(empty.json()).toMatchObject({ code: 'form_url_missing', errors: { url: ['No form URL set.'] } });
    });
    expect((await rowOf(uuid)).webhookUrl).toBe(PUBLIC_HOOK);
    // A public address is a fine change.
    const moved = await strictOutbound(() =>
      staff('PUT', `/site/forms/${uuid}`, webhook({ webhook_url: 'https://93.184.216.35/new' })),
    );
    expect(moved.statusCode).toBe(200);
    expect((await rowOf(uuid)).webhookUrl).toBe('https://93.184.216.35/new');
  });

  it('a draft that switches handler leaves the live webhook its address until the next publish', async () => {
    const uuid = await liveWebhookForm();
    const res = await staff('PUT', `/site/forms/${uuid}`, body({ name: 'Partner', handler: 'job_feedback' }));
    expect(res.statusCode).toBe(200);
    expect((await rowOf(uuid)).webhookUrl).toBe(PUBLIC_HOOK);
    expect((await staff('POST', `/site/forms/${uuid}/publish`)).statusCode).toBe(200);
    expect((await rowOf(uuid)).webhookUrl).toBeNull();
  });

  it('refuses allowed origins a browser would not read as https origins, on publish and on a live form’s save', async () => {
    const uuid = await liveWebhookForm();
    const res = await staff(
      'PUT',
      `/site/forms/${uuid}`,
      webhook({ allowed_origins: ['https://www.acme.test:99999'] }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['allowed_origins.0']);
    expect((await rowOf(uuid)).allowedOrigins).toEqual([]);

    // A draft may hold it (it is not live); its publish is refused the same way.
    const draft = await staff('POST', '/site/forms', webhook({ allowed_origins: ['https://www.acme.test:99999'] }));
    expect(draft.statusCode).toBe(201);
    const publish = await staff('POST', `/site/forms/${draft.json().data.uuid}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(Object.keys(publish.json().errors)).toEqual(['allowed_origins.0']);

    const fine = await staff(
      'PUT',
      `/site/forms/${uuid}`,
      webhook({ allowed_origins: ['https://www.acme.test:8443'] }),
    );
    expect(fine.statusCode).toBe(200);
  });
});
