// Where the portal's CPU time goes under load: the built server run with `node --cpu-prof` while
// each list and detail case loads it, then the profile summarised by self time (the function a
// sample was taken in), grouped by package and by function.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchCase } from './cases.js';
import { measure } from './measure.js';
import { startServer } from './processes.js';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};

/** Whose code a frame is: an npm package, the portal's own build, Node itself, or V8's bookkeeping. */
export function ownerOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : 'V8 / native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1]!;
  if (frame.url.startsWith('node:')) return 'Node.js';
  if (frame.url.includes('/packages/contract/')) return '@talent/contract';
  if (frame.url.includes('/apps/api/')) return 'portal (apps/api)';
  return frame.url;
}

const share = (ms: number, total: number) => `${((100 * ms) / total).toFixed(1)} %`;

/** The summary as markdown lines: busy time by owner, then the top functions by self time. */
export function summariseProfile(profile: CpuProfile, top = 15): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, { ms: number; owner: string }>();
  let idle = 0;
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const frame = byNode.get(id)!;
    if (frame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const owner = ownerOf(frame);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const file = frame.url.split('/').slice(-2).join('/');
    const name = `${frame.functionName || '(anonymous)'}${file ? ` (${file}:${frame.lineNumber + 1})` : ''}`;
    const entry = byFunction.get(name) ?? { ms: 0, owner };
    entry.ms += ms;
    byFunction.set(name, entry);
  }
  const sorted = <T>(map: Map<string, T>, ms: (v: T) => number) => [...map].sort((a, b) => ms(b[1]) - ms(a[1]));
  return [
    `The main thread was busy ${busy.toFixed(0)} ms and idle ${idle.toFixed(0)} ms (waiting for PostgreSQL or for the next request).`,
    '',
    '| busy time by owner | share |',
    '|---|--:|',
    ...sorted(byOwner, (ms) => ms)
      .slice(0, 12)
      .map(([owner, ms]) => `| ${owner} | ${share(ms, busy)} |`),
    '',
    `| top ${top} functions by self time | owner | share |`,
    '|---|---|--:|',
    ...sorted(byFunction, (v) => v.ms)
      .slice(0, top)
      .map(([name, v]) => `| \`${name.replace(/\|/g, '\\|')}\` | ${v.owner} | ${share(v.ms, busy)} |`),
  ];
}

/** Runs the cases against a profiled portal and summarises its profile. */
export async function profilePortal(input: {
  serverJs: string;
  env: Record<string, string>;
  port: number;
  dir: string;
  headers: Record<string, string>;
  cases: BenchCase[];
  seconds: number;
  connections: number;
}): Promise<string[]> {
  rmSync(input.dir, { recursive: true, force: true });
  mkdirSync(input.dir, { recursive: true });
  const portal = await startServer(
    ['--cpu-prof', `--cpu-prof-dir=${input.dir}`, input.serverJs],
    input.env,
    input.port,
    '/portal/health',
  );
  try {
    for (const c of input.cases) {
      await measure({
        url: portal.url,
        method: c.method,
        path: c.portal,
        headers: input.headers,
        seconds: input.seconds,
        connections: input.connections,
      });
    }
  } finally {
    await portal.stop();
  }
  const file = readdirSync(input.dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No CPU profile was written in ${input.dir}`);
  const profile = JSON.parse(readFileSync(join(input.dir, file), 'utf8')) as CpuProfile;
  return [
    `\`node --cpu-prof\` on the built portal while each list and detail case loads it for ${input.seconds} s with ${input.connections} connections (\`bench/api/profile.ts\`); self time, the function a sample was taken in.`,
    '',
    ...summariseProfile(profile),
  ];
}
