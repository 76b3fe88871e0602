import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { type BrandHost, brandHostsOfAccount, brandHostsOfUser } from './brand-hosts.repo.js';

/** Where the links of a message (or a checkout) point, and whose brand it carries. */
export type Links = { linkBase: string; brandName: string; accountId: number | null };

/**
 * What a route hands on for links: PUBLIC_URL, and the host its request came to. That host is
 * only ever compared with brand hosts from the database (SECURITY 21); it is never copied into a URL.
 */
export type LinkContext = { publicUrl: string; requestHost: string | null };

export const linkContextOf = (app: FastifyInstance, request: FastifyRequest): LinkContext => ({
  publicUrl: app.config.publicUrl,
  requestHost: request.host,
});

/**
 * Who a link is for. A portal user (`userId`): the accounts they hold a role in, none for platform
 * staff. Someone who is not a portal user (a candidate): `userId: null` and the account they belong
 * to. `accountId` with a user narrows to that account: a mail about one account carries its brand only.
 */
export type LinkRecipient = { userId: number; accountId?: number | null } | { userId: null; accountId: number };

const DEFAULT_BRAND = 'Talent Portal';

/**
 * The links for `recipient`: on one of their own brand hosts when the request came to exactly that
 * host, otherwise on PUBLIC_URL with the platform's name. Scheme and port are PUBLIC_URL's.
 */
export async function linksFor(q: Queryable, ctx: LinkContext, recipient: LinkRecipient): Promise<Links> {
  const fallback: Links = { linkBase: ctx.publicUrl, brandName: DEFAULT_BRAND, accountId: null };
  const wanted = requestHostname(ctx.requestHost);
  if (wanted === null) return fallback;
  const hosts: BrandHost[] =
    recipient.userId === null
      ? await brandHostsOfAccount(q, recipient.accountId)
      : await brandHostsOfUser(q, recipient.userId, recipient.accountId ?? null);
  const host = hosts.find((h) => h.domain === wanted);
  const linkBase = host && brandBase(ctx.publicUrl, host.domain);
  if (!host || !linkBase) return fallback;
  return { linkBase, brandName: host.brandName || DEFAULT_BRAND, accountId: host.accountId };
}

// A host name as a Host header carries it: DNS labels (an IPv4 address is one) or a bracketed
// IPv6 address, an optional trailing dot, an optional port. Anything else (userinfo, a path, a
// second colon) is not a host we know.
const HOST_HEADER =
  /^(?:((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.?|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;

/** The host name of a Host header, lower-cased, or null when it is not a plain `host[:port]`. */
export function requestHostname(host: string | null | undefined): string | null {
  const match = HOST_HEADER.exec(host ?? '');
  if (!match) return null;
  if (match[3] !== undefined && Number(match[3]) > 65535) return null;
  return (match[1] ?? match[2]!).toLowerCase();
}

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** PUBLIC_URL with its host name replaced by a brand host (`domain` from account_domains), or null if that is no plain host. */
export function brandBase(publicUrl: string, domain: string): string | null {
  if (!DOMAIN.test(domain)) return null;
  const url = new URL(publicUrl);
  url.hostname = domain;
  if (url.hostname !== domain) return null;
  return url.href.replace(/\/$/, '');
}

/**
 * Where a candidate's links point (their privacy page, keep link, export download): the first brand
 * host of their account, with PUBLIC_URL's scheme and port, else PUBLIC_URL. Candidates open these
 * from an e-mail, so there is no request host to honour: the account alone decides (SECURITY 21).
 */
export async function candidateLinkBase(q: Queryable, publicUrl: string, accountId: number): Promise<Links> {
  const [host] = await brandHostsOfAccount(q, accountId);
  const linkBase = host && brandBase(publicUrl, host.domain);
  if (!host || !linkBase) return { linkBase: publicUrl, brandName: DEFAULT_BRAND, accountId };
  return { linkBase, brandName: host.brandName || DEFAULT_BRAND, accountId };
}
