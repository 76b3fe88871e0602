import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.js';
import type { BenchCase } from './cases.js';
import { type BenchScope, ceilingHandlers } from './handlers.js';

/** Tables of the large tenant where a sequential scan would read millions of rows. */
const LARGE_TABLES = new Set(['jobs', 'seekers', 'applications', 'application_events', 'credit_ledger']);

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

export type ExplainedCase = {
  name: string;
  /** Per statement: execution time (ms) and the scans of its plan. */
  statements: { ms: number; scans: string[] }[];
  seqScans: string[];
};

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'].includes('Scan') && node['Relation Name']) {
    into.push(`${node['Node Type']} ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/**
 * Runs each list case's handler once on a connection that records its SQL, then EXPLAIN ANALYZEs
 * every statement: the plans the portal really gets for those parameters.
 */
export async function explainCases(url: string, scope: BenchScope, cases: BenchCase[]): Promise<ExplainedCase[]> {
  const captured: { query: string; params: unknown[] }[] = [];
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: ':memory:',
    logQuery: (query, params) => captured.push({ query, params }),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explained: ExplainedCase[] = [];
  try {
    for (const c of cases) {
      if (!c.explain) continue;
      captured.length = 0;
      await ceilingHandlers[c.explain.handler](database.db, scope, c.explain.query);
      const statements = [];
      for (const { query, params } of [...captured]) {
        const result = await client.query(`explain (analyze, format json) ${query}`, params);
        const [plan] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
        statements.push({ ms: plan['Execution Time'], scans: scansOf(plan.Plan) });
      }
      const seqScans = statements.flatMap((s) =>
        s.scans.filter((scan) => scan.startsWith('Seq Scan') && LARGE_TABLES.has(scan.split(' ')[2] ?? '')),
      );
      explained.push({ name: c.name, statements, seqScans });
    }
  } finally {
    await client.end();
    await database.close();
  }
  return explained;
}
