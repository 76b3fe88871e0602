import type { Db } from '../db/client.js';
import { accounts, employers, sites, users } from '../db/schema/index.js';

/** Ids of the demo rows by name, so tests never hard-code serial numbers. */
export type DemoIds = {
  acme: number;
  globex: number;
  acmeJobs: number;
  acmeHealth: number;
  globexCareers: number;
  employer(name: string): number;
  user(email: string): number;
  brandToken(account: 'acme' | 'globex'): string;
};

export async function loadDemoIds(db: Db): Promise<DemoIds> {
  const [accountRows, siteRows, employerRows, userRows] = await Promise.all([
    db.select({ id: accounts.id, name: accounts.name, token: accounts.brandToken }).from(accounts),
    db.select({ id: sites.id, name: sites.name }).from(sites),
    db.select({ id: employers.id, name: employers.name }).from(employers),
    db.select({ id: users.id, email: users.email }).from(users),
  ]);
  const pick = <T extends { id: number }>(rows: T[], test: (r: T) => boolean, what: string) => {
    const row = rows.find(test);
    if (!row) throw new Error(`demo row not found: ${what}`);
    return row;
  };
  const account = (name: string) => pick(accountRows, (r) => r.name === name, name);
  const site = (name: string) => pick(siteRows, (r) => r.name === name, name).id;
  return {
    acme: account('Acme Talent Group').id,
    globex: account('Globex Recruitment').id,
    acmeJobs: site('Acme Jobs'),
    acmeHealth: site('Acme Health Careers'),
    globexCareers: site('Globex Careers'),
    employer: (name) => pick(employerRows, (r) => r.name === name, name).id,
    user: (email) => pick(userRows, (r) => r.email === email, email).id,
    brandToken: (key) => account(key === 'acme' ? 'Acme Talent Group' : 'Globex Recruitment').token,
  };
}
