import { catalogues, interpolate, isLocale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import { findMailee } from './two-factor.repo.js';

export type TwoFactorNotice = 'enabled' | 'disabled' | 'recovery_code_used';

const TEXTS = {
  enabled: ['twoFactorEnabledSubject', 'twoFactorEnabledBody'],
  disabled: ['twoFactorDisabledSubject', 'twoFactorDisabledBody'],
  recovery_code_used: ['recoveryCodeUsedSubject', 'recoveryCodeUsedBody'],
} as const;

/**
 * Tells the person, in their own language, that their sign-in changed: if it was not them, this
 * is how they find out. Written in the caller's transaction (the outbox), like every mail.
 */
export async function mailTwoFactorNotice(
  q: Queryable,
  links: LinkContext,
  userId: number,
  notice: TwoFactorNotice,
  params: { left?: number } = {},
) {
  const person = await findMailee(q, userId);
  if (!person) return;
  const locale = isLocale(person.locale) ? person.locale : 'en';
  const text = catalogues[locale].mail;
  const brand = await linksFor(q, links, { userId });
  const [subject, body] = TEXTS[notice];
  const values = { name: person.name, brand: brand.brandName, left: params.left ?? 0 };
  await enqueueMail(q, {
    accountId: brand.accountId,
    to: person.email,
    locale,
    template: `two_factor_${notice}`,
    subject: interpolate(text[subject], values),
    text: interpolate(text[body], values),
  });
}
