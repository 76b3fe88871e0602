import { z } from 'zod';
import { PageMetaSchema, PaginationQuery } from './common.js';

/**
 * What a notification is about. Subject and content are written in the reader's language when
 * read (from `kind` and its parameters), so a language switch translates the inbox too.
 */
export const NOTIFICATION_KINDS = [
  'employer_on_hold',
  'job_on_hold',
  'job_rejected',
  'job_flagged',
  'credits_purchased',
  'application_received',
  'impersonated',
  'invitation_received',
  'invitation_accepted',
  'invitation_declined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/**
 * Notices that tell someone they were acted as: someone acting as them cannot delete them or mark
 * them read (SECURITY 28), so the person finds them unread.
 */
export const IMPERSONATION_TRAIL_KINDS: readonly NotificationKind[] = ['impersonated'];
/** Parameters the templates may use. */
export type NotificationParams = Partial<
  Record<'employer' | 'site' | 'job' | 'reason' | 'quantity' | 'seeker' | 'actor' | 'place' | 'role' | 'person', string>
>;

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    subject: z.string(),
    content: z.string(),
    link: z.string().nullable().describe('Portal path to open, e.g. `/1/1/jobs/hold`.'),
    notified_at: z.iso.datetime(),
    read_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationInboxQuery = PaginationQuery.omit({ q: true }).extend({
  'filter[unread]': z.enum(['true']).optional(),
});
export const NotificationInboxResponse = z.object({
  data: z.array(NotificationSchema),
  meta: PageMetaSchema.extend({ unread: z.number().int() }),
});
export const UnreadCountResponse = z.object({ data: z.object({ unread: z.number().int() }) });
export const NotificationIdParam = z.object({ uuid: z.uuid() });
export const MarkNotificationBody = z.object({ read: z.boolean() });
export const NotificationResponse = z.object({ data: NotificationSchema });

/** Server-sent event on GET /v1/notifications/stream: the unread count, at once and on each change. */
export const NOTIFICATION_STREAM_EVENT = 'unread';
