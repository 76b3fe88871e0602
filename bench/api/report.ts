import type { BenchCase } from './cases.js';
import type { ExplainedCase } from './explain.js';
import type { Measurement } from './measure.js';

export type CaseResult = {
  case: BenchCase;
  portal: Measurement;
  ceiling: Measurement;
  /** The ceiling after the portal's session lookup (lists and details). */
  ceilingWithSession: Measurement | null;
};

/** Issue 22, item 4: each ratio is the portal against its ceiling in the same run. */
export const TARGETS = { listRatio: 0.8, listMedianRatio: 0.85, detailRatio: 0.75, p99Factor: 1.25, deepPageFactor: 2 };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The markdown fragment for bench/RESULTS.md. */
export function apiReport(input: {
  machine: string[];
  dataset: string;
  connections: number;
  seconds: number;
  results: CaseResult[];
  explained: ExplainedCase[];
  /** Where the portal's CPU time goes under load (`profile.ts`), when a target is missed. */
  profile?: string[];
}): string {
  const { results, explained } = input;
  const lists = results.filter((r) => r.case.kind === 'list');
  const ratio = (r: CaseResult) => r.portal.rps / r.ceiling.rps;
  const listsMeetingRatio = lists.filter((r) => ratio(r) >= TARGETS.listRatio);
  const listMedian = median(lists.map(ratio));
  const details = results.filter((r) => r.case.kind === 'detail');
  const detailsMeetingRatio = details.filter((r) => ratio(r) >= TARGETS.detailRatio);
  const p99Factor = (r: CaseResult) => r.portal.p99 / r.ceiling.p99;
  const meetingP99 = results.filter((r) => p99Factor(r) <= TARGETS.p99Factor);
  const deep = ['jobs', 'applications', 'candidates'].map((label) => {
    const first = results.find((r) => r.case.name === `${label}: page 1`)!;
    const deepest = results.find((r) => r.case.name === `${label}: page 1,000`)!;
    return { label, factor: first.portal.rps / deepest.portal.rps, first, deepest };
  });
  const seq = explained.filter((e) => e.seqScans.length);
  const withSession = lists.filter((r) => r.ceilingWithSession);

  const lines = [
    '## API under load (issue 9, item 2; issue 22, item 4)',
    '',
    `Measured by \`npm run bench\` (\`bench/api/run.ts\`) on ${input.machine.join('; ')}.`,
    `Data: ${input.dataset}.`,
    '',
    `Each case runs ${input.seconds} s of autocannon with ${input.connections} connections against the portal`,
    '(built server, bearer token, tenant headers, validation, response schemas, the platform owner of the',
    'benchmark account on one of its sites), then the same time against the ceiling: a bare Fastify',
    'process (`bench/api/ceiling-server.ts`) that calls the same service and repo functions, hence the same',
    'SQL, for a fixed tenant, with no auth, tenancy, validation or schemas. Both use a pool of 10',
    'connections to the same PostgreSQL. The ratio is portal req/s ÷ ceiling req/s in the same run.',
    'For lists and details a third run, "+ session", is the ceiling after the one statement every',
    'signed-in portal request runs first (the session, grants and selection lookup): it splits the gap',
    "into that round trip and the framework's own work (hooks, validation, tenancy checks, response schemas).",
    'Runs this short on two shared cores are noisy: the same case has moved by up to 0.15 in ratio from',
    'one run to the next, so read the medians below more than any one row.',
    '',
    '| case | portal req/s | ceiling req/s | ratio | + session req/s | portal ÷ + session | portal p50 / p99 ms | ceiling p99 ms | non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...results.map(
      (r) =>
        `| ${r.case.name} | ${fmt(r.portal.rps)} | ${fmt(r.ceiling.rps)} | ${fmt(ratio(r), 2)} | ${r.ceilingWithSession ? fmt(r.ceilingWithSession.rps) : '–'} | ${r.ceilingWithSession ? fmt(r.portal.rps / r.ceilingWithSession.rps, 2) : '–'} | ${fmt(r.portal.p50)} / ${fmt(r.portal.p99)} | ${fmt(r.ceiling.p99)} | ${r.portal.non2xx + r.portal.errors} |`,
    ),
    '',
    '### Targets',
    '',
    `- Every list at ${TARGETS.listRatio} of its ceiling or more: ${ok(listsMeetingRatio.length === lists.length)} (${listsMeetingRatio.length} of ${lists.length}${
      lists.length === listsMeetingRatio.length
        ? ''
        : `; below: ${lists
            .filter((r) => ratio(r) < TARGETS.listRatio)
            .map((r) => `${r.case.name} ${fmt(ratio(r), 2)}`)
            .join(', ')}`
    }).`,
    `- The lists' median ratio at ${TARGETS.listMedianRatio} or more: ${ok(listMedian >= TARGETS.listMedianRatio)} (${fmt(listMedian, 2)}).`,
    `- Every detail page at ${TARGETS.detailRatio} of its ceiling or more: ${ok(detailsMeetingRatio.length === details.length)} (${details
      .map((r) => `${r.case.name} ${fmt(ratio(r), 2)}`)
      .join(', ')}).`,
    `- The portal's p99 at most ${TARGETS.p99Factor}× the ceiling's p99 in the same run: ${ok(meetingP99.length === results.length)} (${meetingP99.length} of ${results.length}${
      meetingP99.length === results.length
        ? ''
        : `; over: ${results
            .filter((r) => p99Factor(r) > TARGETS.p99Factor)
            .map((r) => `${r.case.name} ${fmt(p99Factor(r), 2)}× (${fmt(r.portal.p99)} vs ${fmt(r.ceiling.p99)} ms)`)
            .join(', ')}`
    }).`,
    ...(withSession.length
      ? [
          `- Of the lists' gap, the session lookup alone: the ceiling keeps ${fmt(median(withSession.map((r) => r.ceilingWithSession!.rps / r.ceiling.rps)), 2)} of its rate after it (median), and the portal reaches ${fmt(median(withSession.map((r) => r.portal.rps / r.ceilingWithSession!.rps)), 2)} of that (median; ${withSession.filter((r) => r.portal.rps / r.ceilingWithSession!.rps >= TARGETS.listRatio).length} of ${withSession.length} lists at ${TARGETS.listRatio} or more).`,
        ]
      : []),
    `- Page 1,000 within ${TARGETS.deepPageFactor}× of page 1 (req/s of page 1 ÷ req/s of page 1,000): ${ok(
      deep.every((d) => d.factor <= TARGETS.deepPageFactor),
    )} (${deep.map((d) => `${d.label} ${fmt(d.factor, 2)}×`).join(', ')}).`,
    `- No sequential scan of a large table in the lists' plans: ${ok(seq.length === 0)}${
      seq.length ? ` (${seq.map((e) => `${e.name}: ${e.seqScans.join(', ')}`).join('; ')})` : ''
    }.`,
    '',
    ...(input.profile?.length ? ["### Where the portal's time goes", '', ...input.profile, ''] : []),
    '### Plans',
    '',
    'EXPLAIN ANALYZE of every statement a list runs, with the parameters of the case (`bench/api/explain.ts`):',
    '',
    '| case | statement: execution ms, scans |',
    '|---|---|',
    ...explained.map(
      (e) =>
        `| ${e.name} | ${e.statements.map((s) => `${fmt(s.ms, 1)} ms: ${[...new Set(s.scans)].join(', ')}`).join('<br>')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
