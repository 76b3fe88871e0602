import { z } from 'zod';
import { LOCALES } from './locales/index.js';

/** The e-mails a portal user can opt out of, one switch each. */
export const EMAIL_NOTIFICATIONS = [
  'employer_on_hold',
  'job_flagged',
  'credits_purchased',
  'application_received',
] as const;
export type EmailNotification = (typeof EMAIL_NOTIFICATIONS)[number];

export const NotificationPreferencesSchema = z
  .object({
    email: z.object({
      employer_on_hold: z.boolean().describe('An employer registration waits for approval.'),
      job_flagged: z.boolean().describe('A job was flagged by a visitor.'),
      credits_purchased: z.boolean().describe('Credits were bought.'),
      application_received: z.boolean().describe('A candidate applied to a job.'),
    }),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Everything on until the user says otherwise (stored preferences are merged over these). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { employer_on_hold: true, job_flagged: true, credits_purchased: true, application_received: true },
};

export const PROFILE_NAME_MAX_LENGTH = 120;

/** PUT /v1/user-account/profile. The e-mail address is not part of it: it cannot be changed here. */
export const UpdateProfileBody = z.object({
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX_LENGTH),
  locale: z.enum(LOCALES),
  notification_preferences: NotificationPreferencesSchema,
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable().describe('Public URL of the avatar image, or null.'),
    locale: z.enum(LOCALES),
    notification_preferences: NotificationPreferencesSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponse = z.object({ data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Avatar uploads (spec §5: the form shows the types and the size in MB). */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Images whose header claims more pixels than this are refused before anyone decodes them. */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** The multipart field that carries the image. */
export const AVATAR_FIELD = 'file';

/** Server-made avatar file names: 128 random bits in hex and the detected extension. */
export const AVATAR_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const AvatarFileParams = z.object({ name: z.string().describe('Server-made file name, e.g. 0123…cdef.png.') });
