import { accountDomains } from '../../db/schema/index.js';
import { proofRepo } from '../../platform/domain-proofs/proofs.repo.js';
import { dropHostFromSites, takeHostFromOtherSites } from '../sites/sites.repo.js';

/**
 * The brand hosts' rows, for the proof flow. A site is served only on a proven host: proving one
 * takes it from another account's site that named it before hosts were proven, and removing one
 * takes it off the account's sites.
 */
export const brandHostRepo = proofRepo(accountDomains, {
  proven: takeHostFromOtherSites,
  removed: dropHostFromSites,
});
