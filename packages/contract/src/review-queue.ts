/**
 * The review queue's order, wherever it is shown (its page, the dashboard, "Next in queue"): oldest
 * first. A module without zod, so a screen that only needs the order (the dashboard) loads no schema.
 */
export const REVIEW_QUEUE_SORT = 'created_at';
