import { randomBytes } from 'node:crypto';

/** A brand host the seed sets as proven: `.test` and demo hosts publish no DNS record, so staff vouch for them. */
export const provenHost = (accountId: number, domain: string) => ({
  accountId,
  domain,
  token: randomBytes(24).toString('base64url'),
  verifiedAt: new Date(),
  verifiedBy: 'staff' as const,
  approvalReason: 'Demo data: a demo host cannot publish the DNS record.',
});
