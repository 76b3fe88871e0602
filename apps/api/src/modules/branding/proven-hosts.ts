import { isNotNull } from 'drizzle-orm';
import { accountDomains } from '../../db/schema/index.js';

/**
 * The condition every reader of brand hosts adds: a claimed host carries the brand, links and
 * sign-in only once its account has proven it (issue 33; SECURITY 35). A pending claim is nobody's.
 */
export const provenHostsOnly = isNotNull(accountDomains.verifiedAt);
