import type { LargeScale } from './large-scale.js';

/**
 * The benchmark tenant's bulk rows, generated inside the database: one set-based statement per
 * table (generate_series, arrays of words, modular arithmetic), never a row from Node. Numbering
 * is deterministic: employer e, job g, seeker g, application a are tied to each other by
 * arithmetic on those numbers, kept in temporary tables (`g` → generated uuid) for the joins.
 *
 * Every value interpolated here is an integer the seed computed, never user input.
 */
export type LargeRowsInput = { accountId: number; siteIds: number[]; scale: LargeScale };

export type SeedStep = { name: string; sql: string };

/** A step's statements, one at a time (PGlite's extended protocol takes one per call). */
export const statementsOf = (step: SeedStep): string[] =>
  step.sql
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter(Boolean);

/**
 * A well-spread number from `expr` for the choices that must not follow the site: sites are dealt
 * round-robin (`g mod sites`), so `g mod 8` would give each site only some of eight values.
 */
const spread = (salt: string, expr: string) => `abs(hashtext('${salt}' || ${expr}))`;

const words = (list: string[]) => `array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

const SENIORITY = words(['Junior', 'Senior', 'Lead', 'Principal', 'Graduate', 'Trainee', 'Head of', 'Assistant']);
const ROLE = words([
  'Software Engineer',
  'Registered Nurse',
  'Accountant',
  'Warehouse Operative',
  'Data Analyst',
  'Care Assistant',
  'Sales Executive',
  'Project Manager',
  'Electrician',
  'Chef',
  'Teacher',
  'Pharmacist',
  'HR Advisor',
  'Customer Service Advisor',
  'Marketing Manager',
  'Mechanical Engineer',
  'Dental Nurse',
  'Delivery Driver',
  'Solicitor',
  'Physiotherapist',
]);
const CLASSIFICATION = words([
  'technology',
  'healthcare',
  'finance',
  'logistics',
  'education',
  'hospitality',
  'sales',
  'engineering',
]);
const WORK_TYPE = words(['full_time', 'part_time', 'contract', 'temporary']);
const FIRST = words([
  'Amira',
  'Ben',
  'Chloé',
  'Daniel',
  'Elif',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jana',
  'Karim',
  'Lena',
  'Mohammed',
  'Nora',
  'Omar',
  'Priya',
  'Quentin',
  'Rania',
  'Sami',
  'Tara',
  'Umar',
  'Victoria',
  'Yusuf',
  'Zoe',
]);
const LAST = words([
  'Ahmed',
  'Bernard',
  'Campbell',
  'Dubois',
  'Evans',
  'Fontaine',
  'Haddad',
  'Iqbal',
  'Jones',
  'Khan',
  'Lefèvre',
  'Mansour',
  'Nguyen',
  'Okafor',
  'Patel',
  'Rossi',
  'Saleh',
  'Taylor',
  'Walker',
  'Zaki',
]);
const CITY = words([
  'London',
  'Manchester',
  'Leeds',
  'Paris',
  'Lyon',
  'Dubai',
  'Riyadh',
  'Cairo',
  'Bristol',
  'Glasgow',
]);
const COMPANY_A = words([
  'Northern',
  'Blue',
  'Summit',
  'Harbour',
  'Cedar',
  'Atlas',
  'Meridian',
  'Oak',
  'Silver',
  'Vale',
]);
const COMPANY_B = words(['Logistics', 'Health', 'Foods', 'Systems', 'Care', 'Partners', 'Retail', 'Energy', 'Build']);
const APPLICATION_STATUS = words([
  'new',
  'applied',
  'screening',
  'shortlisted',
  'interviewed',
  'offered',
  'unsuccessful',
]);
const STAGE = words(['inbox', 'review', 'interview', 'offer', 'hired']);

/** The statements, in order; each is one round trip and may take a while at full scale. */
export function largeRowsSql({ accountId, siteIds, scale }: LargeRowsInput): SeedStep[] {
  const A = accountId;
  const S = siteIds.length;
  const sites = `array[${siteIds.join(',')}]::int[]`;
  const E = scale.employers;
  const J = scale.jobs;
  const N = scale.seekers;
  const perSite = Math.floor(N / S);
  const C = scale.consultantsPerSite;
  const APP = scale.applications;
  // Ledger: one debit per posted job, one refund per rejected job, about 8% purchases, and the
  // rest staff adjustments (grant/revoke pairs) to reach the issue's total.
  const purchases = Math.round(scale.ledgerEntries * 0.08);

  return [
    {
      name: 'employers',
      sql: `
