import { readFileSync } from 'node:fs';
import { REGISTERED_PERMISSIONS } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { rulesOf } from './access.js';

/**
 * Issue 16 ("Also"): every permission the role editor offers does something. It is enforced when a
 * route's access rule names it (`app.routeTable`) or a service checks it by name: the reviewed list
 * below, each with the file that checks it (read here, so an entry cannot outlive its check).
 * A permission in neither fails; remove it from the registry or enforce it.
 */
const SERVICE_CHECKS: { permission: string; file: string; why: string }[] = [
  { permission: 'employers.read', file: 'modules/employer-users/team.ts', why: 'staff read any employer’s team' },
  { permission: 'employers.update', file: 'modules/employer-users/team.ts', why: 'staff manage any employer’s team' },
  { permission: 'jobs.read', file: 'modules/dashboard/dashboard.routes.ts', why: 'the dashboard’s jobs section' },
  { permission: 'sites.read', file: 'modules/sites/sites.service.ts', why: 'the sites listed, one by one' },
  {
    permission: 'employers.approve',
    file: 'modules/employers/employers.service.ts',
    why: 'who hears of a registration',
  },
  { permission: 'jobs.approve', file: 'modules/jobs/job-publishing.service.ts', why: 'who hears of a job to review' },
  { permission: 'jobs.read', file: 'modules/jobs/job-review.service.ts', why: 'who hears of a decision on a job' },
  { permission: 'flagged_jobs.read', file: 'modules/job-board/job-board.service.ts', why: 'who hears of a report' },
  {
    permission: 'applications.read',
    file: 'modules/job-board/application-confirm.service.ts',
    why: 'who hears of an application',
  },
  { permission: 'credits.read', file: 'modules/credits/purchases.service.ts', why: 'who hears of a purchase' },
];

let t: Harness;
let routeRules: { route: string; permission: string }[];

beforeAll(async () => {
  t = await setupApi();
  routeRules = t.app.routeTable.flatMap(({ method, url, access }) => {
    if (!access || access === 'public') return [];
    return rulesOf(access).map((r) => ({ route: `${method} ${url}`, permission: `${r.subject}.${r.action}` }));
  });
});
afterAll(() => t.close());

describe('every permission a role can hold is enforced', () => {
  it('by a route’s access rule or a named service check', () => {
    const enforced = new Set([...routeRules.map((r) => r.permission), ...SERVICE_CHECKS.map((c) => c.permission)]);
    const idle = REGISTERED_PERMISSIONS.map((p) => p.permission).filter((p) => !enforced.has(p));
    expect(idle, 'permissions nothing enforces').toEqual([]);
  });

  it('and the service checks listed are really there', () => {
    for (const check of SERVICE_CHECKS) {
      const text = readFileSync(new URL(`../${check.file}`, import.meta.url), 'utf8');
      const [subject, action] = check.permission.split('.');
      const named =
        text.includes(`'${check.permission}'`) || (text.includes(`'${subject}'`) && text.includes(`'${action}'`));
      expect(named, `${check.permission} in ${check.file} (${check.why})`).toBe(true);
    }
  });

  it('while no route asks for a permission no role can be given (only `access portal`, which everyone has)', () => {
    const registered = new Set(REGISTERED_PERMISSIONS.map((p) => p.permission));
    const stray = routeRules.filter((r) => r.permission !== 'portal.access' && !registered.has(r.permission));
    expect(stray).toEqual([]);
  });
});
