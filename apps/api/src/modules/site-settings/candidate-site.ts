/** The site's candidate site, if one is set (an https address); null otherwise. */
export const candidateSiteUrlOf = (settings: Record<string, unknown>): string | null =>
  typeof settings.candidate_site_url === 'string' && settings.candidate_site_url.startsWith('https://')
    ? settings.candidate_site_url
    : null;
