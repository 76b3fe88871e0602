import type { AccountRole } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { holdsAt } from '../../platform/auth/rights.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import {
  deleteRole,
  findAccountRole,
  insertRole,
  keyTaken,
  listAccountRoles,
  roleHeld,
  type StoredRole,
  updateRole,
} from './account-roles.repo.js';
import type { Manager } from './account-users.service.js';

type SavedRole = { name: string; scope_type: AccountRole['scope_type']; permissions: string[] };

const holds = (m: Manager, permissions: readonly string[]) =>
  holdsAt(m.permissions, { accountId: m.accountId }, permissions);

const toRole = (m: Manager, r: StoredRole): AccountRole => ({
  id: r.id,
  key: r.key,
  name: r.name,
  permissions: r.permissions,
  scope_type: r.scopeType,
  users: r.users,
  editable: r.accountId === m.accountId && holds(m, r.permissions),
  assignable: holds(m, r.permissions),
});

export async function listRoles(ctx: AppContext, m: Manager): Promise<AccountRole[]> {
  return (await listAccountRoles(ctx.db, m.accountId)).map((r) => toRole(m, r));
}

/** A stable key from the name (`Senior recruiter` → `senior_recruiter`), numbered when taken. */
async function freeKey(q: Queryable, accountId: number, name: string) {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'role';
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}_${n}`;
    if (!(await keyTaken(q, accountId, key))) return key;
  }
}

async function found(ctx: AppContext, m: Manager, roleId: number) {
  const role = await findAccountRole(ctx.db, m.accountId, roleId);
  if (!role) throw notFound();
  return role;
}

/** A role may only bundle rights its author holds, so nobody builds a way to more power than theirs. */
export async function createRole(ctx: AppContext, m: Manager, body: SavedRole, actor: AuditActor) {
  if (!holds(m, body.permissions)) throw forbidden();
  const id = await ctx.db.transaction(async (tx) => {
    const key = await freeKey(tx, m.accountId, body.name);
    const roleId = await insertRole(tx, m.accountId, {
      key,
      name: body.name,
      permissions: body.permissions,
      scopeType: body.scope_type,
    });
    await recordAudit(tx, actor, {
      action: 'role.created',
      subjectType: 'role',
      subjectId: roleId,
      accountId: m.accountId,
      data: { key, name: body.name, permissions: body.permissions },
    });
    return roleId;
  });
  return toRole(m, await found(ctx, m, id));
}

/** Platform roles are not the account's to change; and both the old and new rights must be the editor's. */
export async function changeRole(ctx: AppContext, m: Manager, roleId: number, body: SavedRole, actor: AuditActor) {
  const role = await found(ctx, m, roleId);
  if (role.accountId !== m.accountId || !holds(m, role.permissions) || !holds(m, body.permissions)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await updateRole(tx, m.accountId, roleId, {
      name: body.name,
      permissions: body.permissions,
      scopeType: body.scope_type,
    });
    await recordAudit(tx, actor, {
      action: 'role.updated',
      subjectType: 'role',
      subjectId: roleId,
      accountId: m.accountId,
      data: { key: role.key, name: body.name, permissions_before: role.permissions, permissions: body.permissions },
    });
  });
  return toRole(m, await found(ctx, m, roleId));
}

/** A role still held is kept: deleting it would silently take rights from people. */
export async function removeRole(ctx: AppContext, m: Manager, roleId: number, actor: AuditActor) {
  const role = await found(ctx, m, roleId);
  if (role.accountId !== m.accountId || !holds(m, role.permissions)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (await roleHeld(tx, m.accountId, roleId)) throw new AppError('role_in_use');
    await deleteRole(tx, m.accountId, roleId);
    await recordAudit(tx, actor, {
      action: 'role.deleted',
      subjectType: 'role',
      subjectId: roleId,
      accountId: m.accountId,
      data: { key: role.key, name: role.name },
    });
  });
}
