import { checkAccess, type Employer, type PermissionMap } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { authOf } from '../../platform/access.js';
import { holdsAt } from '../../platform/auth/rights.js';
import { notFound } from '../../platform/errors.js';
import { type EmployerScope, requireSite, type SiteScope } from '../../platform/tenancy/selection.js';
import { findEmployer } from '../employers/employers.repo.js';

/** Whose team is being worked on, and in which capacity the caller works on it. */
export type Team = {
  scope: SiteScope;
  employer: Employer;
  /** Site staff (employers.*) manage any employer of their site; employer users only their own. */
  asStaff: boolean;
  /** The caller's grants, to judge at this employer what they may hand on. */
  permissions: PermissionMap;
  userId: number;
};

/**
 * The route already let the caller in through `employers.<staffAction>` or `employer_users.*`.
 * Staff reach any employer of the selected site; an employer user only the employer they selected,
 * so another employer's id answers 404 exactly like an unknown one.
 */
export async function teamOf(
  q: Queryable,
  request: FastifyRequest,
  employerId: number,
  staffAction: 'read' | 'update',
): Promise<Team> {
  const auth = authOf(request);
  const scope = requireSite(request.selection);
  const asStaff = checkAccess(auth.ability, staffAction, 'employers');
  if (!asStaff && request.selection.employerId !== employerId) throw notFound();
  const employer = await findEmployer(q, scope, employerId);
  if (!employer) throw notFound();
  return { scope, employer, asStaff, permissions: auth.permissions, userId: auth.user.id };
}

/**
 * Whether the caller may hand on (or take away) a role with `permissions` at this employer: staff
 * and the employer's own people alike must hold each of them there (issue 16: staff once could
 * give any employer role, and so rights they did not have).
 */
export function canAssign(team: Team, permissions: string[]): boolean {
  return holdsAt(team.permissions, { ...team.scope, employerId: team.employer.id }, permissions);
}

/** The team's employer as a repo's tenant key. */
export const employerScope = (team: Team): EmployerScope => ({ ...team.scope, employerId: team.employer.id });
