/** Settings the API injects into index.html at run time (`<meta name="portal-config">`). */
export type PortalConfig = { enterpriseId: string; paymentProvider: string; publicUrl: string };

const FALLBACK: PortalConfig = { enterpriseId: '', paymentProvider: 'test', publicUrl: window.location.origin };

/** Missing in `vite dev` (index.html is not served by the API): falls back to harmless defaults. */
export function readPortalConfig(): PortalConfig {
  const content = document.querySelector<HTMLMetaElement>('meta[name="portal-config"]')?.content;
  if (!content) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(content) as Partial<PortalConfig>) };
  } catch (error) {
    console.error('Invalid portal-config meta tag', error);
    return FALLBACK;
  }
}
