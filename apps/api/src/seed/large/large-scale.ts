/** How big the benchmark tenant is. Every count is a total over the tenant's sites. */
export type LargeScale = {
  sites: number;
  employers: number;
  consultantsPerSite: number;
  jobs: number;
  seekers: number;
  applications: number;
  ledgerEntries: number;
};

/** Issue 9's figures: what the portal must stay fast with, on PostgreSQL. */
export const FULL_SCALE: LargeScale = {
  sites: 4,
  employers: 2_000,
  consultantsPerSite: 25,
  jobs: 200_000,
  seekers: 1_000_000,
  applications: 2_000_000,
  ledgerEntries: 5_000_000,
};

/**
 * A tenth of it: PGlite is one single-threaded WASM process and writes ~5× slower, and a laptop's
 * embedded database is not where 10M rows live. Same shape, same ratios.
 */
export const PGLITE_SCALE: LargeScale = scaled(0.1);

export function scaled(factor: number): LargeScale {
  const n = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    sites: FULL_SCALE.sites,
    consultantsPerSite: FULL_SCALE.consultantsPerSite,
    employers: Math.max(FULL_SCALE.sites, n(FULL_SCALE.employers)),
    jobs: n(FULL_SCALE.jobs),
    seekers: Math.max(FULL_SCALE.sites * 100, n(FULL_SCALE.seekers)),
    applications: n(FULL_SCALE.applications),
    ledgerEntries: n(FULL_SCALE.ledgerEntries),
  };
}
