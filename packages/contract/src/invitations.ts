import { z } from 'zod';
import { GRANT_SCOPES } from './account-users.js';
import { one } from './common.js';

/**
 * An invitation offers a role at a place (the account, a site or an employer). It grants nothing
 * until the invited person accepts it in the portal (or, for a new address, chooses a password
 * through the mailed link); it expires after INVITATION_VALID_DAYS.
 */
const id = z.number().int();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const InvitationParam = z.object({ invitation: idParam });
export const EmployerInvitationParams = z.object({ employer: idParam, invitation: idParam });

const RoleRef = z.object({ id, key: z.string(), name: z.string() });
const Place = z.object({ type: z.enum(GRANT_SCOPES), id, name: z.string() });

/**
 * What the team's managers see of an invitation: the address they typed and their offer. Nothing
 * about the person behind the address (whether they exist, their name, avatar or sign-ins): the
 * answer to an invitation is the same for every address.
 */
export const TeamInvitationSchema = z
  .object({
    id,
    email: z.string().describe('The address as the inviter typed it (lower-case).'),
    role: RoleRef,
    scope: Place.describe('Where the role will apply once accepted.'),
    invited_at: z.iso.datetime().describe('When the invitation was made or last sent again.'),
    expires_at: z.iso.datetime(),
    expired: z.boolean(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;
export const TeamInvitationResponse = one(TeamInvitationSchema);
export const TeamInvitationListResponse = z.object({ data: z.array(TeamInvitationSchema) });

/** What the invited person sees: who offers what, where, until when. */
export const MyInvitationSchema = z
  .object({
    id,
    role: z.object({ name: z.string() }),
    scope: Place,
    account: z.object({ id, name: z.string() }),
    site: z.object({ id, name: z.string() }).nullable(),
    employer: z.object({ id, name: z.string() }).nullable(),
    invited_by: z.string().nullable().describe('The name of the person who invited you (null if they left).'),
    invited_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'MyInvitation' });
export type MyInvitation = z.infer<typeof MyInvitationSchema>;
export const MyInvitationListResponse = z.object({ data: z.array(MyInvitationSchema) });

/** After accepting: the place the new role applies to, so the app can offer to switch there. */
export const AcceptedInvitationResponse = one(
  z.object({
    account_id: id,
    site_id: id.nullable(),
    employer_id: id.nullable(),
  }),
);
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationResponse>['data'];
