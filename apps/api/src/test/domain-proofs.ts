import type { Harness } from './harness.js';

/** A proven name (e-mail domain or brand host) as the API shows it. */
export type ProvenNameJson = {
  id: string;
  domain: string;
  status: string;
  record_name: string;
  record_value: string;
  verified_by: string | null;
  verified_by_name: string | null;
  verified_at: string | null;
  approval_reason: string | null;
};

/**
 * The proof flow's calls under `url` (`/portal/v1/accounts/hosts` or `…/email-domains`), as `token`
 * in an account (Acme unless named). `t` is read at each call: the harness starts in `beforeAll`.
 */
export function proofCalls(t: () => Harness, url: string) {
  const inAccount = (token: string, account?: number) => ({ token, select: { account: account ?? t().ids.acme } });
  return {
    url,
    inAccount,
    async claim(token: string, domain: string, account?: number) {
      const res = await t().call({ method: 'POST', url, ...inAccount(token, account), payload: { domain } });
      return { res, data: res.json().data as ProvenNameJson };
    },
    check: (token: string, id: string, account?: number, headers: Record<string, string> = {}) =>
      t().call({ method: 'POST', url: `${url}/${id}/check`, ...inAccount(token, account), headers }),
    approve: (token: string, id: string, reason: string, account?: number) =>
      t().call({ method: 'POST', url: `${url}/${id}/approve`, ...inAccount(token, account), payload: { reason } }),
    remove: (token: string, id: string, account?: number) =>
      t().call({ method: 'DELETE', url: `${url}/${id}`, ...inAccount(token, account) }),
  };
}
