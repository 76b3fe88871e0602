import { z } from 'zod';

export const BrandingQuery = z.object({ domain: z.string().trim().min(1).max(253) });

const Section = z.record(z.string(), z.unknown());

export const BrandingSchema = z
  .object({
    id: z.string().describe('Public brand key; also sent as X-AF-Branding-Token.'),
    name: z.string(),
    title: z.string(),
    logo_square: z.string(),
    branding: z.object({
      colors: z.object({ primary_color: z.string(), primary_darken_color: z.string() }),
      stylesheet: z.object({ path: z.string() }),
      login: Section,
      forgot_password: Section,
      register: Section,
    }),
    settings: Section,
  })
  .meta({ id: 'Branding' });
export type Branding = z.infer<typeof BrandingSchema>;
export const BrandingResponse = z.object({ data: BrandingSchema });

/** Used by the web app when the branding call fails (spec §3). */
export const DEFAULT_BRANDING: Branding = {
  id: '',
  name: '',
  title: '',
  logo_square: '',
  branding: {
    colors: { primary_color: '#a02fff', primary_darken_color: '#ff5b5b' },
    stylesheet: { path: '' },
    login: {},
    forgot_password: {},
    register: {},
  },
  settings: {},
};

/** Brand colours come from tenants: accept only a plain hex colour before it reaches CSS. */
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
