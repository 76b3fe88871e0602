import { eq } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { applications, employers, jobs } from '../../db/schema/index.js';
import { inTenant, sameTenant } from './in-tenant.js';

const dialect = new PgDialect();
const render = (q: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql, params } = dialect.sqlToQuery(q);
  return { sql, params };
};

describe('inTenant', () => {
  it('filters by the account alone when given an account', () => {
    expect(render(inTenant(jobs, 7))).toEqual({ sql: '"jobs"."account_id" = $1', params: [7] });
    expect(render(inTenant(jobs, { accountId: 7 }))).toEqual({ sql: '"jobs"."account_id" = $1', params: [7] });
  });

  it('adds the site and the employer where the scope has them and the table has the column', () => {
    expect(render(inTenant(applications, { accountId: 1, siteId: 2, employerId: 3 }))).toEqual({
      sql: '("applications"."account_id" = $1 and "applications"."site_id" = $2 and "applications"."employer_id" = $3)',
      params: [1, 2, 3],
    });
    // employers has no employer_id column: the employer of the scope does not apply to it.
    expect(render(inTenant(employers, { accountId: 1, siteId: 2, employerId: 3 }))).toEqual({
      sql: '("employers"."account_id" = $1 and "employers"."site_id" = $2)',
      params: [1, 2],
    });
  });

  it('leaves out a site or employer the scope holds as null (every one of the account)', () => {
    expect(render(inTenant(jobs, { accountId: 1, siteId: 2, employerId: null }))).toEqual({
      sql: '("jobs"."account_id" = $1 and "jobs"."site_id" = $2)',
      params: [1, 2],
    });
  });

  it('works on an alias of a table', () => {
    const other = alias(jobs, 'other_job');
    expect(render(inTenant(other, 4)).sql).toBe('"other_job"."account_id" = $1');
  });
});

describe('sameTenant', () => {
  it('equates account_id on both sides before the join condition', () => {
    expect(render(sameTenant(jobs, applications, eq(jobs.id, applications.jobId))).sql).toBe(
      '("jobs"."account_id" = "applications"."account_id" and "jobs"."id" = "applications"."job_id")',
    );
  });
});
