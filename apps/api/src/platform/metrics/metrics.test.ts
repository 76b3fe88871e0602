import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { backgroundJobs, mailOutbox } from '../../db/schema/index.js';
import { type Harness, setupApi, testConfig } from '../../test/harness.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: Harness;
beforeAll(async () => {
  t = await setupApi({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/portal/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `talent_mail_outbox_backlog` or `x{label="a"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /portal/metrics', () => {
  it('counts waiting mail and background jobs across tenants', async () => {
    // Held mail (an undo window) and a job of a kind no runner handles: both stay waiting.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.insert(mailOutbox).values(
      [1, 2].map((n) => ({
        accountId: t.ids.acme,
        toAddress: `metrics-${n}@example.test`,
        subject: 'Held',
        textBody: 'Held for the undo window',
        template: 'test',
        sendAfter: later,
      })),
    );
    await t.database.db.insert(backgroundJobs).values({ kind: 'metrics_test_kind', payload: {} });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'talent_mail_outbox_backlog')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'talent_background_jobs_backlog{kind="metrics_test_kind"}')).toBe(1);
  });

  it('needs the bearer token: none or a wrong one is 401', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('measures requests per route pattern, method and status class, never by raw URL', async () => {
    const token = await t.login('manager@acme.test');
    const id = t.ids.employer('Contoso Ltd');
    const select = { account: t.ids.acme, site: t.ids.acmeJobs };
    expect((await t.call({ method: 'GET', url: `/portal/v1/employers/${id}`, token, select })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/portal/v1/employers/999999999', token, select })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/portal/no-such-thing/${id}` })).statusCode).toBe(404);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    const series = (status: string) =>
      `http_request_duration_seconds_count{method="GET",route="/portal/v1/employers/:id",status_class="${status}"}`;
    expect(sample(text, series('2xx'))).toBeGreaterThanOrEqual(1);
    expect(sample(text, series('4xx'))).toBeGreaterThanOrEqual(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain(`/employers/${id}`);
    expect(text).not.toContain('no-such-thing');
    // Pool and process figures.
    expect(sample(text, 'talent_db_pool_max')).toBe(t.database.kind === 'postgres' ? 10 : 1);
    if (t.database.kind === 'postgres')
      expect(sample(text, 'talent_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is documented for operators in the OpenAPI document, with how to open it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).json();
    expect(doc.paths['/portal/metrics'].get.description).toContain('METRICS_TOKEN');
    expect(doc.paths['/portal/health/ready'].get.description).toContain('migrations_pending');
  });

  it('does not exist (404) when no token is configured, whatever the caller sends', async () => {
    const app = await buildApp(testConfig(), { database: t.database, logger: false });
    try {
      await app.ready();
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await app.inject({
          method: 'GET',
          url: '/portal/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    } finally {
      await app.close();
    }
  });

  it('takes its token from METRICS_TOKEN, refusing one too short to be a secret', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
