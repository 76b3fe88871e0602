import { z } from 'zod';

/**
 * The unsubscribe link of candidate mail (`List-Unsubscribe`): the signed token rides in the query,
 * for the page (GET) and for the one-click POST alike, as RFC 8058 has the POST go to the very URL
 * of the header. Any string up to a signed link's length is accepted: a broken one is answered
 * "link not valid", never a validation error.
 */
export const UnsubscribeLinkQuery = z.object({ token: z.string().max(4096).default('') });
export type UnsubscribeLinkQuery = z.infer<typeof UnsubscribeLinkQuery>;

/**
 * The one-click POST's form (RFC 8058 §3.1): `List-Unsubscribe=One-Click`, form-encoded or
 * multipart, as a mail provider sends it; the page's button sends the same.
 */
export const UnsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/**
 * The "subscribe again" button of the page shown once unsubscribed (form-encoded, to the resubscribe
 * URL with the same token): the candidate changed their mind.
 */
export const ResubscribeBody = z.object({ subscribe: z.literal('again') });
export type ResubscribeBody = z.infer<typeof ResubscribeBody>;
