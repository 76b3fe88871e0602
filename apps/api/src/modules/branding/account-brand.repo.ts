import type { BrandSettings, SaveBrandBody } from '@talent/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import { provenHostsOnly } from './proven-hosts.js';

type Localized = { en: string; fr: string; ar: string };

const localizedOf = (value: unknown): Localized => {
  if (typeof value === 'string') return { en: value, fr: '', ar: '' };
  const texts = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof texts[k] === 'string' ? (texts[k] as string) : '');
  return { en: text('en'), fr: text('fr'), ar: text('ar') };
};

export async function findBrandSettings(q: Queryable, accountId: number): Promise<BrandSettings | null> {
  const [a] = await q.select().from(accounts).where(eq(accounts.id, accountId));
  if (!a) return null;
  const hosts = await q
    .select({ domain: accountDomains.domain })
    .from(accountDomains)
    .where(and(inTenant(accountDomains, accountId), provenHostsOnly))
    .orderBy(asc(accountDomains.domain));
  return {
    name: a.name,
    title: a.title,
    logo_square: a.logoSquare,
    primary_color: a.primaryColor,
    primary_darken_color: a.primaryDarkenColor,
    stylesheet_path: a.stylesheetPath,
    login: { heading: localizedOf(a.loginContent.heading), text: localizedOf(a.loginContent.text) },
    domains: hosts.map((h) => h.domain),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** Writes the brand; other keys of the login section (set by the platform) are kept. */
export async function saveBrand(q: Queryable, accountId: number, body: Required<SaveBrandBody>) {
  const [current] = await q
    .select({ login: accounts.loginContent })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  await q
    .update(accounts)
    .set({
      title: body.title,
      logoSquare: body.logo_square,
      primaryColor: body.primary_color.toLowerCase(),
      primaryDarkenColor: body.primary_darken_color.toLowerCase(),
      stylesheetPath: body.stylesheet_path,
      loginContent: { ...(current?.login ?? {}), heading: body.login.heading, text: body.login.text },
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId));
}
