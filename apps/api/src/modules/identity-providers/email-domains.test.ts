import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDomainProofs } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { startTestDns, type TestDns } from '../../test/dns-server.js';
import { type ProvenNameJson, proofCalls } from '../../test/domain-proofs.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { lastAudit as lastAuditOf } from '../../test/last-audit.js';

/*
 * An account proves an e-mail domain with a DNS TXT record the server reads (issue 31, item 2): the
 * server's own resolver asks a real DNS server (dns2, UDP on loopback) named by DNS_SERVERS.
 */

let t: Harness;
let dns: TestDns;
let owner: string;
let globexOwner: string;
let admin: string;

const proofs = proofCalls(() => t, '/portal/v1/accounts/email-domains');
const { inAccount, claim, check, approve } = proofs;
const DOMAINS = proofs.url;
type Domain = ProvenNameJson;
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

describe('proving an e-mail domain by DNS', () => {
  let domain: Domain;

  it('claims a domain: pending, with the TXT record to publish (a random token), audited', async () => {
    const { res, data } = await claim(owner, '  Acme-Corp.TEST. ');
    expect(res.statusCode, res.body).toBe(201);
    domain = data;
    expect(domain).toMatchObject({
      domain: 'acme-corp.test',
      status: 'pending',
      record_name: '_talent-portal.acme-corp.test',
      verified_by: null,
      verified_at: null,
    });
    expect(domain.record_value).toMatch(/^talent-portal-verification=[A-Za-z0-9_-]{32}$/);
    expect((await claim(owner, 'other.test')).data.record_value).not.toBe(domain.record_value);
    expect(await lastAudit('email_domain.added')).toMatchObject({
      accountId: t.ids.acme,
      actorUserId: t.ids.user('owner@acme.test'),
    });
    const again = await claim(owner, 'acme-corp.test');
    expect(again.res.statusCode).toBe(422);
    expect(again.res.json().errors.domain).toEqual(['This domain is already in the list.']);
  });

  it('refuses the check while the record is missing or wrong, with a translated message', async () => {
    const missing = await check(owner, domain.id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'email_domain_record_missing',
      message:
        'The TXT record was not found at _talent-portal.acme-corp.test. Publish it, wait for DNS to update, then check again.',
    });
    // The real server was asked, for that name.
    expect(dns.queries).toContain('_talent-portal.acme-corp.test');
    // Another account's token, or a near miss, proves nothing.
    dns.setTxt(domain.record_name, 'talent-portal-verification=someone-elses-token', `${domain.record_value}x`);
    const wrong = await check(owner, domain.id, t.ids.acme, { 'accept-language': 'fr' });
    expect(wrong.json().code).toBe('email_domain_record_missing');
    expect(wrong.json().message).toContain('L’enregistrement TXT est introuvable');
  });

  it('proves it once the record holds the token (a record split into strings counts), saying by whom and when', async () => {
    const value = domain.record_value;
    dns.setTxt(domain.record_name, 'v=spf1 -all', [value.slice(0, 20), value.slice(20)]);
    const res = await check(owner, domain.id);
    expect(res.statusCode, res.body).toBe(200);
    const proven = res.json().data as Domain;
    expect(proven).toMatchObject({ status: 'verified', verified_by: 'dns', verified_by_name: 'Olivia Acme' });
    expect(Date.now() - Date.parse(proven.verified_at!)).toBeLessThan(60_000);
    expect(await lastAudit('email_domain.verified')).toMatchObject({ accountId: t.ids.acme, subjectId: domain.id });
  });

  it('answers a DNS failure with a clear message, not a server error', async () => {
    const { data } = await claim(owner, 'broken.test');
    dns.breakName(data.record_name);
    const res = await check(owner, data.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('email_domain_dns_failed');
  });
});

