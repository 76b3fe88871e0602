import type { AverageRating, JobFeedback } from '@talent/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { jobFeedback } from '../../db/schema/index.js';

export async function listFeedback(q: Queryable, jobId: string, paging: { page: number; per_page: number }) {
  const where = eq(jobFeedback.jobId, jobId);
  const [rows, [totals]] = await Promise.all([
    q
      .select()
      .from(jobFeedback)
      .where(where)
      .orderBy(desc(jobFeedback.createdAt), desc(jobFeedback.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    q.select({ n: count() }).from(jobFeedback).where(where),
  ]);
  return {
    rows: rows.map(
      (r): JobFeedback => ({
        id: r.id,
        rating: r.rating,
        recommend: r.recommend,
        additional_feedback: r.additionalFeedback,
        author_name: r.authorName,
        created_at: r.createdAt.toISOString(),
      }),
    ),
    total: totals?.n ?? 0,
  };
}

export async function averageRating(q: Queryable, jobId: string): Promise<AverageRating> {
  const rows = await q
    .select({
      rating: jobFeedback.rating,
      n: count(),
      recommended: sql<number>`count(*) filter (where ${jobFeedback.recommend})`.mapWith(Number),
    })
    .from(jobFeedback)
    .where(eq(jobFeedback.jobId, jobId))
    .groupBy(jobFeedback.rating);
  const distribution = [1, 2, 3, 4, 5].map((rating) => rows.find((r) => r.rating === rating)?.n ?? 0);
  const total = distribution.reduce((a, b) => a + b, 0);
  if (total === 0) return { average: null, count: 0, recommend_percent: null, distribution };
  const sum = rows.reduce((acc, r) => acc + r.rating * r.n, 0);
  const recommended = rows.reduce((acc, r) => acc + r.recommended, 0);
  return {
    average: Math.round((sum / total) * 10) / 10,
    count: total,
    recommend_percent: Math.round((recommended / total) * 100),
    distribution,
  };
}
