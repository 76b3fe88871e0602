import type { JobListQuery } from './jobs.js';

/**
 * The review queue's order, wherever it is shown (its page, the dashboard, "Next in queue"): oldest
 * first. In a module of its own, without zod, so the screens that import it stay light.
 */
export const REVIEW_QUEUE_SORT = 'created_at' satisfies JobListQuery['sort'];
