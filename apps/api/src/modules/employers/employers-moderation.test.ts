import { catalogues, interpolate } from '@talent/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
let moderator: string;
let manager: string;
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  moderator = await t.login('moderator@acme.test');
  manager = await t.login('manager@acme.test');
});
afterAll(() => t.close());

const BASE = '/portal/v1/employers';
const post = (token: string, path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `${BASE}/${path}`, token, select: acmeJobs, payload, headers });

async function rows(ids: number[]) {
  const found = await t.database.db.select().from(employers).where(inArray(employers.id, ids));
  return new Map(found.map((r) => [r.id, r]));
}
async function auditFor(action: string) {
  const result = await t.database.db.execute(
    sql`select subject_id, account_id, site_id, actor_user_id, data from audit_log where action = ${action} and request_id is not null order by id`,
  );
  return (
    result as unknown as {
      rows: {
        subject_id: string;
        account_id: number;
        site_id: number;
        actor_user_id: number;
        data: Record<string, unknown>;
      }[];
    }
  ).rows;
}
/** Unfolds RFC 5322 header lines and decodes quoted-printable, enough to read a message we wrote. */
function readable(eml: string) {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

describe('POST /employers/approve', () => {
  it('approves the on-hold ones among many, skips the rest, and audits each', async () => {
    const onHold = [t.ids.employer('Fabrikam Foods'), t.ids.employer('Litware Solutions')];
    const active = t.ids.employer('Contoso Ltd');
    const otherSite = t.ids.employer('Riverside Care Home');
    await t.app.mail.drain();
    const before = t.outbox().length;
    const res = await post(moderator, 'approve', { ids: [...onHold, active, otherSite, onHold[0]!, 999_999] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      updated: onHold,
      skipped: [
        { id: active, reason: 'wrong_status' },
        { id: otherSite, reason: 'not_found' },
        { id: 999_999, reason: 'not_found' },
      ],
    });
    const after = await rows([...onHold, active, otherSite]);
    for (const id of onHold) {
      expect(after.get(id)).toMatchObject({ status: 'active', rejectedAt: null });
      expect(after.get(id)!.approvedAt).toBeInstanceOf(Date);
    }
    expect(after.get(otherSite)!.status).toBe('on_hold');
    const audit = await auditFor('employer.approved');
    expect(audit.map((a) => Number(a.subject_id))).toEqual(onHold);
    expect(audit[0]).toMatchObject({
      account_id: t.ids.acme,
      site_id: t.ids.acmeJobs,
      actor_user_id: t.ids.user('moderator@acme.test'),
      data: { from: 'on_hold', to: 'active' },
    });
    // Each approved employer hears of it, once; approving again changes nothing and mails nobody.
    const again = await post(moderator, 'approve', { ids: onHold });
    expect(again.json().data.updated).toEqual([]);
    await t.app.mail.drain();
    const mails = t.outbox().slice(before).map(readable);
    expect(mails).toHaveLength(onHold.length);
    for (const mail of mails)
      expect(mail).toContain(interpolate(catalogues.en.mail.employerApprovedSubject, { site: 'Acme Jobs' }));
  });

  it('validates the ids: 1 to 100 positive integers', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), [0], ['x']]) {
      const res = await post(moderator, 'approve', { ids });
      expect(res.statusCode, JSON.stringify(ids).slice(0, 20)).toBe(422);
    }
    const missing = await post(moderator, 'approve', {});
    expect(missing.json().errors).toEqual({ ids: ['This field is required.'] });
  });
});

