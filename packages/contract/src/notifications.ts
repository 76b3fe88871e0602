import { z } from 'zod';
import { PageMetaSchema, PaginationQuery } from './common.js';
import { NOTIFICATION_KINDS } from './notification-kinds.js';

export {
  IMPERSONATION_TRAIL_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STREAM_EVENT,
  type NotificationKind,
  type NotificationParams,
} from './notification-kinds.js';

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
