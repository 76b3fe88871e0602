import { createHmac } from 'node:crypto';

/** `X-Talent-Signature`: v1=<hex HMAC-SHA256 of "<timestamp>.<body>"> under the source's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The purpose a source's secret is encrypted under (platform/secrets.ts). */
export const webhookSecretPurpose = (sourceUuid: string) => `webhook:${sourceUuid}`;
