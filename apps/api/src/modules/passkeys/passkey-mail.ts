import { catalogues, interpolate, isLocale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import { findMailee } from '../two-factor/two-factor.repo.js';

const TEXTS = {
  added: ['passkeyAddedSubject', 'passkeyAddedBody'],
  removed: ['passkeyRemovedSubject', 'passkeyRemovedBody'],
} as const;

/**
 * Tells the person a way into their account appeared or went, in their language and with their
 * brand: if it was not them, this is how they find out. In the caller's transaction (the outbox).
 */
export async function mailPasskeyNotice(
  q: Queryable,
  links: LinkContext,
  userId: number,
  notice: keyof typeof TEXTS,
  passkey: { name: string; host: string },
) {
  const person = await findMailee(q, userId);
  if (!person) return;
  const locale = isLocale(person.locale) ? person.locale : 'en';
  const text = catalogues[locale].mail;
  const brand = await linksFor(q, links, { userId });
  const [subject, body] = TEXTS[notice];
  const values = { name: person.name, brand: brand.brandName, passkey: passkey.name, host: passkey.host };
  await enqueueMail(q, {
    accountId: brand.accountId,
    to: person.email,
    locale,
    template: `passkey_${notice}`,
    subject: interpolate(text[subject], values),
    text: interpolate(text[body], values),
  });
}
