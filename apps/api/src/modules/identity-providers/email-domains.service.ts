import { domainProofs } from '../../platform/domain-proofs/proofs.service.js';
import { emailDomainRepo } from './email-domains.repo.js';

/**
 * The e-mail domains an account proves it controls (issue 31): its identity providers sign in, and
 * create, only addresses of its proven domains. Removing one: its addresses no longer sign in so.
 */
export const emailDomains = domainProofs({
  repo: emailDomainRepo,
  subjectType: 'email_domain',
  actions: {
    added: 'email_domain.added',
    verified: 'email_domain.verified',
    approved: 'email_domain.approved',
    removed: 'email_domain.removed',
  },
  rules: { added: 'email_domain_added', provenElsewhere: 'email_domain_proven_elsewhere' },
  errors: {
    recordMissing: 'email_domain_record_missing',
    dnsFailed: 'email_domain_dns_failed',
    provenElsewhere: 'email_domain_proven_elsewhere',
  },
});
