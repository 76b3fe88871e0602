import type { ApplicationFeedback, ApplicationFeedbackBody } from '@talent/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { applicationFeedback, users } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** Staff's ratings and notes on one application, newest first, with their mean (one decimal). */
export async function listApplicationFeedback(q: Queryable, accountId: number, applicationId: string) {
  const rows = await q
    .select({ feedback: applicationFeedback, authorName: users.name })
    .from(applicationFeedback)
    .leftJoin(users, eq(users.id, applicationFeedback.authorUserId))
    .where(and(inTenant(applicationFeedback, accountId), eq(applicationFeedback.applicationId, applicationId)))
    .orderBy(desc(applicationFeedback.createdAt), desc(applicationFeedback.id));
  const data = rows.map(({ feedback: f, authorName }) => toFeedback(f, authorName));
  const sum = data.reduce((acc, f) => acc + f.rating, 0);
  return {
    data,
    meta: { average: data.length ? Math.round((sum / data.length) * 10) / 10 : null, count: data.length },
  };
}

function toFeedback(f: typeof applicationFeedback.$inferSelect, authorName: string | null): ApplicationFeedback {
  return {
    id: f.id,
    rating: f.rating,
    notes: f.notes,
    author: f.authorUserId === null || authorName === null ? null : { id: f.authorUserId, name: authorName },
    created_at: f.createdAt.toISOString(),
  };
}

export async function insertApplicationFeedback(
  q: Queryable,
  accountId: number,
  applicationId: string,
  body: ApplicationFeedbackBody,
  authorUserId: number | null,
): Promise<ApplicationFeedback> {
  const [row] = await q
    .insert(applicationFeedback)
    .values({ accountId, applicationId, rating: body.rating, notes: body.notes, authorUserId })
    .returning();
  const [author] =
    authorUserId === null ? [] : await q.select({ name: users.name }).from(users).where(eq(users.id, authorUserId));
  return toFeedback(row!, author?.name ?? null);
}
