import type { PrivacyRequest, PrivacyRequestOrigin } from '@talent/contract';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { privacyRequests, seekers, sites, users } from '../../../db/schema/index.js';
import { inTenant, sameTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

export type ExportRow = typeof privacyRequests.$inferSelect;

const exportWithin = (scope: SiteScope) => and(inTenant(privacyRequests, scope), eq(privacyRequests.kind, 'export'))!;

/** A pending export, written in the caller's transaction beside its job. */
export async function insertExportRequest(
  q: Queryable,
  scope: SiteScope,
  values: { seekerId: string; origin: PrivacyRequestOrigin; actorUserId: number | null },
): Promise<string> {
  const [row] = await q
    .insert(privacyRequests)
    .values({
      accountId: scope.accountId,
      siteId: scope.siteId,
      seekerId: values.seekerId,
      kind: 'export',
      origin: values.origin,
      status: 'pending',
      actorUserId: values.actorUserId,
    })
    .returning({ id: privacyRequests.id });
  return row!.id;
}

// The candidate's name is read live (null once erased); the request itself holds no personal data.
const viewColumns = {
  request: privacyRequests,
  seekerFirst: seekers.firstName,
  seekerLast: seekers.lastName,
  siteName: sites.name,
  actorName: users.name,
};

type ViewRow = {
  request: ExportRow;
  seekerFirst: string | null;
  seekerLast: string | null;
  siteName: string;
  actorName: string | null;
};

const viewQuery = (q: Queryable) =>
  q
    .select(viewColumns)
    .from(privacyRequests)
    .innerJoin(sites, and(eq(sites.id, privacyRequests.siteId), sameTenant(sites, privacyRequests)))
    .leftJoin(seekers, and(eq(seekers.id, privacyRequests.seekerId), sameTenant(seekers, privacyRequests)))
    .leftJoin(users, eq(users.id, privacyRequests.actorUserId));

const toRequest = (r: ViewRow): PrivacyRequest => {
  const name = r.seekerFirst === null ? null : `${r.seekerFirst} ${r.seekerLast ?? ''}`.trim();
  const q = r.request;
  return {
    id: q.id,
    kind: q.kind,
    origin: q.origin,
    status: q.status,
    mode: q.mode,
    reason: q.reason,
    seeker_id: q.seekerId,
    seeker_name: name || null,
    site_id: q.siteId,
    site_name: r.siteName,
    actor_name: r.actorName,
    created_at: q.createdAt.toISOString(),
    completed_at: q.completedAt?.toISOString() ?? null,
    // Shown only while the ZIP is still there to download.
    expires_at: q.fileKey && q.expiresAt ? q.expiresAt.toISOString() : null,
    file_size: q.fileSize,
    summary: q.summary,
  };
};

/** The site's export `id` as shown to staff, or null. */
export async function findExportView(q: Queryable, scope: SiteScope, id: string): Promise<PrivacyRequest | null> {
  const [row] = await viewQuery(q).where(and(exportWithin(scope), eq(privacyRequests.id, id)));
  return row ? toRequest(row) : null;
}

/** A candidate's exports at the site, newest first. */
export async function listSeekerExports(q: Queryable, scope: SiteScope, seekerId: string): Promise<PrivacyRequest[]> {
  const rows = await viewQuery(q)
    .where(and(exportWithin(scope), eq(privacyRequests.seekerId, seekerId)))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(50);
  return rows.map(toRequest);
}

/** The site's export `id` as a raw row (with its storage key), or null. */
export async function findExportRow(
  q: Queryable,
  scope: SiteScope,
  id: string,
  forUpdate = false,
): Promise<ExportRow | null> {
  const query = q
    .select()
    .from(privacyRequests)
    .where(and(exportWithin(scope), eq(privacyRequests.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markExportRunning(q: Queryable, scope: SiteScope, id: string): Promise<void> {
  await q
    .update(privacyRequests)
    .set({ status: 'running', error: null })
    .where(and(exportWithin(scope), eq(privacyRequests.id, id)));
}

export async function markExportDone(
  q: Queryable,
  scope: SiteScope,
  id: string,
  done: { fileKey: string; fileSize: number; summary: Record<string, number>; expiresAt: Date },
): Promise<void> {
  await q
    .update(privacyRequests)
    .set({
      status: 'done',
      fileKey: done.fileKey,
      fileSize: done.fileSize,
      summary: done.summary,
      expiresAt: done.expiresAt,
      completedAt: sql`now()`,
      error: null,
    })
    .where(and(exportWithin(scope), eq(privacyRequests.id, id)));
}

/** `error` is a fixed, non-personal description (never an exception's text about the data). */
export async function markExportFailed(
  q: Queryable,
  scope: SiteScope,
  id: string,
  status: 'pending' | 'failed',
  error: string,
): Promise<void> {
  await q
    .update(privacyRequests)
    .set({ status, error, ...(status === 'failed' ? { completedAt: sql`now()` } : {}) })
    .where(and(exportWithin(scope), eq(privacyRequests.id, id)));
}

/** Housekeeping over every tenant: finished exports whose download window has passed. */
export async function expiredExportFiles(
  q: Queryable,
  limit = 200,
): Promise<{ id: string; accountId: number; fileKey: string }[]> {
  const rows = await q
    .select({ id: privacyRequests.id, accountId: privacyRequests.accountId, fileKey: privacyRequests.fileKey })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.kind, 'export'),
        isNotNull(privacyRequests.fileKey),
        lt(privacyRequests.expiresAt, sql`now()`),
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ id: r.id, accountId: r.accountId, fileKey: r.fileKey! }));
}

/** Forgets an expired export's file once it is deleted from storage. */
export async function clearExportFile(q: Queryable, accountId: number, id: string): Promise<void> {
  await q
    .update(privacyRequests)
    .set({ fileKey: null })
    .where(and(inTenant(privacyRequests, accountId), eq(privacyRequests.id, id)));
}

/** The site's name, as the export and its mail show it. */
export async function siteNameOf(q: Queryable, scope: SiteScope): Promise<string | null> {
  const [row] = await q
    .select({ name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, scope.siteId), inTenant(sites, scope.accountId)));
  return row?.name ?? null;
}
