import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  domainProofRecordName,
  domainProofRecordValue,
  type EmailDomain,
  type EmailDomainMethod,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { lookupTxtRecord } from './domain-proof-dns.js';
import {
  deleteDomain,
  findDomain,
  insertDomain,
  isUniqueViolation,
  listDomains,
  markProven,
  provenElsewhere,
  type StoredDomain,
} from './email-domains.repo.js';

/** Who acts on the selected account's domains (its owner, or platform staff acting in it). */
export type DomainCaller = { accountId: number; userId: number; actor: AuditActor };

const toApi = (d: StoredDomain): EmailDomain => ({
  id: d.uuid,
  domain: d.domain,
  status: d.verifiedAt ? 'verified' : 'pending',
  record_name: domainProofRecordName(d.domain),
  record_value: domainProofRecordValue(d.token),
  verified_by: d.verifiedBy,
  verified_at: d.verifiedAt?.toISOString() ?? null,
  verified_by_name: d.verifiedAt ? d.verifiedByName : null,
  approval_reason: d.approvalReason,
  created_at: d.createdAt.toISOString(),
});

async function found(ctx: AppContext, accountId: number, uuid: string) {
  const domain = await findDomain(ctx.db, accountId, uuid);
  if (!domain) throw notFound();
  return domain;
}

const audit = (
  q: Queryable,
  caller: DomainCaller,
  action: AuditAction,
  d: Pick<StoredDomain, 'uuid' | 'domain'>,
  extra: Record<string, unknown> = {},
) =>
  recordAudit(q, caller.actor, {
    action,
    subjectType: 'email_domain',
    subjectId: d.uuid,
    accountId: caller.accountId,
    data: { name: d.domain, ...extra },
  });

export async function listEmailDomains(ctx: AppContext, accountId: number): Promise<EmailDomain[]> {
  return (await listDomains(ctx.db, accountId)).map(toApi);
}

/**
 * A claim, pending until proven: its record's token is random (192 bits), so only someone who can
 * publish in the domain's DNS proves it. A domain another account holds proven is refused here
 * already (it would be refused at the check anyway).
 */
export async function addEmailDomain(ctx: AppContext, caller: DomainCaller, domain: string): Promise<EmailDomain> {
  if (await provenElsewhere(ctx.db, caller.accountId, domain)) {
    throw invalidFields({ domain: [{ rule: 'email_domain_proven_elsewhere' }] });
  }
  const token = randomBytes(24).toString('base64url');
  const created = await ctx.db.transaction(async (tx) => {
    const uuid = await insertDomain(tx, caller.accountId, { domain, token, createdByUserId: caller.userId });
    if (uuid === null) throw invalidFields({ domain: [{ rule: 'email_domain_added' }] });
    await audit(tx, caller, 'email_domain.added', { uuid, domain });
    return uuid;
  });
  return toApi(await found(ctx, caller.accountId, created));
}

/** Marks it proven (audited), or 409 when another account got there first. */
async function prove(
  ctx: AppContext,
  caller: DomainCaller,
  d: StoredDomain,
  by: { method: EmailDomainMethod; reason: string | null },
): Promise<EmailDomain> {
  let proven: boolean;
  try {
    proven = await ctx.db.transaction(async (tx) => {
      const done = await markProven(tx, caller.accountId, d.id, { ...by, userId: caller.userId });
      const action = by.method === 'dns' ? 'email_domain.verified' : 'email_domain.approved';
      if (done) await audit(tx, caller, action, d, by.reason ? { reason: by.reason } : {});
      return done;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    proven = false;
  }
  if (!proven) throw new AppError('email_domain_proven_elsewhere');
  return toApi(await found(ctx, caller.accountId, d.uuid));
}

/** "Check": the server reads the domain's TXT record now (DNS_SERVERS) and, when it is there, marks it proven. */
export async function checkEmailDomain(ctx: AppContext, caller: DomainCaller, uuid: string): Promise<EmailDomain> {
  const d = await found(ctx, caller.accountId, uuid);
  const name = domainProofRecordName(d.domain);
  const lookup = await lookupTxtRecord(ctx.config.dns.servers, name, domainProofRecordValue(d.token));
  if (lookup === 'failed') throw new AppError('email_domain_dns_failed');
  if (lookup === 'missing') throw new AppError('email_domain_record_missing', { params: { name } });
  return prove(ctx, caller, d, { method: 'dns', reason: null });
}

/** Platform staff vouch for a domain that cannot publish the record (the route checks who); the reason is kept. */
export async function approveEmailDomain(
  ctx: AppContext,
  caller: DomainCaller,
  uuid: string,
  reason: string,
): Promise<EmailDomain> {
  const d = await found(ctx, caller.accountId, uuid);
  return prove(ctx, caller, d, { method: 'staff', reason });
}

/** The account's providers no longer sign in addresses of it. */
export async function removeEmailDomain(ctx: AppContext, caller: DomainCaller, uuid: string) {
  const d = await found(ctx, caller.accountId, uuid);
  await ctx.db.transaction(async (tx) => {
    await deleteDomain(tx, caller.accountId, d.id);
    await audit(tx, caller, 'email_domain.removed', d, { was: d.verifiedAt ? 'verified' : 'pending' });
  });
}
