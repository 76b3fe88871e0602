import type { Harness, Selection } from './harness.js';

/** A version no job has: what a decision names for a job that is not in review. */
const NO_VERSION = '0'.repeat(64);

/**
 * What a moderator's approve or reject names (SECURITY 34): each job with the version of it in review
 * now, as someone who just looked at it (`review.version` of its detail, read with `token`).
 */
export const decisionsOf = (t: Harness, token: string | undefined, select: Selection, ids: string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const res = await t.call({ method: 'GET', url: `/portal/v1/jobs/${id}/detail`, token, select });
      const version = res.statusCode === 200 ? (res.json().data.review?.version as string | undefined) : undefined;
      return { id, version: version ?? NO_VERSION };
    }),
  );
