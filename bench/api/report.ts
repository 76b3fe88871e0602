import type { BenchCase } from './cases.js';
import type { ExplainedCase } from './explain.js';
import type { Measurement } from './measure.js';

export type CaseResult = { case: BenchCase; portal: Measurement; ceiling: Measurement };

export const TARGETS = { listRatio: 0.8, p99Ms: 50, deepPageFactor: 2 };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ok = (pass: boolean) => (pass ? 'met' : '**missed**');

/** The markdown fragment for bench/RESULTS.md. */
export function apiReport(input: {
  machine: string[];
  dataset: string;
  connections: number;
  seconds: number;
  results: CaseResult[];
  explained: ExplainedCase[];
}): string {
  const { results, explained } = input;
  const lists = results.filter((r) => r.case.kind === 'list');
  const ratio = (r: CaseResult) => r.portal.rps / r.ceiling.rps;
  const listsMeetingRatio = lists.filter((r) => ratio(r) >= TARGETS.listRatio);
  const meetingP99 = results.filter((r) => r.portal.p99 < TARGETS.p99Ms);
  const deep = ['jobs', 'applications', 'candidates'].map((label) => {
    const first = results.find((r) => r.case.name === `${label}: page 1`)!;
    const deepest = results.find((r) => r.case.name === `${label}: page 1,000`)!;
    return { label, factor: first.portal.rps / deepest.portal.rps, first, deepest };
  });
  const seq = explained.filter((e) => e.seqScans.length);

  const lines = [
    '## API under load (issue 9, item 2)',
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
    '',
    '| case | portal req/s | ceiling req/s | ratio | portal p50 / p99 ms | ceiling p99 ms | non-2xx |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...results.map(
      (r) =>
        `| ${r.case.name} | ${fmt(r.portal.rps)} | ${fmt(r.ceiling.rps)} | ${fmt(ratio(r), 2)} | ${fmt(r.portal.p50)} / ${fmt(r.portal.p99)} | ${fmt(r.ceiling.p99)} | ${r.portal.non2xx + r.portal.errors} |`,
    ),
    '',
    '### Targets',
    '',
    `- Every list within ${TARGETS.listRatio} of its ceiling: ${ok(listsMeetingRatio.length === lists.length)} (${listsMeetingRatio.length} of ${lists.length}${
      lists.length === listsMeetingRatio.length
        ? ''
        : `; below: ${lists
            .filter((r) => ratio(r) < TARGETS.listRatio)
            .map((r) => `${r.case.name} ${fmt(ratio(r), 2)}`)
            .join(', ')}`
    }).`,
    `- p99 under ${TARGETS.p99Ms} ms at ${input.connections} connections: ${ok(meetingP99.length === results.length)} (${meetingP99.length} of ${results.length}${
      meetingP99.length === results.length
        ? ''
        : `; over: ${results
            .filter((r) => r.portal.p99 >= TARGETS.p99Ms)
            .map((r) => `${r.case.name} ${fmt(r.portal.p99)} ms`)
            .join(', ')}`
    }).`,
    `- Page 1,000 within ${TARGETS.deepPageFactor}× of page 1 (req/s of page 1 ÷ req/s of page 1,000): ${ok(
      deep.every((d) => d.factor <= TARGETS.deepPageFactor),
    )} (${deep.map((d) => `${d.label} ${fmt(d.factor, 2)}×`).join(', ')}).`,
    `- No sequential scan of a large table in the lists' plans: ${ok(seq.length === 0)}${
      seq.length ? ` (${seq.map((e) => `${e.name}: ${e.seqScans.join(', ')}`).join('; ')})` : ''
    }.`,
    '',
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
