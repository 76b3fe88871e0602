import { z } from 'zod';
import { provenDomainFields } from './domain-proofs.js';
import { EMAIL_DOMAIN } from './identity-providers.js';

/**
 * The hosts an account's brand is served on (issue 33): its portal, its links and its sign-in use
 * a host only once the account has proven it controls it (`domain-proofs.ts`).
 */
export const BrandHostSchema = z.object(provenDomainFields).meta({ id: 'BrandHost' });
export type BrandHost = z.infer<typeof BrandHostSchema>;
export const BrandHostResponse = z.object({ data: BrandHostSchema });
export const BrandHostListResponse = z.object({ data: z.array(BrandHostSchema) });

/**
 * A DNS name with a letter top-level label: no scheme, port, path, wildcard or IP literal (a
 * certificate and a TXT record need a name). `localhost` names are refused in production by the server.
 */
export const AddBrandHostBody = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .transform((v) => v.replace(/\.$/, ''))
    .refine((v) => EMAIL_DOMAIN.test(v), { params: { rule: 'brand_host' } }),
});
export type AddBrandHostBody = z.input<typeof AddBrandHostBody>;
