// Without zod, so the screens that compare versions stay light.

/**
 * What a visitor reads in a job's advert, and so what moderation reviews: an edit of one of these
 * on an approved job waits for review where the site reviews jobs. Dates, product, tags, consultant
 * and screening questions are the listing's terms and the staff's bookkeeping, not reviewed content.
 */
export const JOB_CONTENT_FIELDS = [
  'title',
  'description',
  'work_type',
  'pay_type',
  'pay_min',
  'pay_max',
  'currency',
  'key_selling_points',
  'links',
  'banner',
  'reference_number',
  'classifications',
] as const;
export type JobContentField = (typeof JOB_CONTENT_FIELDS)[number];

/** How a job's edit stands: waiting, made live, refused, or taken back by its author. */
export const JOB_REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type JobRevisionStatus = (typeof JOB_REVISION_STATUSES)[number];

/** Why a job waits for a moderator: published and not yet live, or an edit of an approved job. */
export const JOB_REVIEW_KINDS = ['new', 'edit'] as const;
export type JobReviewKind = (typeof JOB_REVIEW_KINDS)[number];

type Content = { [K in JobContentField]: unknown };

// Links are compared as pairs: jsonb does not keep an object's key order.
const comparable = (field: JobContentField, value: unknown) =>
  JSON.stringify(
    field === 'links' && Array.isArray(value)
      ? value.map((l: { label?: unknown; url?: unknown }) => [l.label, l.url])
      : (value ?? null),
  );

/** The content fields whose values differ between two versions, in the advert's order. */
export const changedJobContent = (from: Content, to: Content): JobContentField[] =>
  JOB_CONTENT_FIELDS.filter((field) => comparable(field, from[field]) !== comparable(field, to[field]));
