import { type SQL, sql } from 'drizzle-orm';
import { emailDomainProofs, grants, users } from '../../db/schema/index.js';

/*
 * Whom an account's identity provider may sign in (issue 31, items 2 and 4), as SQL over a user and
 * an account, so that the sign-in (`sso-user.ts`) and the "require SSO" rule, which closes password
 * sign-in only to the people SSO can sign in (`passwordClosedBySso`), read one definition.
 */

type Ref = number | SQL;

/**
 * The account's own staff: at least one role at the account or one of its sites, and every role
 * there. Never an employer's people (their grants answer to the employer, who does not control the
 * account's provider), platform staff (`all`) or anyone who also works for another account: the
 * account's owners control its provider, and a session it opens must carry no right elsewhere.
 */
export const onlyStaffOf = (userId: Ref, accountId: Ref): SQL => sql`(
  exists (select 1 from ${grants} g where g.user_id = ${userId} and g.account_id = ${accountId}
    and g.scope_type in ('account', 'site'))
  and not exists (select 1 from ${grants} o where o.user_id = ${userId}
    and (o.account_id is distinct from ${accountId} or o.scope_type not in ('account', 'site'))))`;

/** The domain of an address, as stored lower-case (`a@b.test` → `b.test`). */
export const emailDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The user's address is at a domain the account has proven (`email_domain_proofs`). */
export const provenAddressOf = (userId: Ref, accountId: Ref): SQL => sql`exists (
  select 1 from ${users} pu join ${emailDomainProofs} pd
    on pd.domain = lower(substring(pu.email from '@([^@]+)$'))
  where pu.id = ${userId} and pd.account_id = ${accountId} and pd.verified_at is not null)`;

/** Both: someone the account's identity providers may sign in (if active). */
export const signsInThroughAccount = (userId: Ref, accountId: Ref): SQL =>
  sql`(${onlyStaffOf(userId, accountId)} and ${provenAddressOf(userId, accountId)})`;