describe('POST /employers/reject', () => {
  it('rejects on-hold employers in one go and mails each the reason', async () => {
    const ids = [t.ids.employer('Adventure Works Cycles'), t.ids.employer('The Okonkwo Household')];
    const active = t.ids.employer('Northwind Traders');
    const before = t.outbox().length;
    const reason = 'Your documents are incomplete: please send a proof of address.';
    const res = await post(moderator, 'reject', { ids: [...ids, active], reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: ids, skipped: [{ id: active, reason: 'wrong_status' }] });
    const after = await rows([...ids, active]);
    for (const id of ids) {
      expect(after.get(id)).toMatchObject({ status: 'rejected', rejectionReason: reason, approvedAt: null });
      expect(after.get(id)!.rejectedAt).toBeInstanceOf(Date);
    }
    expect(after.get(active)!.status).toBe('active');

    await t.app.mail.drain();
    const mails = t.outbox().slice(before).map(readable);
    expect(mails).toHaveLength(2);
    const to = (address: string) => mails.find((m) => m.includes(`To: ${address}`));
    const adventure = to('hiring@adventureworks.test');
    const okonkwo = to('ngozi.okonkwo@example.test');
    expect(adventure).toBeDefined();
    expect(okonkwo).toBeDefined();
    expect(adventure).toContain(interpolate(catalogues.en.mail.employerRejectedSubject, { site: 'Acme Jobs' }));
    expect(adventure).toContain(reason);
    expect(adventure).toContain('Hello Amir Haddad');
    expect((await auditFor('employer.rejected')).map((a) => Number(a.subject_id))).toEqual(ids);
  });

  it('writes the mail in the site’s language when it has one', async () => {
    await t.database.db.execute(
      sql`update sites set settings = settings || '{"locale": "fr"}'::jsonb where id = ${t.ids.acmeJobs}`,
    );
    const id = t.ids.employer('Fabrikam Foods');
    await t.database.db.update(employers).set({ status: 'on_hold' }).where(eq(employers.id, id));
    const before = t.outbox().length;
    const res = await post(moderator, 'reject', { ids: [id], reason: 'Informations manquantes.' });
    expect(res.json().data.updated).toEqual([id]);
    await t.app.mail.drain();
    const [mail] = t.outbox().slice(before).map(readable);
    expect(mail).toContain('Informations manquantes.');
    expect(mail).toContain('Bonjour Fatima Rahman');
    await t.database.db.execute(sql`update sites set settings = settings - 'locale' where id = ${t.ids.acmeJobs}`);
  });

  it('needs a reason of 1 to 1000 characters, and mails nobody when nothing changes', async () => {
    const id = t.ids.employer('Fabrikam Foods');
    const blank = await post(moderator, 'reject', { ids: [id], reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ reason: ['This field is required.'] });
    const long = await post(moderator, 'reject', { ids: [id], reason: 'x'.repeat(1001) });
    expect(long.json().errors).toEqual({ reason: ['This value may not be longer than 1000 characters.'] });
    const before = t.outbox().length;
    const none = await post(moderator, 'reject', { ids: [t.ids.employer('Contoso Ltd')], reason: 'no' });
    expect(none.json().data.updated).toEqual([]);
    await t.app.mail.drain();
    expect(t.outbox()).toHaveLength(before);
  });
});

describe('POST /employers/status', () => {
  it('disables active employers and enables disabled ones; other statuses are skipped', async () => {
    const active = t.ids.employer('Contoso Ltd');
    const disabled = t.ids.employer('Wingtip Construction');
    const rejected = t.ids.employer('Tailspin Toys');
    const off = await post(manager, 'status', { ids: [active, rejected], enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ updated: [active], skipped: [{ id: rejected, reason: 'wrong_status' }] });
    const on = await post(manager, 'status', { ids: [disabled, active], enabled: true });
    expect(on.json().data).toEqual({ updated: [disabled, active], skipped: [] });
    const after = await rows([active, disabled, rejected]);
    expect([...after.values()].map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [active, 'active'],
        [disabled, 'active'],
        [rejected, 'rejected'],
      ].sort(),
    );
    expect((await auditFor('employer.disabled')).map((a) => Number(a.subject_id))).toEqual([active]);
    expect((await auditFor('employer.enabled')).map((a) => Number(a.subject_id))).toEqual([disabled, active]);
  });

  it('requires enabled as a boolean', async () => {
    const res = await post(manager, 'status', { ids: [1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ enabled: ['This field is required.'] });
  });
});