insert into employers (account_id, site_id, name, type, status, industry, contact_name, email, phone, address,
  registration_number, business_name, website, size, approved_at, trusted, created_at, updated_at)
select ${A}, (${sites})[(e - 1) % ${S} + 1],
  (${COMPANY_A})[1 + ${spread('ca', 'e')} % 10] || ' ' || (${COMPANY_B})[1 + ${spread('cb', 'e')} % 9] || ' ' || e,
  case when ${spread('type', 'e')} % 10 = 0 then 'household' else 'business' end,
  case when e % 33 = 0 then 'on_hold' else 'active' end,
  (${CLASSIFICATION})[1 + ${spread('class', 'e')} % 8],
  (${FIRST})[1 + ${spread('first', 'e')} % 24] || ' ' || (${LAST})[1 + ${spread('last', 'e')} % 20],
  'hiring' || e || '@employer.bench.test', '+44 20 7946 ' || lpad((e % 10000)::text, 4, '0'),
  e || ' High Street, ' || (${CITY})[1 + ${spread('city', 'e')} % 10],
  case when ${spread('type', 'e')} % 10 = 0 then null else 'REG' || lpad(e::text, 8, '0') end,
  case when ${spread('type', 'e')} % 10 = 0 then null
    else (${COMPANY_A})[1 + ${spread('ca', 'e')} % 10] || ' ' || (${COMPANY_B})[1 + ${spread('cb', 'e')} % 9] || ' Ltd' end,
  case when ${spread('type', 'e')} % 10 = 0 then null else 'https://employer' || e || '.bench.test' end,
  case when ${spread('type', 'e')} % 10 = 0 then null else (array['1-10','11-50','51-200','201-1000'])[1 + ${spread('size', 'e')} % 4] end,
  case when e % 33 = 0 then null else now() - make_interval(days => 800 - e % 700) end,
  ${spread('trusted', 'e')} % 5 = 0,
  now() - make_interval(days => 801 - e % 700), now() - make_interval(days => 800 - e % 700)
from generate_series(1, ${E}) e`,
    },
    {
      name: 'consultants',
      sql: `
insert into consultants (account_id, site_id, name, email, phone, specialisations, status, created_at, updated_at)
select ${A}, (${sites})[s], (${FIRST})[1 + (c + s) % 24] || ' ' || (${LAST})[1 + c % 20],
  'consultant' || c || '.site' || s || '@bench.test', '+44 161 496 ' || lpad((c * 7 % 10000)::text, 4, '0'),
  array[(${CLASSIFICATION})[1 + c % 8]], case when c % 12 = 0 then 'disabled' else 'enabled' end, now(), now()
from generate_series(1, ${S}) s, generate_series(1, ${C}) c`,
    },
    {
      name: 'numbering of employers and consultants',
      sql: `
create temp table bench_employers on commit drop as
  select row_number() over (order by id) as e, id, site_id from employers where account_id = ${A};
create unique index on bench_employers (e);
create temp table bench_consultants on commit drop as
  select row_number() over (partition by site_id order by id) as c, id, site_id from consultants where account_id = ${A};
create unique index on bench_consultants (site_id, c);`,
    },
    {
      name: 'jobs',
      sql: `
create temp table bench_jobs on commit drop as
select g, gen_random_uuid() as id, e.id as employer_id, e.site_id,
  (array['live','live','live','live','live','live','live','live','live','live','live','live',
         'expired','expired','unlisted','draft','draft','on_hold','rejected','live'])[1 + ${spread('status', 'g')} % 20] as status,
  now() - make_interval(days => (g * 37) % 730, secs => g % 86400) as created_at
from generate_series(1, ${J}) g
join bench_employers e on e.e = (g::bigint * 7919) % ${E} + 1;
create unique index on bench_jobs (g);
insert into jobs (id, account_id, site_id, employer_id, consultant_id, title, description, work_type, pay_type,
  pay_min, pay_max, currency, end_date, reference_number, classifications, tags, status, rejection_reason,
  unlisted_by, unlisted_at, published_at, created_at, updated_at)
