import { z } from 'zod';
import { one, PaginationQuery, page, tagChange } from './common.js';
import { LocalizedLabel } from './employers.js';
import { ApplicationScreeningSchema } from './screening.js';
import { SeekerSchema } from './seekers.js';
import { UndoTicketSchema } from './undo.js';

/** The statuses of an application still in the pipeline: each may imply one of the site's stages. */
export const ACTIVE_APPLICATION_STATUSES = [
  'new',
  'applied',
  'registered',
  'invited',
  'screening',
  'shortlisted',
  'interviewed',
  'offered',
] as const;
/**
 * Statuses that end an application: it leaves the board's stage columns for its "Closed" lane and
 * keeps the stage it reached (where it left the pipeline). They imply no stage.
 */
export const CLOSED_APPLICATION_STATUSES = ['unsuccessful', 'withdrawn'] as const;

/**
 * Spec §4: an application's status, active or closed (a new one is added to either list). Any
 * status may follow any other (the spec shows no transition rules); each change asks for
 * confirmation naming both, and mails the candidate.
 */
export const APPLICATION_STATUSES = [...ACTIVE_APPLICATION_STATUSES, ...CLOSED_APPLICATION_STATUSES] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ActiveApplicationStatus = (typeof ACTIVE_APPLICATION_STATUSES)[number];
export const isClosedStatus = (status: ApplicationStatus) =>
  (CLOSED_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
/** `filter[state]`: applications still in the pipeline, or closed ones. */
export const APPLICATION_STATES = ['active', 'closed'] as const;

export const APPLICATION_TAGS_MAX = 20;
export const APPLICATION_TAG_MAX = 40;
export const APPLICATION_BULK_MAX = 100;
export const APPLICATION_FEEDBACK_NOTES_MAX = 5000;
/** Cards per stage column of the board (the rest are counted, and reached through the list). */
export const APPLICATION_BOARD_CARDS = 50;
export const APPLICATION_STAGES_MAX = 12;

const uuid = z.uuid();
const date = z.iso.date();

/** A pipeline column of the site (`settings.application_stages`), named in three languages. */
export const ApplicationStageSchema = z
  .object({
    key: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/)
      .describe('Stable key stored on applications.'),
    name: z.string().describe('In the caller’s language.'),
    label: LocalizedLabel,
    statuses: z
      .array(z.enum(ACTIVE_APPLICATION_STATUSES))
      .describe('Statuses that move an application to this stage when it is set (each in one stage at most).'),
  })
  .meta({ id: 'ApplicationStage' });
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;
export const ApplicationStagesResponse = z.object({ data: z.array(ApplicationStageSchema) });

export const ApplicationAnswerSchema = z.object({ question: z.string(), answer: z.string() });

