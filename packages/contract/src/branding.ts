import { z } from 'zod';
import { contrastRatio, HEX_COLOR, MIN_TEXT_CONTRAST } from './color.js';

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

/** Brand colours come from tenants: accept only a plain hex colour before it reaches CSS. */
export const HexColor = z.string().regex(HEX_COLOR);

const localized = (max: number) =>
  z.object({
    en: z.string().trim().max(max).default(''),
    fr: z.string().trim().max(max).default(''),
    ar: z.string().trim().max(max).default(''),
  });

/** A brand colour white button text stays readable on (WCAG AA); the field says so otherwise. */
const BrandColor = HexColor.refine((c) => contrastRatio(c, '#ffffff') >= MIN_TEXT_CONTRAST, {
  params: { rule: 'contrast' },
});

/*
 * SECURITY 22: brand assets are files the portal stores and serves, never another site's: a
 * third-party stylesheet could read what people type on the brand's host (attribute selectors
 * with external url()s). Each is an upload (POST /v1/forms/upload-file) or one of the platform's
 * own brand files shipped with the web app (`/brands/…`, reviewed in the repository).
 */
/** A logo: an upload with `purpose=brand_logo`, or a platform brand file. */
export const BRAND_LOGO_URL =
  /^(\/portal\/uploads\/brand-logos\/[a-f0-9]{32}\.(png|jpg|webp)|\/brands\/[a-z0-9-]+\.(svg|png|jpg|webp))$/;
/** A stylesheet: an upload with `purpose=brand_stylesheet` (content-checked CSS), or a platform brand file. */
export const STYLESHEET_PATH = /^(\/portal\/uploads\/brand-stylesheets\/[a-f0-9]{32}\.css|\/brands\/[a-z0-9-]+\.css)$/;
/** Uploaded stylesheets are at most this large (spec §5: the editor shows it in MB). */
export const BRAND_STYLESHEET_MAX_BYTES = 256 * 1024;
/** The one type a stylesheet upload may declare. */
export const BRAND_STYLESHEET_TYPES = ['text/css'] as const;

/** PUT /v1/accounts/brand: what account staff change in the brand editor. */
export const SaveBrandBody = z.object({
  title: z.string().trim().max(80),
  logo_square: z.string().trim().max(500).regex(BRAND_LOGO_URL).or(z.literal('')),
  primary_color: BrandColor,
  primary_darken_color: BrandColor,
  stylesheet_path: z.string().trim().max(300).regex(STYLESHEET_PATH).or(z.literal('')),
  login: z.object({ heading: localized(120), text: localized(400) }),
});
export type SaveBrandBody = z.input<typeof SaveBrandBody>;

export const BrandSettingsSchema = z
  .object({
    name: z.string().describe('The account’s name, shown when no title is set.'),
    title: z.string(),
    logo_square: z.string(),
    primary_color: z.string(),
    primary_darken_color: z.string(),
    stylesheet_path: z.string(),
    login: z.object({
      heading: z.object({ en: z.string(), fr: z.string(), ar: z.string() }),
      text: z.object({ en: z.string(), fr: z.string(), ar: z.string() }),
    }),
    domains: z.array(z.string()).describe('Hosts that serve this brand.'),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'BrandSettings' });
export type BrandSettings = z.infer<typeof BrandSettingsSchema>;
export const BrandSettingsResponse = z.object({ data: BrandSettingsSchema });