select j.id, ${A}, j.site_id, j.employer_id, c.id,
  (${SENIORITY})[1 + ${spread('seniority', 'g')} % 8] || ' ' || (${ROLE})[1 + ${spread('role', 'g')} % 20],
  '<p>Join a growing team. You will work with ' || (${CITY})[1 + ${spread('city', 'g')} % 10] || '''s best people.</p><ul><li>Training</li><li>Pension</li></ul>',
  (${WORK_TYPE})[1 + ${spread('work', 'g')} % 4], 'annual', 20000 + (g % 40) * 1000, 30000 + (g % 40) * 1500, 'GBP',
  case j.status when 'live' then current_date + 1 + g % 60 when 'expired' then current_date - 1 - g % 90
    else current_date + 30 end,
  'BN-' || lpad(g::text, 7, '0'),
  array[(${CLASSIFICATION})[1 + ${spread('class', 'g')} % 8]], array['bench', 'tag' || ${spread('tag', 'g')} % 20],
  j.status, case when j.status = 'rejected' then 'The advert breaks the site''s rules.' end,
  case when j.status = 'unlisted' then 'employer' end, case when j.status = 'unlisted' then j.created_at + interval '2 hours' end,
  case when j.status <> 'draft' then j.created_at + interval '1 hour' end,
  j.created_at, j.created_at + interval '2 hours'
from bench_jobs j
left join bench_consultants c on c.site_id = j.site_id and c.c = g % ${C} + 1 and ${spread('consultant', 'g')} % 4 <> 0;`,
    },
    {
      name: 'candidates',
      sql: `
create temp table bench_seekers on commit drop as
select g, gen_random_uuid() as id, (${sites})[(g - 1) % ${S} + 1] as site_id,
  now() - make_interval(days => (g * 13) % 900, secs => g % 86400) as created_at
from generate_series(1, ${perSite * S}) g;
create unique index on bench_seekers (g);
insert into seekers (id, account_id, site_id, first_name, last_name, email, phone, location, headline, skills, tags,
  locale, status, created_at, last_active_at, disabled_at)
select s.id, ${A}, s.site_id, (${FIRST})[1 + ${spread('first', 'g')} % 24], (${LAST})[1 + ${spread('last', 'g')} % 20],
  'candidate' || g || '@mail.bench.test', '+44 7700 ' || lpad((g % 1000000)::text, 6, '0'),
  (${CITY})[1 + ${spread('city', 'g')} % 10],
  (${SENIORITY})[1 + ${spread('seniority', 'g')} % 8] || ' ' || (${ROLE})[1 + ${spread('role', 'g')} % 20],
  array[(${CLASSIFICATION})[1 + ${spread('class', 'g')} % 8]], case when g % 7 = 0 then array['talent-pool'] else '{}'::text[] end,
  (array['en','en','fr','ar'])[1 + ${spread('locale', 'g')} % 4],
  case when g % 97 = 0 then 'disabled' else 'enabled' end,
  s.created_at, case when g % 5 = 0 then null else s.created_at + make_interval(days => g % 60) end,
  case when g % 97 = 0 then s.created_at + interval '1 day' end
from bench_seekers s;`,
    },
    {
      name: 'applications',
      // Application a goes to job (a mod J) and to a candidate of that job's site: candidate k of
      // the site, with k spread by a large prime so no job gets the same candidate twice.
      sql: `
create temp table bench_sites on commit drop as
  select ordinality - 1 as idx, id from unnest(${sites}) with ordinality as t(id, ordinality);
insert into applications (account_id, site_id, seeker_id, job_id, employer_id, status, stage, tags, enabled,
  cover_letter, created_at, updated_at)
select ${A}, j.site_id, s.id, j.id, j.employer_id,
  (${APPLICATION_STATUS})[1 + a % 7], case when a % 3 = 0 then null else (${STAGE})[1 + a % 5] end,
  case when a % 11 = 0 then array['priority'] else '{}'::text[] end, a % 41 <> 0,
  case when a % 2 = 0 then 'I would love to join your team.' end,
  least(now(), j.created_at + make_interval(days => a % 30, secs => a % 3600)),
  least(now(), j.created_at + make_interval(days => a % 30 + a % 5, secs => a % 3600))
from generate_series(0, ${APP - 1}) a
join bench_jobs j on j.g = a % ${J} + 1
join bench_sites st on st.id = j.site_id
join bench_seekers s on s.g = ((a::bigint / ${J}) * 7919 + j.g) % ${perSite} * ${S} + st.idx + 1
-- In candidate order: each row's foreign-key check locks its candidate, and neighbours share pages.
order by s.g
on conflict do nothing;`,
    },
    {
      name: 'application history',
      sql: `
insert into application_events (account_id, application_id, kind, to_value, created_at)
select ${A}, id, 'applied', 'new', created_at from applications where account_id = ${A};`,
    },
    {
      name: 'purchases',
      sql: `
insert into credit_purchases (account_id, site_id, employer_id, status, provider, provider_ref, return_url,
  quantity, currency, unit_price, subtotal, discount, total, tier_min_quantity, tier_percent_off,
  idempotency_key, request_hash, created_at, updated_at, paid_at)
select ${A}, e.site_id, e.id, 'paid', 'test', 'bench_' || p, 'https://bench.test/credit-system/payment-success',
  10, 'GBP', 2500, 25000, 5000, 20000, 10, 20, 'bench-' || p, 'bench',
  now() - make_interval(days => 900 - p % 900, secs => p % 86400),
  now() - make_interval(days => 900 - p % 900, secs => p % 86400),
  now() - make_interval(days => 900 - p % 900, secs => p % 86400)
from generate_series(1, ${purchases}) p
join bench_employers e on e.e = p % ${E} + 1;`,
    },
    {
      name: 'wallets and credit ledger',
      // Entries are gathered first; then each employer whose history would dip below zero gets an
      // opening grant of the shortfall, and balance_after is the running sum in time order.
      sql: `
create temp table bench_ledger on commit drop as
select employer_id, site_id, 'job_posting'::text as kind, -1 as amount, null::text as reason,
  null::int as purchase_id, id as job_id, created_at + interval '1 hour' as created_at
from bench_jobs where status <> 'draft'
union all
select employer_id, site_id, 'refund', 1, null, null, id, created_at + interval '1 day'
from bench_jobs where status = 'rejected'
union all
select employer_id, site_id, 'purchase', quantity, null, id, null, paid_at
from credit_purchases where account_id = ${A};
insert into bench_ledger
select e.id, e.site_id, case when (r / ${E}) % 2 = 0 then 'staff_grant' else 'staff_revoke' end,
  case when (r / ${E}) % 2 = 0 then 1 else -1 end, 'Goodwill adjustment', null, null,
  now() - make_interval(days => 900) + make_interval(secs => r * 77760000.0 / greatest(1, ${scale.ledgerEntries}))
from generate_series(0, greatest(0, ${scale.ledgerEntries} - (select count(*) from bench_ledger)) - 1) r
join bench_employers e on e.e = r % ${E} + 1;
insert into bench_ledger
select employer_id, min(site_id), 'staff_grant', -min(running), 'Opening balance', null, null,
  min(created_at) - interval '1 day'
from (
  select employer_id, site_id, created_at,
    sum(amount) over (partition by employer_id order by created_at, kind, job_id, purchase_id
                      rows unbounded preceding) as running
  from bench_ledger
) t
group by employer_id having min(running) < 0;
insert into credit_wallets (employer_id, account_id, site_id, balance, created_at, updated_at)
select e.id, ${A}, e.site_id, coalesce(l.balance, 0), now(), now()
from bench_employers e
left join (select employer_id, sum(amount)::int as balance from bench_ledger group by employer_id) l
  on l.employer_id = e.id;
insert into credit_ledger (account_id, site_id, employer_id, kind, amount, balance_after, reason, purchase_id,
  job_id, created_at)
select ${A}, site_id, employer_id, kind, amount,
  sum(amount) over (partition by employer_id order by created_at, kind, job_id, purchase_id
                    rows unbounded preceding),
  reason, purchase_id, job_id, created_at
from bench_ledger
order by created_at;`,
    },
  ];
}

/**
 * After a bulk load: planner statistics, and the visibility map that lets counts and deep pages
 * use index-only scans (autovacuum would get there, later). One statement each: VACUUM cannot
 * run inside a transaction.
 */
export const VACUUM_SQL = [
  'employers',
  'consultants',
  'jobs',
  'seekers',
  'applications',
  'application_events',
  'credit_purchases',
  'credit_ledger',
  'credit_wallets',
].map((table) => `vacuum (analyze) ${table}`);
