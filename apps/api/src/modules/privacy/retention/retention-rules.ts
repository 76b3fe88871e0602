import type { AccountRule, SiteRule } from './retention.repo.js';

/** A site's retention period: its own when the account allows it, else the account's; within the platform's bounds. */
export function effectiveMonths(
  account: Pick<AccountRule, 'months' | 'siteOverrideAllowed'>,
  site: Pick<SiteRule, 'overrideMonths'>,
  limits: { minMonths: number; maxMonths: number },
): number {
  const wanted = account.siteOverrideAllowed && site.overrideMonths !== null ? site.overrideMonths : account.months;
  return Math.min(limits.maxMonths, Math.max(limits.minMonths, wanted));
}

/** `date` moved by whole calendar months (UTC), the day kept or, past a shorter month's end, its last day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

/** A date as a candidate reads it in their language (the day, in UTC like the sweep). */
export const formatDay = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
