import { catalogues, interpolate, isLocale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import type { SsoUser } from './sso.repo.js';

/** Tells the person of their first sign-in through a provider: if it was not them, they find out. */
export async function mailFirstSsoSignIn(
  q: Queryable,
  links: LinkContext,
  user: SsoUser,
  accountId: number,
  provider: string,
) {
  const locale = isLocale(user.locale) ? user.locale : 'en';
  const text = catalogues[locale].mail;
  const brand = await linksFor(q, links, { userId: user.id, accountId });
  const values = { name: user.name, provider, brand: brand.brandName };
  await enqueueMail(q, {
    accountId,
    to: user.email,
    locale,
    template: 'sso_first_sign_in',
    subject: interpolate(text.ssoFirstSignInSubject, values),
    text: interpolate(text.ssoFirstSignInBody, values),
  });
}