export const ApplicationFeedbackSchema = z
  .object({
    id: uuid,
    rating: z.number().int().min(1).max(5),
    notes: z.string().nullable(),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SeekerApplicationFeedback' });
export type ApplicationFeedback = z.infer<typeof ApplicationFeedbackSchema>;

export const ApplicationSchema = z
  .object({
    id: uuid,
    site_id: z.number().int(),
    seeker: z.object({ id: uuid, name: z.string(), email: z.string(), status: SeekerSchema.shape.status }),
    job: z.object({ id: uuid, title: z.string(), consultant_id: z.number().int().nullable() }),
    employer: z.object({ id: z.number().int(), name: z.string() }),
    status: z.enum(APPLICATION_STATUSES),
    stage: z.string().nullable().describe('Key of one of the site’s stages.'),
    tags: z.array(z.string()),
    enabled: z.boolean(),
    rating: z
      .object({ average: z.number().nullable(), count: z.number().int() })
      .describe('Staff feedback on this application: mean rating (one decimal) and how many.'),
    created_at: z.iso.datetime().describe('When the candidate applied.'),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationResponse = one(ApplicationSchema);

export const APPLICATION_SORTS = [
  '-created_at',
  'created_at',
  '-updated_at',
  'updated_at',
  'status',
  '-status',
  'seeker',
  '-seeker',
] as const;

export const ApplicationListQuery = PaginationQuery.extend({
  sort: z.enum(APPLICATION_SORTS).default('-created_at'),
  'filter[status]': z.enum(APPLICATION_STATUSES).optional(),
  'filter[stage]': z.string().trim().min(1).max(40).optional(),
  'filter[job]': uuid.optional(),
  'filter[employer]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[consultant]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[tag]': z.string().trim().min(1).max(APPLICATION_TAG_MAX).optional(),
  'filter[enabled]': z.enum(['true', 'false']).optional(),
  'filter[state]': z
    .enum(APPLICATION_STATES)
    .optional()
    .describe('`active`: still in the pipeline; `closed`: unsuccessful or withdrawn.'),
  'filter[from]': date.optional().describe('Applied on or after this day (UTC).'),
  'filter[to]': date.optional().describe('Applied on or before this day (UTC).'),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;
export const ApplicationListResponse = page(ApplicationSchema);
/** GET /v1/applications/export.csv: the list's `q` and filters. */
export const ApplicationExportQuery = ApplicationListQuery.omit({ page: true, per_page: true, sort: true });
/** GET /v1/jobs/{uuid}/applications: the list of one job (the job is the path's). */
export const JobApplicationsQuery = ApplicationListQuery.omit({ 'filter[job]': true });

/**
 * GET /v1/applications/board: the filtered active applications by stage (no stage → the first), and
 * the closed ones apart.
 */
export const ApplicationBoardQuery = ApplicationListQuery.omit({ page: true, per_page: true, sort: true });
export type ApplicationBoardQuery = z.infer<typeof ApplicationBoardQuery>;
const BoardCards = z.object({
  total: z.number().int(),
  items: z.array(ApplicationSchema).describe(`The newest ${APPLICATION_BOARD_CARDS}.`),
});
export const ApplicationBoardSchema = z
  .object({
    columns: z.array(BoardCards.extend({ stage: ApplicationStageSchema })).describe('Active applications only.'),
    closed: BoardCards.describe('Unsuccessful and withdrawn applications, whatever their stage.'),
  })
  .meta({ id: 'ApplicationBoard' });
export type ApplicationBoard = z.infer<typeof ApplicationBoardSchema>;
export const ApplicationBoardResponse = one(ApplicationBoardSchema);

export const ApplicationIdParam = z.object({ uuid });
export const ApplicationFeedbackParam = z.object({ 'application-uuid': uuid });
const Ids = z.array(uuid).min(1).max(APPLICATION_BULK_MAX);
const Tag = z.string().trim().min(1).max(APPLICATION_TAG_MAX);

/** The status to move applications to, and whether candidates hear of it: what the status dialog asks. */
export const ApplicationStatusChange = z.object({
  status: z.enum(APPLICATION_STATUSES),
  email_candidates: z
    .boolean()
    .default(true)
    .describe('false: nobody is e-mailed about this change. Site staff only (403 `mail_suppression_needs_staff`).'),
});
/**
 * POST /v1/applications/status: one or many. Every changed application gets a history row and
 * its candidate an e-mail in their language; all in one transaction (all or none). The e-mails
 * wait until the change can no longer be undone.
 */
export const ChangeApplicationStatusBody = z.object({ ids: Ids, ...ApplicationStatusChange.shape });
/** POST /v1/applications/stage: a move on the board (history, no e-mail). */
export const ChangeApplicationStageBody = z.object({ ids: Ids, stage: z.string().trim().min(1).max(40) });
export const ApplicationEnabledBody = z.object({ enabled: z.boolean() });
export const ApplicationTagsBody = z.object({ tags: z.array(Tag).max(APPLICATION_TAGS_MAX) });
export const ApplicationTagChange = tagChange(Tag, APPLICATION_TAGS_MAX);
export const BulkTagApplicationsBody = ApplicationTagChange.safeExtend({ ids: Ids });
export type BulkTagApplicationsBody = z.infer<typeof BulkTagApplicationsBody>;

export const BULK_APPLICATION_SKIP_REASONS = ['not_found', 'unchanged', 'seeker_disabled', 'too_many_tags'] as const;
export const BulkApplicationResultSchema = z
  .object({
    updated: z.array(uuid),
    skipped: z.array(z.object({ id: uuid, reason: z.enum(BULK_APPLICATION_SKIP_REASONS) })),
    emailed: z.number().int().describe('Candidates e-mailed about the change.'),
  })
  .meta({ id: 'BulkApplicationResult' });
export type BulkApplicationResult = z.infer<typeof BulkApplicationResultSchema>;
export const BulkApplicationResponse = one(BulkApplicationResultSchema);

/** A status change's answer: what changed, and how to take it back while its e-mails wait. */
export const StatusChangeResultSchema = BulkApplicationResultSchema.extend({
  emailed: z.number().int().describe('Candidates to be e-mailed about the change, once it can no longer be undone.'),
  unsubscribed: z
    .number()
    .int()
    .describe('Candidates not e-mailed because they unsubscribed from e-mail about their applications.'),
  undo: UndoTicketSchema.nullable().describe('Null when nothing changed.'),
}).meta({ id: 'StatusChangeResult' });
export type StatusChangeResult = z.infer<typeof StatusChangeResultSchema>;
export const StatusChangeResponse = one(StatusChangeResultSchema);

export const STATUS_UNDO_SKIP_REASONS = ['not_found', 'changed_since'] as const;
/** POST /v1/applications/status/undo: the applications back in their previous status and stage. */
export const UndoStatusChangeResponse = one(
  z.object({
    restored: z.array(uuid),
    skipped: z
      .array(z.object({ id: uuid, reason: z.enum(STATUS_UNDO_SKIP_REASONS) }))
      .describe('`changed_since`: someone changed its status after; it is left as it is, e-mail included.'),
    mails_cancelled: z.number().int(),
  }),
);

export const APPLICATION_TABS = ['overview', 'candidate', 'documents', 'feedback', 'history'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** GET /v1/applications/{uuid}/overview: the application with what the candidate sent. */
export const ApplicationOverviewSchema = ApplicationSchema.extend({
  cover_letter: z.string().nullable().describe('Plain text.'),
  answers: z.array(ApplicationAnswerSchema),
  screening: ApplicationScreeningSchema.nullable().describe('Answers to the job’s screening questions; null: none.'),
}).meta({ id: 'ApplicationOverview' });
export type ApplicationOverview = z.infer<typeof ApplicationOverviewSchema>;
export const ApplicationOverviewResponse = one(ApplicationOverviewSchema);

/** GET /v1/applications/{uuid}/candidate: the candidate as the application's reader may see them. */
export const ApplicationCandidateResponse = one(SeekerSchema);

export const ApplicationDocumentSchema = z
  .object({
    kind: z.enum(['resume', 'cover_letter']),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    download_path: z.string().describe('Under /portal; served as an attachment to an authorised caller.'),
  })
  .meta({ id: 'ApplicationDocument' });
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;
export const ApplicationDocumentsResponse = z.object({ data: z.array(ApplicationDocumentSchema) });

export const ApplicationFeedbackListResponse = z.object({
  data: z.array(ApplicationFeedbackSchema),
  meta: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export const ApplicationFeedbackBody = z.object({
  rating: z.number().int().min(1).max(5),
  notes: z
    .string()
    .trim()
    .max(APPLICATION_FEEDBACK_NOTES_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ApplicationFeedbackBody = z.infer<typeof ApplicationFeedbackBody>;
export const ApplicationFeedbackResponse = one(ApplicationFeedbackSchema);

/** `status_undone`: a status change taken back (`from` the undone status, `to` the one restored). */
export const APPLICATION_EVENT_KINDS = ['applied', 'status', 'status_undone', 'stage', 'enabled', 'disabled'] as const;
export const ApplicationEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(APPLICATION_EVENT_KINDS),
    from: z.string().nullable().describe('Status or stage key before (status and stage events).'),
    to: z.string().nullable(),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    emailed: z.boolean().describe('Whether the candidate was e-mailed about it.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ApplicationEvent' });
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export const ApplicationHistoryResponse = z.object({ data: z.array(ApplicationEventSchema) });

export const ApplicationStatusOptionSchema = z.object({ value: z.enum(APPLICATION_STATUSES), label: z.string() });
/** GET /v1/application-statuses: labelled in the caller's language. */
export const ApplicationStatusesResponse = z.object({ data: z.array(ApplicationStatusOptionSchema) });