describe('one account at most holds a domain proven', () => {
  it('refuses another account’s claim of a proven domain', async () => {
    const { res } = await claim(globexOwner, 'acme-corp.test', t.ids.globex);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.domain).toEqual(['Another account has already proven this domain.']);
  });

  it('of two pending claims, the first proven wins; the other’s record, check or approval is refused', async () => {
    const acme = (await claim(owner, 'shared.test')).data;
    const globex = (await claim(globexOwner, 'shared.test', t.ids.globex)).data;
    expect(globex.record_value).not.toBe(acme.record_value);
    dns.setTxt(acme.record_name, acme.record_value, globex.record_value);
    expect((await check(owner, acme.id)).statusCode).toBe(200);
    const late = await check(globexOwner, globex.id, t.ids.globex);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('email_domain_proven_elsewhere');
    const byHand = await approve(admin, globex.id, 'They say it is theirs.', t.ids.globex);
    expect(byHand.statusCode).toBe(409);
    const globexList = (await t.call({ method: 'GET', url: DOMAINS, ...inAccount(globexOwner, t.ids.globex) })).json()
      .data as Domain[];
    expect(globexList.find((d) => d.domain === 'shared.test')?.status).toBe('pending');
  });

  it('is the database’s rule too: a second proven holder of a domain is refused, whatever the code does', async () => {
    const [row] = await t.database.db
      .select({ id: emailDomainProofs.id })
      .from(emailDomainProofs)
      .where(and(eq(emailDomainProofs.domain, 'shared.test'), eq(emailDomainProofs.accountId, t.ids.globex)));
    const error = await t.database.db
      .update(emailDomainProofs)
      .set({ verifiedAt: new Date(), verifiedBy: 'dns' })
      .where(eq(emailDomainProofs.id, row!.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});

describe('approval by hand', () => {
  it('is platform staff’s alone, needs a reason, and is audited with it', async () => {
    const { data } = await claim(owner, 'no-dns.test');
    expect((await approve(owner, data.id, 'I own it, trust me.')).statusCode).toBe(403);
    const blank = await approve(admin, data.id, '  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeTruthy();
    const res = await approve(admin, data.id, 'Confirmed with the registrar’s invoice.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'verified',
      verified_by: 'staff',
      verified_by_name: 'Pat Admin',
      approval_reason: 'Confirmed with the registrar’s invoice.',
    });
    const audit = await lastAudit('email_domain.approved');
    expect(audit).toMatchObject({ accountId: t.ids.acme, actorUserId: t.ids.user('admin@portal.test') });
    expect(audit?.data).toMatchObject({ name: 'no-dns.test', reason: 'Confirmed with the registrar’s invoice.' });
  });
});

describe('rights and input', () => {
  it('is the owners’ (not a site manager’s); another account’s domain is not found', async () => {
    const manager = await t.login('manager@acme.test');
    expect((await t.call({ method: 'GET', url: DOMAINS, ...inAccount(manager) })).statusCode).toBe(403);
    expect((await claim(manager, 'manager.test')).res.statusCode).toBe(403);
    const [acmeDomain] = (await t.call({ method: 'GET', url: DOMAINS, ...inAccount(owner) })).json().data as Domain[];
    expect((await check(globexOwner, acmeDomain!.id, t.ids.globex)).statusCode).toBe(404);
    const removed = await t.call({
      method: 'DELETE',
      url: `${DOMAINS}/${acmeDomain!.id}`,
      ...inAccount(globexOwner, t.ids.globex),
    });
    expect(removed.statusCode).toBe(404);
  });

  it('refuses what is not a domain name with the field’s message, in the caller’s language', async () => {
    for (const bad of ['not a domain', 'https://example.com', '192.0.2.1', 'localhost', 'a@b.test', 'x'.repeat(300)]) {
      const res = await t.call({
        method: 'POST',
        url: DOMAINS,
        ...inAccount(owner),
        headers: { 'accept-language': 'ar' },
        payload: { domain: bad },
      });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.domain?.[0], bad).toBeTruthy();
    }
  });

  it('removes one: audited, gone from the list', async () => {
    const { data } = await claim(owner, 'gone.test');
    expect((await t.call({ method: 'DELETE', url: `${DOMAINS}/${data.id}`, ...inAccount(owner) })).statusCode).toBe(
      204,
    );
    const list = (await t.call({ method: 'GET', url: DOMAINS, ...inAccount(owner) })).json().data as Domain[];
    expect(list.map((d) => d.domain)).not.toContain('gone.test');
    expect((await lastAudit('email_domain.removed'))?.data).toMatchObject({ name: 'gone.test', was: 'pending' });
  });
});
