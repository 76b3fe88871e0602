import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

/** Shared by the employer API test files: a seeded app, each demo role signed in, and body builders. */
export type EmployerSuite = {
  t: Harness;
  acmeJobs: Selection;
  acmeHealth: Selection;
  globex: Selection;
  tokens: Record<string, string>;
  row(id: number): Promise<typeof employers.$inferSelect | undefined>;
  siteCount(siteId: number): Promise<number>;
};

const DEMO_EMAILS = [
  'admin@portal.test',
  'owner@acme.test',
  'manager@acme.test',
  'moderator@acme.test',
  'hr@northwind.test',
  'recruiter@northwind.test',
  'owner@globex.test',
  'nobody@portal.test',
];

/** Registers beforeAll/afterAll in the calling file; the suite's fields are filled before its tests run. */
export function employerSuite(): EmployerSuite {
  const suite = { tokens: {} as Record<string, string> } as EmployerSuite;
  beforeAll(async () => {
    const t = await setupApi();
    suite.t = t;
    suite.acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    suite.acmeHealth = { account: t.ids.acme, site: t.ids.acmeHealth };
    suite.globex = { account: t.ids.globex, site: t.ids.globexCareers };
    for (const email of DEMO_EMAILS) suite.tokens[email] = await t.login(email);
    suite.row = async (id) => (await t.database.db.select().from(employers).where(eq(employers.id, id)))[0];
    suite.siteCount = async (siteId) =>
      (await t.database.db.select({ id: employers.id }).from(employers).where(eq(employers.siteId, siteId))).length;
  });
  afterAll(() => suite.t.close());
  return suite;
}

export const BASE = '/portal/v1/employers';
export const invalid = (errors: Record<string, string[]>) => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors,
});

export const business = (over: Record<string, unknown> = {}) => ({
  name: 'Proseware Inc',
  type: 'business',
  business_name: 'Proseware Incorporated',
  registration_number: 'RC-PROSE-1',
  industry: 'retail',
  size: '11-50',
  website: 'https://proseware.test',
  contact_name: 'Pia Prose',
  email: 'Jobs@Proseware.test',
  phone: '+44 20 7946 0999',
  address: '1 Test Street, London',
  ...over,
});
export const householdBody = (over: Record<string, unknown> = {}) => ({
  name: 'The Lee Family',
  type: 'household',
  contact_name: 'Sam Lee',
  email: 'sam.lee@example.test',
  ...over,
});
