/**
 * The keys a `job_feedback` form's fields follow (checked when it is published): the handler maps
 * them to a rating, and a held rating's text is read back from its submission by them.
 */
export const JOB_FEEDBACK_KEYS = { rating: 'rating', recommend: 'recommend', comment: 'comment', name: 'name' };

/** The longest comment and name a rating keeps. */
export const FEEDBACK_TEXT_MAX = { comment: 5000, name: 255 };
