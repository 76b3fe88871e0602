import { z } from 'zod';
import { LOCALES } from '../locales/index.js';

export const PRIVACY_NOTICE_TITLE_MAX = 200;
export const PRIVACY_NOTICE_BODY_MAX = 20_000;

export const PrivacyNoticeTextSchema = z.object({
  title: z.string().trim().min(1).max(PRIVACY_NOTICE_TITLE_MAX),
  body: z.string().trim().min(1).max(PRIVACY_NOTICE_BODY_MAX),
});
export type PrivacyNoticeText = z.infer<typeof PrivacyNoticeTextSchema>;

/** A notice is published in every language the portal speaks. */
export const PrivacyNoticeTextsSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, PrivacyNoticeTextSchema])) as Record<
    (typeof LOCALES)[number],
    typeof PrivacyNoticeTextSchema
  >,
);
export type PrivacyNoticeTexts = z.infer<typeof PrivacyNoticeTextsSchema>;

/** One published version of a site's privacy notice. */
export const PrivacyNoticeSchema = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    version: z.number().int(),
    texts: PrivacyNoticeTextsSchema,
    requires_reconsent: z.boolean(),
    published_at: z.iso.datetime(),
    published_by_name: z.string().nullable(),
    /** Candidates whose latest consent is to this version. */
    consents: z.number().int(),
  })
  .meta({ id: 'PrivacyNotice' });
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;

export const PrivacyNoticesSchema = z.object({ data: z.array(PrivacyNoticeSchema) });

/** Publishes the selected site's next version. */
export const PublishPrivacyNoticeBodySchema = z.object({
  texts: PrivacyNoticeTextsSchema,
  /** Consents to earlier versions stop counting as valid (candidates can be asked again). */
  requires_reconsent: z.boolean().default(false),
});
export type PublishPrivacyNoticeBody = z.infer<typeof PublishPrivacyNoticeBodySchema>;

/** How many candidates were asked to accept the current notice. */
export const ReconsentResultSchema = z.object({ sent: z.number().int() });
export type ReconsentResult = z.infer<typeof ReconsentResultSchema>;

/** The notice a public form shows in the visitor's language, and where to read it in full. */
export const PublicPrivacyNoticeSchema = z
  .object({ version: z.number().int(), title: z.string(), body: z.string(), url: z.string() })
  .meta({ id: 'PublicPrivacyNotice' });
export type PublicPrivacyNotice = z.infer<typeof PublicPrivacyNoticeSchema>;

/** A signed link's query (`?token=`): a missing or malformed token answers the "link not valid" page. */
export const PrivacyLinkQuerySchema = z.object({ token: z.string().max(4096).default('') });
export type PrivacyLinkQuery = z.infer<typeof PrivacyLinkQuerySchema>;

/** What the manage page's buttons post (form-encoded): a copy, the erase question, then its confirmation. */
export const PRIVACY_MANAGE_ACTIONS = ['export', 'erase', 'erase_confirm'] as const;
export const PrivacyManageBodySchema = z.object({
  token: z.string().max(4096).default(''),
  action: z.enum(PRIVACY_MANAGE_ACTIONS),
});
export type PrivacyManageBody = z.infer<typeof PrivacyManageBodySchema>;

/** The public notice page: a site, a language (else the browser's), a version (else the latest). */
export const PrivacyNoticePageQuerySchema = z.object({
  site: z.coerce.number().int().min(1).max(2_147_483_647),
  lang: z.string().max(10).optional(),
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type PrivacyNoticePageQuery = z.infer<typeof PrivacyNoticePageQuerySchema>;
