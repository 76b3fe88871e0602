import { z } from 'zod';
import { EMAIL_DOMAIN } from './identity-providers.js';

/**
 * E-mail domains an account has proven it controls (issue 31). Its identity providers sign in, and
 * create, only people whose address is at one of them: a DNS TXT record the server reads, or an
 * approval by the platform's staff. One account at most holds a domain proven.
 */

/** Where the record goes: `_talent-portal.<domain>`. */
export const DOMAIN_PROOF_PREFIX = '_talent-portal';
/** What the record says: `talent-portal-verification=<token>`. */
export const DOMAIN_PROOF_VALUE_PREFIX = 'talent-portal-verification=';
export const domainProofRecordName = (domain: string) => `${DOMAIN_PROOF_PREFIX}.${domain}`;
export const domainProofRecordValue = (token: string) => `${DOMAIN_PROOF_VALUE_PREFIX}${token}`;

export const EMAIL_DOMAIN_STATUSES = ['pending', 'verified'] as const;
export const EmailDomainStatusSchema = z.enum(EMAIL_DOMAIN_STATUSES);
/** `dns`: the record was found; `staff`: platform staff approved it by hand, with a reason. */
export const EMAIL_DOMAIN_METHODS = ['dns', 'staff'] as const;
export const EmailDomainMethodSchema = z.enum(EMAIL_DOMAIN_METHODS);
export type EmailDomainMethod = z.infer<typeof EmailDomainMethodSchema>;

export const APPROVAL_REASON_MAX = 500;

export const EmailDomainSchema = z
  .object({
    id: z.uuid(),
    domain: z.string(),
    status: EmailDomainStatusSchema,
    record_name: z.string().describe('The DNS name of the TXT record to publish.'),
    record_value: z.string().describe('The TXT record’s value.'),
    verified_by: EmailDomainMethodSchema.nullable(),
    verified_at: z.string().nullable(),
    verified_by_name: z.string().nullable().describe('Who checked the record, or approved the domain by hand.'),
    approval_reason: z.string().nullable().describe('Why platform staff approved it by hand.'),
    created_at: z.string(),
  })
  .meta({ id: 'EmailDomain' });
export type EmailDomain = z.infer<typeof EmailDomainSchema>;
export const EmailDomainResponse = z.object({ data: EmailDomainSchema });
export const EmailDomainListResponse = z.object({ data: z.array(EmailDomainSchema) });
export const EmailDomainParams = z.object({ uuid: z.uuid() });

export const AddEmailDomainBody = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .transform((v) => v.replace(/^@/, '').replace(/\.$/, ''))
    .refine((v) => EMAIL_DOMAIN.test(v), { params: { rule: 'email_domain' } }),
});
export type AddEmailDomainBody = z.input<typeof AddEmailDomainBody>;

export const ApproveEmailDomainBody = z.object({
  reason: z.string().trim().min(3).max(APPROVAL_REASON_MAX),
});
export type ApproveEmailDomainBody = z.input<typeof ApproveEmailDomainBody>;
