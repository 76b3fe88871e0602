/** One measured request shape: the portal's URL and the ceiling's URL for the same SQL. */
export type BenchCase = {
  name: string;
  /** Lists carry the targets (≥ 0.8 of the ceiling; p99 < 50 ms). */
  kind: 'list' | 'detail' | 'auth' | 'write';
  method: 'GET' | 'POST';
  portal: string;
  ceiling: string;
  /** For the EXPLAIN pass: which ceiling handler and with what. */
  explain?: { handler: 'jobs' | 'applications' | 'seekers'; query: Record<string, string> };
};

type ListSpec = {
  resource: 'jobs' | 'applications' | 'seekers';
  label: string;
  filter: Record<string, string>;
  sorts: string[];
  /** A sort also measured at page 1,000, where walking another table in its order would show. */
  deepSort?: string;
  search: string;
};

// Every sortable column once (the default, -created_at, is the first page's sort).
const LISTS: ListSpec[] = [
  {
    resource: 'jobs',
    label: 'jobs',
    filter: { 'filter[status]': 'live' },
    sorts: ['title', 'created_at', '-end_date', 'status'],
    search: 'senior registered nurse',
  },
  {
    resource: 'applications',
    label: 'applications',
    filter: { 'filter[status]': 'shortlisted' },
    sorts: ['created_at', '-updated_at', 'status', 'seeker'],
    deepSort: 'seeker',
    search: 'amira patel',
  },
  {
    resource: 'seekers',
    label: 'candidates',
    filter: { 'filter[status]': 'enabled' },
    sorts: ['created_at', '-last_active_at', 'last_name'],
    search: 'amira patel',
  },
];

const qs = (query: Record<string, string>) => {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
};

function listCases(spec: ListSpec): BenchCase[] {
  const variants: [string, Record<string, string>][] = [
    ['page 1', {}],
    ['page 1,000', { page: '1000' }],
    [`filtered (${Object.values(spec.filter).join(', ')})`, spec.filter],
    ...spec.sorts.map((sort): [string, Record<string, string>] => [`sorted by ${sort}`, { sort }]),
    ...(spec.deepSort
      ? [
          [`sorted by ${spec.deepSort}, page 1,000`, { sort: spec.deepSort, page: '1000' }] as [
            string,
            Record<string, string>,
          ],
        ]
      : []),
    [`search "${spec.search}"`, { q: spec.search }],
  ];
  return variants.map(([variant, query]) => ({
    name: `${spec.label}: ${variant}`,
    kind: 'list',
    method: 'GET',
    portal: `/portal/v1/${spec.resource}${qs(query)}`,
    ceiling: `/${spec.resource}${qs(query)}`,
    explain: { handler: spec.resource, query },
  }));
}

export type DetailIds = { job: string; application: string; seeker: string };

export function benchCases(ids: DetailIds): BenchCase[] {
  return [
    ...LISTS.flatMap(listCases),
    {
      name: 'job detail',
      kind: 'detail',
      method: 'GET',
      portal: `/portal/v1/jobs/${ids.job}/detail`,
      ceiling: `/jobs/${ids.job}`,
    },
    {
      name: 'application detail',
      kind: 'detail',
      method: 'GET',
      portal: `/portal/v1/applications/${ids.application}/overview`,
      ceiling: `/applications/${ids.application}`,
    },
    {
      name: 'candidate detail',
      kind: 'detail',
      method: 'GET',
      portal: `/portal/v1/seekers/${ids.seeker}`,
      ceiling: `/seekers/${ids.seeker}`,
    },
    { name: '/auth/me', kind: 'auth', method: 'GET', portal: '/portal/auth/me', ceiling: '/me' },
    // The id is filled per request from a queue of drafts (each can be published once).
    {
      name: 'job publish',
      kind: 'write',
      method: 'POST',
      portal: '/portal/v1/jobs/:id/publish',
      ceiling: '/jobs/:id/publish',
    },
  ];
}
