import { z } from 'zod';

/**
 * The keep link's query and form: the signed token from the notice mail. Any string is accepted
 * (up to the length a signed link can have): a missing or broken one gets the "link not valid"
 * page, not a JSON error, since a person opened it from an e-mail.
 */
export const KeepLinkToken = z.object({ token: z.string().max(4096).default('') });
export type KeepLinkToken = z.infer<typeof KeepLinkToken>;
