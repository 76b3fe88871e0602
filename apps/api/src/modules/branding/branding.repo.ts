import type { Branding } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts } from '../../db/schema/index.js';
import { provenHostsOnly } from './proven-hosts.js';

/** `Acme.Example.com.:8080` → `acme.example.com`; `[::1]:3000` → `::1`. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) h = h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']'));
  else if ((h.match(/:/g) ?? []).length === 1) h = h.slice(0, h.indexOf(':'));
  return h.replace(/\.$/, '');
}

/** Spec §9: the stylesheet URL carries a timestamp version (the brand's last change), so a new one is fetched. */
const versioned = (path: string, changed: Date) => (path ? `${path}?v=${Math.floor(changed.getTime() / 1000)}` : '');

export async function findBrandingByDomain(
  q: Queryable,
  domain: string,
): Promise<(Branding & { accountId: number }) | null> {
  const [a] = await q
    .select({ account: accounts })
    .from(accountDomains)
    .innerJoin(accounts, eq(accounts.id, accountDomains.accountId))
    .where(and(eq(accountDomains.domain, normaliseHost(domain)), provenHostsOnly))
    .limit(1);
  if (!a) return null;
  const { account } = a;
  return {
    accountId: account.id,
    id: account.brandToken,
    name: account.name,
    title: account.title,
    logo_square: account.logoSquare,
    branding: {
      colors: { primary_color: account.primaryColor, primary_darken_color: account.primaryDarkenColor },
      stylesheet: { path: versioned(account.stylesheetPath, account.updatedAt) },
      login: account.loginContent,
      forgot_password: account.forgotPasswordContent,
      register: account.registerContent,
    },
    settings: account.settings,
  };
}

/** The name an account's brand shows (its title, else its name). */
export async function brandNameOfAccount(q: Queryable, accountId: number): Promise<string | null> {
  const [row] = await q
    .select({ title: accounts.title, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ? row.title || row.name : null;
}

export async function findAccountIdByBrandToken(q: Queryable, token: string): Promise<number | null> {
  const [row] = await q.select({ id: accounts.id }).from(accounts).where(eq(accounts.brandToken, token)).limit(1);
  return row?.id ?? null;
}

/** Whether the account is open to the public: not suspended or closing by platform staff (issue 33). */
export async function accountIsOpen(q: Queryable, accountId: number): Promise<boolean> {
  const [row] = await q.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  return row?.status === 'active';
}

/** What an account's mail shows of its brand: its name (title, else name), colour and logo path. */
export async function mailBrandRow(
  q: Queryable,
  accountId: number,
): Promise<{ name: string; color: string; logo: string } | null> {
  const [row] = await q
    .select({ title: accounts.title, name: accounts.name, color: accounts.primaryColor, logo: accounts.logoSquare })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ? { name: row.title || row.name, color: row.color, logo: row.logo } : null;
}
