import type { AppContext } from '../../platform/context.js';
import { domainProofs, type ProofCaller } from '../../platform/domain-proofs/proofs.service.js';
import { invalidFields } from '../../platform/errors.js';
import { brandHostRepo } from './host-proofs.repo.js';

/**
 * The hosts an account's brand is served on (issue 33): claimed here, then proven by the account's
 * DNS record or approved by platform staff. Only proven hosts carry the brand, links and sign-in.
 */
const hostProofs = domainProofs({
  repo: brandHostRepo,
  subjectType: 'brand_host',
  actions: {
    added: 'brand_host.added',
    verified: 'brand_host.verified',
    approved: 'brand_host.approved',
    removed: 'brand_host.removed',
  },
  rules: { added: 'brand_host_added', provenElsewhere: 'brand_host_proven_elsewhere' },
  errors: {
    recordMissing: 'host_record_missing',
    dnsFailed: 'host_dns_failed',
    provenElsewhere: 'host_proven_elsewhere',
  },
});

/** `localhost` and its subdomains resolve to the machine itself: a development convenience, never a brand. */
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export const brandHosts = {
  ...hostProofs,
  async add(ctx: AppContext, caller: ProofCaller, host: string) {
    if (ctx.config.production && isLocalName(host)) throw invalidFields({ domain: [{ rule: 'brand_host_local' }] });
    return hostProofs.add(ctx, caller, host);
  },
};
