import { z } from 'zod';
import {
  ApproveDomainBody,
  DOMAIN_PROOF_METHODS,
  DOMAIN_PROOF_STATUSES,
  type DomainProofMethod,
  DomainProofParams,
  provenDomainFields,
} from './domain-proofs.js';
import { EMAIL_DOMAIN } from './identity-providers.js';

/**
 * E-mail domains an account has proven it controls (issue 31, proofs in `domain-proofs.ts`). Its
 * identity providers sign in, and create, only people whose address is at one of them.
 */

export const EMAIL_DOMAIN_STATUSES = DOMAIN_PROOF_STATUSES;
export const EMAIL_DOMAIN_METHODS = DOMAIN_PROOF_METHODS;
export type EmailDomainMethod = DomainProofMethod;

export const EmailDomainSchema = z.object(provenDomainFields).meta({ id: 'EmailDomain' });
export type EmailDomain = z.infer<typeof EmailDomainSchema>;
export const EmailDomainResponse = z.object({ data: EmailDomainSchema });
export const EmailDomainListResponse = z.object({ data: z.array(EmailDomainSchema) });
export const EmailDomainParams = DomainProofParams;

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

export const ApproveEmailDomainBody = ApproveDomainBody;
export type ApproveEmailDomainBody = ApproveDomainBody;
