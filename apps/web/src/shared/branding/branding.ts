import { type Branding, DEFAULT_BRANDING, isHexColor, type Locale } from '@talent/contract';

export const FALLBACK_TITLE = 'Talent Portal';

/** Branding of the account served on `host`; DEFAULT_BRANDING when the call fails (spec §3). */
export async function loadBranding(host: string, signal?: AbortSignal): Promise<Branding> {
  try {
    const response = await fetch(`/portal/accounts/branding?domain=${encodeURIComponent(host)}`, {
      headers: { accept: 'application/json' },
      // Revalidate: shared caches may keep it a minute, but a reload here shows a saved brand at once.
      cache: 'no-cache',
      signal,
    });
    if (!response.ok) throw new Error(`GET branding answered ${response.status}`);
    return readBranding(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`Could not load the branding of ${host}; using the default one.`, error);
    return DEFAULT_BRANDING;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(from: Json, key: string): string {
  const value = from[key];
  if (typeof value !== 'string') throw new TypeError(`branding: ${key} is not a string`);
  return value;
}

function section(from: Json, key: string): Json {
  const value = from[key];
  if (!isObject(value)) throw new TypeError(`branding: ${key} is not an object`);
  return value;
}

/**
 * `{ data: Branding }` checked as the contract's `BrandingResponse` checks it (and keeping only its
 * keys), without zod: this runs before the first screen, whose budget has no room for it.
 */
export function readBranding(body: unknown): Branding {
  if (!isObject(body)) throw new TypeError('branding: the answer is not an object');
  const data = section(body, 'data');
  const brand = section(data, 'branding');
  const colors = section(brand, 'colors');
  return {
    id: text(data, 'id'),
    name: text(data, 'name'),
    title: text(data, 'title'),
    logo_square: text(data, 'logo_square'),
    branding: {
      colors: {
        primary_color: text(colors, 'primary_color'),
        primary_darken_color: text(colors, 'primary_darken_color'),
      },
      stylesheet: { path: text(section(brand, 'stylesheet'), 'path') },
      login: section(brand, 'login'),
      forgot_password: section(brand, 'forgot_password'),
      register: section(brand, 'register'),
    },
    settings: section(data, 'settings'),
  };
}

export const brandTitle = (branding: Branding) => branding.title || branding.name || FALLBACK_TITLE;

/** `branding.login.heading` is `{ en, fr, ar }`; falls back to English, then to nothing. */
export function localizedText(section: Record<string, unknown>, key: string, locale: Locale): string | undefined {
  const value = section[key];
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const texts = value as Record<string, unknown>;
  const text = texts[locale] ?? texts.en;
  return typeof text === 'string' ? text : undefined;
}

function headLink(id: string, rel: string): HTMLLinkElement {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/**
 * A file of this portal: a path on the page's own origin (`/…`, not `//…` or `/\\…`). The API
 * accepts no other brand asset (SECURITY 22) and the CSP would block one; this keeps an answer
 * from elsewhere (a proxy, an old cache) from adding a third-party stylesheet to the page.
 */
export const isOwnPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

/** Title, favicon, brand stylesheet (its URL versioned by the server, spec §9) and colours on the document. */
export function applyBranding(branding: Branding): void {
  document.title = brandTitle(branding);
  if (branding.logo_square && isOwnPath(branding.logo_square)) {
    document.querySelectorAll('link[rel="icon"]:not(#brand-icon)').forEach((link) => {
      link.remove();
    });
    headLink('brand-icon', 'icon').href = branding.logo_square;
  }
  const stylesheet = branding.branding.stylesheet.path;
  if (stylesheet && isOwnPath(stylesheet)) headLink('brand-stylesheet', 'stylesheet').href = stylesheet;
  // A brand saved without a stylesheet takes the old one off at once.
  else document.getElementById('brand-stylesheet')?.remove();
  // Colours come from tenants: only a plain hex colour may reach CSS.
  const { primary_color, primary_darken_color } = branding.branding.colors;
  const root = document.documentElement.style;
  if (isHexColor(primary_color)) root.setProperty('--brand-primary', primary_color);
  if (isHexColor(primary_darken_color)) root.setProperty('--brand-primary-dark', primary_darken_color);
}
