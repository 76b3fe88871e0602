import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { siteForms } from '../../db/schema/index.js';

const HOSTED_FORM_PATH = /^\/forms\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The origins that may frame the SPA page at `path`: a published form's allowed origins for its
 * hosted page `/forms/{uuid}`, nothing for any other page (they keep `frame-ancestors 'none'`).
 * Origins were checked as https origins when saved (contract `SiteFormOriginSchema`).
 */
export async function hostedFormFrameAncestors(q: Queryable, path: string): Promise<string[]> {
  const uuid = HOSTED_FORM_PATH.exec(path)?.[1];
  if (!uuid) return [];
  const [row] = await q
    .select({ origins: siteForms.allowedOrigins })
    .from(siteForms)
    .where(and(eq(siteForms.uuid, uuid.toLowerCase()), eq(siteForms.status, 'published')));
  return row?.origins ?? [];
}
