import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  type DomainProofMethod,
  domainProofRecordName,
  domainProofRecordValue,
  type ErrorCode,
  type FieldMessage,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { type AuditActor, recordAudit } from '../audit.js';
import type { AppContext } from '../context.js';
import { AppError, invalidFields, notFound } from '../errors.js';
import { lookupTxtRecord } from '../outbound/txt-record.js';

/** A stored claim: an e-mail domain or a brand host, with its proof. */
export type StoredProof = {
  id: number;
  uuid: string;
  domain: string;
  token: string;
  verifiedAt: Date | null;
  verifiedBy: DomainProofMethod | null;
  verifiedByName: string | null;
  approvalReason: string | null;
  createdAt: Date;
};

/** The SQL a kind of claim keeps its rows with (each kind has its table; each query takes the tenant). */
export type ProofRepo = {
  list(q: Queryable, accountId: number): Promise<StoredProof[]>;
  find(q: Queryable, accountId: number, uuid: string): Promise<StoredProof | null>;
  /** The new claim's public id; null when the account already lists the name. */
  insert(
    q: Queryable,
    accountId: number,
    values: { domain: string; token: string; createdByUserId: number | null },
  ): Promise<string | null>;
  provenElsewhere(q: Queryable, accountId: number, domain: string): Promise<boolean>;
  /** False when another account holds the name proven. */
  markProven(
    q: Queryable,
    accountId: number,
    id: number,
    by: { method: DomainProofMethod; userId: number | null; reason: string | null },
  ): Promise<boolean>;
  remove(q: Queryable, accountId: number, id: number): Promise<void>;
};

/** Who acts on the selected account's names (its owner, or platform staff acting in it). */
export type ProofCaller = { accountId: number; userId: number; actor: AuditActor };

/** What differs between kinds: their rows, audit names and refusals. */
export type ProofKind = {
  repo: ProofRepo;
  subjectType: string;
  actions: { added: AuditAction; verified: AuditAction; approved: AuditAction; removed: AuditAction };
  /** Field rules on `domain` (422) and whole-request refusals. */
  rules: { added: FieldMessage; provenElsewhere: FieldMessage };
  errors: { recordMissing: ErrorCode; dnsFailed: ErrorCode; provenElsewhere: ErrorCode };
};

/** The API's view of a claim: the record to publish, and who proved it how and when. */
export const publicProof = (d: StoredProof) => ({
  id: d.uuid,
  domain: d.domain,
  status: d.verifiedAt ? ('verified' as const) : ('pending' as const),
  record_name: domainProofRecordName(d.domain),
  record_value: domainProofRecordValue(d.token),
  verified_by: d.verifiedBy,
  verified_at: d.verifiedAt?.toISOString() ?? null,
  verified_by_name: d.verifiedAt ? d.verifiedByName : null,
  approval_reason: d.approvalReason,
  created_at: d.createdAt.toISOString(),
});
export type PublicProof = ReturnType<typeof publicProof>;

/**
 * Claim, check, approve and remove names an account proves it controls by a DNS TXT record (or
 * platform staff vouch for): one flow for e-mail domains (issue 31) and brand hosts (issue 33).
 */
export function domainProofs(kind: ProofKind) {
  const { repo } = kind;

  async function found(ctx: AppContext, accountId: number, uuid: string) {
    const domain = await repo.find(ctx.db, accountId, uuid);
    if (!domain) throw notFound();
    return domain;
  }

  const audit = (
    q: Queryable,
    caller: ProofCaller,
    action: AuditAction,
    d: Pick<StoredProof, 'uuid' | 'domain'>,
    extra: Record<string, unknown> = {},
  ) =>
    recordAudit(q, caller.actor, {
      action,
      subjectType: kind.subjectType,
      subjectId: d.uuid,
      accountId: caller.accountId,
      data: { name: d.domain, ...extra },
    });

  /** Marks it proven (audited), or 409 when another account got there first. */
  async function prove(
    ctx: AppContext,
    caller: ProofCaller,
    d: StoredProof,
    by: { method: DomainProofMethod; reason: string | null },
  ) {
    let proven: boolean;
    try {
      proven = await ctx.db.transaction(async (tx) => {
        const done = await repo.markProven(tx, caller.accountId, d.id, { ...by, userId: caller.userId });
        const action = by.method === 'dns' ? kind.actions.verified : kind.actions.approved;
        if (done) await audit(tx, caller, action, d, by.reason ? { reason: by.reason } : {});
        return done;
      });
    } catch (error) {
      // Two accounts proving one name at once: the partial unique index lets one through.
      if (!isUniqueViolation(error)) throw error;
      proven = false;
    }
    if (!proven) throw new AppError(kind.errors.provenElsewhere);
    return publicProof(await found(ctx, caller.accountId, d.uuid));
  }

  return {
    list: async (ctx: AppContext, accountId: number) => (await repo.list(ctx.db, accountId)).map(publicProof),

    /**
     * A claim, pending until proven: its record's token is random (192 bits), so only someone who can
     * publish in the name's DNS proves it. A name another account holds proven is refused here
     * already (it would be refused at the check anyway).
     */
    async add(ctx: AppContext, caller: ProofCaller, domain: string) {
      if (await repo.provenElsewhere(ctx.db, caller.accountId, domain)) {
        throw invalidFields({ domain: [{ rule: kind.rules.provenElsewhere }] });
      }
      const token = randomBytes(24).toString('base64url');
      const created = await ctx.db.transaction(async (tx) => {
        const uuid = await repo.insert(tx, caller.accountId, { domain, token, createdByUserId: caller.userId });
        if (uuid === null) throw invalidFields({ domain: [{ rule: kind.rules.added }] });
        await audit(tx, caller, kind.actions.added, { uuid, domain });
        return uuid;
      });
      return publicProof(await found(ctx, caller.accountId, created));
    },

    /** "Check": the server reads the TXT record now (DNS_SERVERS) and, when it is there, marks the name proven. */
    async check(ctx: AppContext, caller: ProofCaller, uuid: string) {
      const d = await found(ctx, caller.accountId, uuid);
      const name = domainProofRecordName(d.domain);
      const lookup = await lookupTxtRecord(ctx.config.dns.servers, name, domainProofRecordValue(d.token));
      if (lookup === 'failed') throw new AppError(kind.errors.dnsFailed);
      if (lookup === 'missing') throw new AppError(kind.errors.recordMissing, { params: { name } });
      return prove(ctx, caller, d, { method: 'dns', reason: null });
    },

    /** Platform staff vouch for a name that cannot publish the record (the route checks who); the reason is kept. */
    async approve(ctx: AppContext, caller: ProofCaller, uuid: string, reason: string) {
      const d = await found(ctx, caller.accountId, uuid);
      return prove(ctx, caller, d, { method: 'staff', reason });
    },

    async remove(ctx: AppContext, caller: ProofCaller, uuid: string) {
      const d = await found(ctx, caller.accountId, uuid);
      await ctx.db.transaction(async (tx) => {
        await repo.remove(tx, caller.accountId, d.id);
        await audit(tx, caller, kind.actions.removed, d, { was: d.verifiedAt ? 'verified' : 'pending' });
      });
    },
  };
}
