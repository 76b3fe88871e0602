import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { consultants, employers, jobs } from '../db/schema/index.js';

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number> };

type DemoConsultant = {
  site: 'acmeJobs' | 'acmeHealth' | 'globexCareers';
  name: string;
  email: string;
  phone: string;
  bio: string;
  specialisations: string[];
  status: 'enabled' | 'disabled';
  employers: string[];
  jobs: string[];
};

const ACCOUNT_OF = { acmeJobs: 'acme', acmeHealth: 'acme', globexCareers: 'globex' } as const;

/** The sites' recruiters: who looks after which employers and jobs. */
export const DEMO_CONSULTANTS: DemoConsultant[] = [
  {
    site: 'acmeJobs',
    name: 'Chloé Laurent',
    email: 'chloe.laurent@acme.test',
    phone: '+44 113 496 0101',
    bio: 'Fifteen years placing warehouse and transport teams across Yorkshire.',
    specialisations: ['logistics', 'trades'],
    status: 'enabled',
    employers: ['Northwind Traders'],
    jobs: ['Warehouse team leader', 'Delivery driver (van)', 'Stock controller', 'Seasonal picker'],
  },
  {
    site: 'acmeJobs',
    name: 'Omar Farouk',
    email: 'omar.farouk@acme.test',
    phone: '+44 113 496 0102',
    bio: 'Customer-facing and aviation roles; speaks Arabic and French.',
    specialisations: ['customer_service', 'hospitality'],
    status: 'enabled',
    employers: ['Blue Yonder Airlines', 'Contoso Ltd'],
    jobs: ['Ground operations agent'],
  },
  {
    site: 'acmeJobs',
    name: 'Grace Whitfield',
    email: 'grace.whitfield@acme.test',
    phone: '+44 113 496 0103',
    bio: 'IT and office roles.',
    specialisations: ['information_technology', 'administration'],
    status: 'enabled',
    employers: [],
    jobs: [],
  },
  {
    site: 'acmeJobs',
    name: 'Tom Archer',
    email: 'tom.archer@acme.test',
    phone: '+44 113 496 0104',
    bio: 'On leave until spring.',
    specialisations: ['sales'],
    status: 'disabled',
    employers: [],
    jobs: [],
  },
  {
    site: 'acmeHealth',
    name: 'Nadia Karim',
    email: 'nadia.karim@acme.test',
    phone: '+44 113 496 0201',
    bio: 'Clinical and front-of-house recruitment for practices and clinics.',
    specialisations: ['healthcare', 'administration'],
    status: 'enabled',
    employers: ['St Mary Clinic'],
    jobs: ['Practice nurse', 'Receptionist'],
  },
  {
    site: 'globexCareers',
    name: 'Henry Globe',
    email: 'henry.globe@globex.test',
    phone: '+1 555 0100',
    bio: 'Sales and account management.',
    specialisations: ['sales'],
    status: 'enabled',
    employers: [],
    jobs: [],
  },
];

/** Inserts the demo consultants and assigns their employers and jobs. */
export async function seedDemoConsultants(tx: Queryable, ids: Ids) {
  for (const c of DEMO_CONSULTANTS) {
    const siteId = ids.siteIds.get(c.site)!;
    const [row] = await tx
      .insert(consultants)
      .values({
        accountId: ids.accountIds.get(ACCOUNT_OF[c.site])!,
        siteId,
        name: c.name,
        email: c.email,
        phone: c.phone,
        bio: c.bio,
        specialisations: c.specialisations,
        status: c.status,
      })
      .returning({ id: consultants.id });
    if (c.employers.length)
      await tx
        .update(employers)
        .set({ consultantId: row!.id })
        .where(and(eq(employers.siteId, siteId), inArray(employers.name, c.employers)));
    if (c.jobs.length)
      await tx
        .update(jobs)
        .set({ consultantId: row!.id })
        .where(and(eq(jobs.siteId, siteId), inArray(jobs.title, c.jobs)));
  }
}
