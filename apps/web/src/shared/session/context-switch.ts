import type { Me } from '@talent/contract';
import type { Selection } from '../selection/selection-store.js';

export type ContextOption = {
  key: string;
  selection: Selection;
  account: string;
  site: string;
  employer: string | null;
};

export const selectionKey = (s: Selection) => `${s.accountId ?? ''}/${s.siteId ?? ''}/${s.employerId ?? ''}`;

/** Every account › site (› employer, for employer users) the user can work in. */
export function contextOptions(me: Me): ContextOption[] {
  return me.accounts.flatMap((account) =>
    account.sites.flatMap((site) => {
      const employers = site.employers.length > 0 ? site.employers : [null];
      return employers.map((employer) => {
        const selection = { accountId: account.id, siteId: site.id, employerId: employer?.id ?? null };
        return {
          key: selectionKey(selection),
          selection,
          account: account.name,
          site: site.name,
          employer: employer?.name ?? null,
        };
      });
    }),
  );
}

type Place = { pathname: string; search: string; hash: string };

/**
 * Where to reload after a switch (spec §2): `/{a}/{s}/rest` → `/{new a}/{new s}/rest`,
 * `/{a}/sites|users|audit-log|brand|security|privacy…` → `/{new a}/…`, anything else stays where it is. Query and hash are kept
 * only when the path stays the same: filters of another tenant mean nothing in the new one.
 */
export function switchTarget(place: Place, next: Selection): string {
  const { pathname } = place;
  const site = /^\/\d+\/\d+(\/.*)?$/.exec(pathname);
  if (site && next.accountId !== null && next.siteId !== null) {
    const target = `/${next.accountId}/${next.siteId}${site[1] ?? ''}`;
    return target === pathname ? `${target}${place.search}${place.hash}` : target;
  }
  const account = /^\/\d+(\/(?:sites|users|audit-log|brand|security|privacy)(?:\/.*)?)$/.exec(pathname);
  if (account && next.accountId !== null) {
    const target = `/${next.accountId}${account[1]}`;
    return target === pathname ? `${target}${place.search}${place.hash}` : target;
  }
  return `${pathname}${place.search}${place.hash}`;
}
