import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { siteForms } from '../../db/schema/index.js';
import type { WebPageAnswer } from '../../platform/web.plugin.js';
import { servesAccount } from '../branding/public-host.js';

const HOSTED_FORM_PATH = /^\/forms\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * How the SPA answers the hosted form page `/forms/{uuid}` (null for any other page, which keeps
 * `frame-ancestors 'none'`). A published form on a host that serves its account (its brand hosts,
 * PUBLIC_URL's: `servesAccount`) may be framed by its allowed origins, checked as https origins when
 * saved. Anywhere else, and for a form that is not live, the page is a 404 that nobody may frame;
 * the app in it says "Form not available." as the API does (SECURITY 35).
 */
export async function hostedFormPage(
  ctx: { db: Queryable; config: { publicUrl: string } },
  path: string,
  requestHost: string | undefined,
): Promise<WebPageAnswer | null> {
  const uuid = HOSTED_FORM_PATH.exec(path)?.[1];
  if (!uuid) return null;
  const [form] = await ctx.db
    .select({ accountId: siteForms.accountId, origins: siteForms.allowedOrigins })
    .from(siteForms)
    .where(and(eq(siteForms.uuid, uuid.toLowerCase()), eq(siteForms.status, 'published')));
  if (!form || !(await servesAccount(ctx, requestHost, form.accountId))) return { status: 404, frameAncestors: [] };
  return { status: 200, frameAncestors: form.origins };
}
