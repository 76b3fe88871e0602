import { catalogues, interpolate, isLocale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, linksFor } from '../branding/links.js';
import { accountName, accountOwners } from './identity-providers.repo.js';

export type ProviderChange = 'added' | 'changed' | 'removed';

const SUBJECTS = {
  added: 'identityProviderAddedSubject',
  changed: 'identityProviderChangedSubject',
  removed: 'identityProviderRemovedSubject',
} as const;

/**
 * Tells every owner of the account, each in their language, that how people sign in to it
 * changed: a provider added by someone else (or by a thief of a session) is how an attacker
 * would keep a way in.
 */
export async function mailProviderChange(
  q: Queryable,
  links: LinkContext,
  accountId: number,
  change: ProviderChange,
  values: { actor: string; provider: string },
) {
  const account = await accountName(q, accountId);
  for (const owner of await accountOwners(q, accountId)) {
    const locale = isLocale(owner.locale) ? owner.locale : 'en';
    const text = catalogues[locale].mail;
    const brand = await linksFor(q, links, { userId: owner.id, accountId });
    const params = { ...values, name: owner.name, account, brand: brand.brandName };
    await enqueueMail(q, {
      accountId,
      to: owner.email,
      locale,
      template: `identity_provider_${change}`,
      subject: interpolate(text[SUBJECTS[change]], params),
      text: interpolate(text.identityProviderBody, params),
    });
  }
}
