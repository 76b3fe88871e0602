import { z } from 'zod';

/**
 * A name an account proves it controls (issues 31 and 33): the e-mail domains its identity
 * providers sign in, and the hosts its brand is served on. The server reads a DNS TXT record
 * `_talent-portal.<name>` holding `talent-portal-verification=<token>`, or platform staff approve
 * the name by hand with a reason. One account at most holds a name proven.
 */

/** Where the record goes: `_talent-portal.<domain>`. */
export const DOMAIN_PROOF_PREFIX = '_talent-portal';
/** What the record says: `talent-portal-verification=<token>`. */
export const DOMAIN_PROOF_VALUE_PREFIX = 'talent-portal-verification=';
export const domainProofRecordName = (domain: string) => `${DOMAIN_PROOF_PREFIX}.${domain}`;
export const domainProofRecordValue = (token: string) => `${DOMAIN_PROOF_VALUE_PREFIX}${token}`;

export const DOMAIN_PROOF_STATUSES = ['pending', 'verified'] as const;
export const DomainProofStatusSchema = z.enum(DOMAIN_PROOF_STATUSES);
/** `dns`: the record was found; `staff`: platform staff approved it by hand, with a reason. */
export const DOMAIN_PROOF_METHODS = ['dns', 'staff'] as const;
export const DomainProofMethodSchema = z.enum(DOMAIN_PROOF_METHODS);
export type DomainProofMethod = z.infer<typeof DomainProofMethodSchema>;

export const APPROVAL_REASON_MAX = 500;

/** What a proven name shows: the record to publish, and who proved it how and when. */
export const provenDomainFields = {
  id: z.uuid(),
  domain: z.string(),
  status: DomainProofStatusSchema,
  record_name: z.string().describe('The DNS name of the TXT record to publish.'),
  record_value: z.string().describe('The TXT record’s value.'),
  verified_by: DomainProofMethodSchema.nullable(),
  verified_at: z.string().nullable(),
  verified_by_name: z.string().nullable().describe('Who checked the record, or approved the name by hand.'),
  approval_reason: z.string().nullable().describe('Why platform staff approved it by hand.'),
  created_at: z.string(),
};

/** An e-mail domain or a brand host, as the API shows either. */
export type ProvenDomain = z.infer<z.ZodObject<typeof provenDomainFields>>;

export const DomainProofParams = z.object({ uuid: z.uuid() });

export const ApproveDomainBody = z.object({
  reason: z.string().trim().min(3).max(APPROVAL_REASON_MAX),
});
export type ApproveDomainBody = z.input<typeof ApproveDomainBody>;
