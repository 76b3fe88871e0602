import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/runner.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { makeSite, pause, startReceiver } from '../../test/webhooks.js';
import { registerWebhookDelivery } from './delivery.job.js';
import { findDelivery } from './webhooks.repo.js';
import { enqueueWebhook } from './webhooks.service.js';

let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const payload = { form: 'f', version: 1, submission: { uuid: 'u', created_at: '', locale: 'en', answers: {} } };

beforeAll(async () => {
  h = await setupApi();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await h.app.close();
});

describe('webhooks in the running app', () => {
  it("the app's job runner delivers (kick after commit), signed with the configured secrets key", async () => {
    const source = await makeSite(h.app.db, h.config.secretsKey);
    const delivery = await h.app.db.transaction((tx) =>
      enqueueWebhook(tx, { ...source, accountId: h.ids.acme, siteId: h.ids.acmeJobs, url: receiver.url, payload }),
    );
    h.app.ctx.jobs.kick();
    await h.app.jobs.drain();
    expect((await findDelivery(h.app.db, delivery.id))!.status).toBe('delivered');
    expect(receiver.received.at(-1)!.headers['x-talent-delivery']).toBe(delivery.uuid);
  });

  it("a delivery given up notifies the site's managers, not its employers' people", async () => {
    for (let i = 0; i < 100; i++) receiver.script.push(500);
    const source = await makeSite(h.app.db, h.config.secretsKey);
    const delivery = await h.app.db.transaction((tx) =>
      enqueueWebhook(tx, { ...source, accountId: h.ids.acme, siteId: h.ids.acmeJobs, url: receiver.url, payload }),
    );
    const runner = new JobRunner(h.app.db, { error: () => {} });
    registerWebhookDelivery(runner, {
      db: h.app.db,
      secretsKey: h.config.secretsKey,
      outbound: { allowPrivate: true },
      retry: { baseMs: 20, maxDelayMs: 20, maxAgeMs: 120 },
    });
    for (let i = 0; i < 40 && (await findDelivery(h.app.db, delivery.id))!.status === 'pending'; i++) {
      await runner.drain();
      await pause(15);
    }
    await runner.stop();
    receiver.script.length = 0;
    expect((await findDelivery(h.app.db, delivery.id))!.status).toBe('failed');
    const told = await h.app.db
      .select({ userId: notifications.userId, params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.kind, 'webhook_failed'));
    const owner = told.find((n) => n.userId === h.ids.user('owner@acme.test'));
    expect(owner).toMatchObject({
      params: { site: expect.any(String), url: new URL(receiver.url).host },
      link: `/${h.ids.acme}/${h.ids.acmeJobs}/forms/${source.source.uuid}`,
    });
    const [employerPerson] = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'webhook_failed'), eq(notifications.userId, h.ids.user('hr@northwind.test'))));
    expect(employerPerson).toBeUndefined();
    expect(told.length).toBeGreaterThan(0);
  });
});
