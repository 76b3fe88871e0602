import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDns, type TestDns } from '../../test/dns-server.js';
import { type ProvenNameJson, proofCalls } from '../../test/domain-proofs.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { lastAudit as lastAuditOf } from '../../test/last-audit.js';
import { brandHosts } from './host-proofs.service.js';
import { servesAccount } from './public-host.js';

/*
 * An account's brand is served on a host only once the account has proven it controls the host
 * (issue 33, item 3): a DNS TXT record read through a real DNS server (dns2, UDP on loopback) named
 * by DNS_SERVERS, or platform staff's approval with a reason. Before that, the host is nobody's.
 */

let t: Harness;
let dns: TestDns;
let owner: string;
let globexOwner: string;
let admin: string;

const ACTOR = { userId: null, impersonatorUserId: null, ip: null, requestId: 'test' };
const proofs = proofCalls(() => t, '/portal/v1/accounts/hosts');
const { inAccount, claim, check } = proofs;
const HOSTS = proofs.url;
type Host = ProvenNameJson;
const brandingOf = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/portal/accounts/branding?domain=${encodeURIComponent(domain)}` });
const lastAudit = (action: string) => lastAuditOf(t, action);

beforeAll(async () => {
  dns = await startTestDns();
  t = await setupApi({ dns: { servers: dns.servers } });
  [owner, globexOwner, admin] = await Promise.all([
    t.login('owner@acme.test'),
    t.login('owner@globex.test'),
    t.login('admin@portal.test'),
  ]);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('proving a brand host by DNS', () => {
  it('claims a host as pending, with the record to publish, and serves no brand on it yet', async () => {
    const { res, data } = await claim(owner, 'Careers.Acme-Corp.test.');
    expect(res.statusCode).toBe(201);
    expect(data).toMatchObject({ domain: 'careers.acme-corp.test', status: 'pending', verified_by: null });
    expect(data.record_name).toBe('_talent-portal.careers.acme-corp.test');
    expect(data.record_value).toMatch(/^talent-portal-verification=[A-Za-z0-9_-]{32}$/);
    expect((await lastAudit('brand_host.added'))?.data).toMatchObject({ name: 'careers.acme-corp.test' });

    expect((await brandingOf('careers.acme-corp.test')).statusCode).toBe(404);
    const ctx = { db: t.database.db, config: t.config };
    expect(await servesAccount(ctx, 'careers.acme-corp.test', t.ids.acme)).toBe(false);
  });

  it('answers a missing record with the name to publish at, and proves the host once the record is there', async () => {
    const { data } = await claim(owner, 'jobs.acme-corp.test');
    const missing = await check(owner, data.id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'host_record_missing' });
    expect(missing.json().message).toContain('_talent-portal.jobs.acme-corp.test');

    dns.setTxt(data.record_name, 'v=spf1 -all', data.record_value);
    const proven = await check(owner, data.id);
    expect(proven.statusCode).toBe(200);
    expect(proven.json().data).toMatchObject({
      status: 'verified',
      verified_by: 'dns',
      verified_by_name: 'Olivia Acme',
    });
    expect(await lastAudit('brand_host.verified')).toMatchObject({ subjectId: data.id, accountId: t.ids.acme });

    // The brand, its public pages and its sign-in now answer on the host.
    const branding = await brandingOf('jobs.acme-corp.test');
    expect(branding.statusCode).toBe(200);
    const ctx = { db: t.database.db, config: t.config };
    expect(await servesAccount(ctx, 'jobs.acme-corp.test', t.ids.acme)).toBe(true);
    expect(await servesAccount(ctx, 'jobs.acme-corp.test', t.ids.globex)).toBe(false);
  });

  it('answers a DNS failure with a clear message, not a server error', async () => {
    const { data } = await claim(owner, 'broken.acme-corp.test');
    dns.breakName(data.record_name);
    const res = await check(owner, data.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'host_dns_failed' });
  });
});

describe('one host, one account', () => {
  it('replays the takeover: another account claiming a host gains nothing until it proves it', async () => {
    // Globex claims a host Acme's people use; while pending it serves neither brand.
    const { data: taken } = await claim(globexOwner, 'portal.acme-corp.test', t.ids.globex);
    expect(taken.status).toBe('pending');
    expect((await brandingOf('portal.acme-corp.test')).statusCode).toBe(404);

    // Acme, which controls the DNS, proves it; Globex's record (a different token) is not there.
    const { data: acme } = await claim(owner, 'portal.acme-corp.test');
    dns.setTxt(acme.record_name, acme.record_value);
    expect((await check(owner, acme.id)).statusCode).toBe(200);
    const refused = await check(globexOwner, taken.id, t.ids.globex);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'host_record_missing' });

    // Even with a record of its own published beside Acme's, the host stays Acme's.
    dns.setTxt(acme.record_name, acme.record_value, taken.record_value);
    const elsewhere = await check(globexOwner, taken.id, t.ids.globex);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'host_proven_elsewhere' });
    const again = await claim(globexOwner, 'portal.acme-corp.test', t.ids.globex);
    expect(again.res.statusCode).toBe(422);
    expect(again.res.json().errors.domain[0]).toBe('Another account has already proven this host.');
    const ctx = { db: t.database.db, config: t.config };
    expect(await servesAccount(ctx, 'portal.acme-corp.test', t.ids.globex)).toBe(false);
  });

  it('keeps another account’s hosts out of reach: its ids are not found', async () => {
    const { data } = await claim(owner, 'private.acme-corp.test');
    expect((await check(globexOwner, data.id, t.ids.globex)).statusCode).toBe(404);
    const removal = await t.call({
      method: 'DELETE',
      url: `${HOSTS}/${data.id}`,
      ...inAccount(globexOwner, t.ids.globex),
    });
    expect(removal.statusCode).toBe(404);
    const list = await t.call({ method: 'GET', url: HOSTS, ...inAccount(globexOwner, t.ids.globex) });
    expect((list.json().data as Host[]).map((h) => h.domain)).not.toContain('private.acme-corp.test');
  });
});

describe('bad hosts', () => {
  it.each([
    ['an IP address', '203.0.113.7'],
    ['a port', 'careers.acme-corp.test:8443'],
    ['a wildcard', '*.acme-corp.test'],
    ['a scheme', 'https://careers.acme-corp.test'],
    ['a path', 'careers.acme-corp.test/jobs'],
    ['a single label', 'intranet'],
  ])('refuses %s with a message on the field', async (_label, domain) => {
    const { res } = await claim(owner, domain);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.domain[0]).toBe(
      'Enter a host name, such as careers.example.com (no https://, port, path or *).',
    );
  });

  it('refuses a host already listed', async () => {
    await claim(owner, 'twice.acme-corp.test');
    const { res } = await claim(owner, 'twice.acme-corp.test');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.domain[0]).toBe('This host is already in the list.');
  });

  it('refuses a localhost name in production only', async () => {
    // The production guard, on this test's database (a second app would truncate it).
    const production = { ...t.app.ctx, config: { ...t.config, production: true } };
    const caller = { accountId: t.ids.acme, userId: t.ids.user('owner@acme.test'), actor: ACTOR };
    await expect(brandHosts.add(production, caller, 'careers.localhost')).rejects.toMatchObject({
      fields: { domain: [{ rule: 'brand_host_local' }] },
    });
    expect((await claim(owner, 'careers.localhost')).res.statusCode).toBe(201);
  });
});

describe('approval by hand and removal', () => {
  it('lets platform staff, not the owner, approve a host with a reason; removal takes the brand off it', async () => {
    const { data } = await claim(owner, 'hand.acme-corp.test');
    const url = `${HOSTS}/${data.id}/approve`;
    const payload = { reason: 'Their registrar cannot publish TXT records' };
    expect((await t.call({ method: 'POST', url, ...inAccount(owner), payload })).statusCode).toBe(403);
    const approved = await t.call({ method: 'POST', url, ...inAccount(admin), payload });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'verified',
      verified_by: 'staff',
      approval_reason: payload.reason,
    });
    expect((await brandingOf('hand.acme-corp.test')).statusCode).toBe(200);

    const removed = await t.call({ method: 'DELETE', url: `${HOSTS}/${data.id}`, ...inAccount(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await brandingOf('hand.acme-corp.test')).statusCode).toBe(404);
    expect((await lastAudit('brand_host.removed'))?.data).toMatchObject({
      name: 'hand.acme-corp.test',
      was: 'verified',
    });
  });
});
