// Kept apart from notifications.ts (its schemas) so the signed-in layout, which needs only these for
// the bell and the inbox, does not carry zod with it.
/**
 * What a notification is about. Subject and content are written in the reader's language when
 * read (from `kind` and its parameters), so a language switch translates the inbox too.
 */
export const NOTIFICATION_KINDS = [
  'employer_on_hold',
  'job_on_hold',
  'job_rejected',
  'job_edit_pending',
  'job_edit_rejected',
  'job_flagged',
  'credits_purchased',
  'application_received',
  'impersonated',
  'invitation_received',
  'invitation_accepted',
  'invitation_declined',
  'webhook_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/**
 * Notices that tell someone they were acted as: someone acting as them cannot delete them or mark
 * them read (SECURITY 28), so the person finds them unread.
 */
export const IMPERSONATION_TRAIL_KINDS: readonly NotificationKind[] = ['impersonated'];
/** Parameters the templates may use. */
export type NotificationParams = Partial<
  Record<
    'employer' | 'site' | 'job' | 'reason' | 'quantity' | 'seeker' | 'actor' | 'place' | 'role' | 'person' | 'url',
    string
  >
>;

/** Server-sent event on GET /v1/notifications/stream: the unread count, at once and on each change. */
export const NOTIFICATION_STREAM_EVENT = 'unread';
