import { CMS_TOKEN_SECONDS, type CmsClaims, type CmsToken } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { siteSettings } from '../employers/employers.repo.js';
import { signCmsToken } from './cms-token.js';

/** Who asks for the editor: the signed-in person, and the staff member acting as them, if any. */
export type CmsEditor = { user: { id: number; name: string; email: string }; impersonatorUserId: number | null };

/** A short-lived, audited proof of who edits which site, and the editor's address carrying it. */
export async function issueCmsToken(
  ctx: AppContext,
  scope: SiteScope,
  editor: CmsEditor,
  actor: AuditActor,
): Promise<CmsToken> {
  const { name } = await siteSettings(ctx.db, scope);
  const now = Math.floor(Date.now() / 1000);
  const claims: CmsClaims = {
    iss: ctx.config.publicUrl,
    aud: 'cms',
    sub: String(editor.user.id),
    name: editor.user.name,
    email: editor.user.email,
    account: scope.accountId,
    site: { id: scope.siteId, name },
    ...(editor.impersonatorUserId === null ? {} : { act: { sub: String(editor.impersonatorUserId) } }),
    iat: now,
    exp: now + CMS_TOKEN_SECONDS,
  };
  const token = await signCmsToken(claims, ctx.config.cms.tokenSecret);
  await recordAudit(ctx.db, actor, {
    action: 'cms.token_issued',
    subjectType: 'site',
    subjectId: scope.siteId,
    accountId: scope.accountId,
    siteId: scope.siteId,
  });
  const url = ctx.config.cms.editorUrl;
  return {
    token,
    token_type: 'Bearer',
    expires_in: CMS_TOKEN_SECONDS,
    editor_url: url ? `${url}${url.includes('#') ? '&' : '#'}token=${token}` : null,
  };
}
