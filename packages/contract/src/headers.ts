/** Request headers every portal client sends; names are case-insensitive on the wire. */
export const HEADERS = {
  enterprise: 'x-af-eid',
  account: 'x-af-aid',
  site: 'x-af-sid',
  employer: 'x-af-empid',
  brandingToken: 'x-af-branding-token',
} as const;
