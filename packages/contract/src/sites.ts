import { z } from 'zod';

/** A host name (no scheme, port or path), lower case: `jobs.acme.test`. */
export const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const SiteSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    name: z.string(),
    domain: z.string().nullable().describe('Host of the public job board.'),
    figures: z
      .object({
        employers: z.number().int().describe('Active employers.'),
        live_jobs: z.number().int(),
        candidates: z.number().int(),
        applications_30d: z.number().int().describe('Applications received in the last 30 days.'),
      })
      .describe('Key figures, counted now.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof SiteSchema>;
export const SiteListResponse = z.object({ data: z.array(SiteSchema) });
export const SiteResponse = z.object({ data: SiteSchema });

/** POST /v1/sites and PUT /v1/sites/{id}: account staff name a site and its host. */
export const SaveSiteBody = z.object({
  name: z.string().trim().min(1).max(120),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(HOSTNAME)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SaveSiteBody = z.infer<typeof SaveSiteBody>;
