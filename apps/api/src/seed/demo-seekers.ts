import type { ApplicationStatus, Locale } from '@talent/contract';
import { DEFAULT_APPLICATION_STAGES } from '../modules/applications/application-stages.js';

/**
 * Demo seekers and applications: a few named people the tests and the guided tour use, and a
 * few hundred generated ones (from a fixed seed, so every database gets the same names).
 */

export type DemoSeeker = {
  site: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  location: string;
  headline: string;
  skills: string[];
  tags: string[];
  disabled: boolean;
  daysAgo: number;
  applications: { job: string; status: ApplicationStatus; daysAgo: number }[];
};

/** Stable people: the end-to-end tests refer to them by name. */
export const NAMED_SEEKERS: DemoSeeker[] = [
  {
    site: 'acmeJobs',
    firstName: 'Amira',
    lastName: 'Haddad',
    locale: 'ar',
    location: 'Leeds',
    headline: 'Warehouse supervisor with six years’ experience',
    skills: ['Team leadership', 'Stock control', 'Forklift licence'],
    tags: ['priority'],
    disabled: false,
    daysAgo: 18,
    applications: [{ job: 'Warehouse team leader', status: 'screening', daysAgo: 17 }],
  },
  {
    site: 'acmeJobs',
    firstName: 'Lucas',
    lastName: 'Martin',
    locale: 'fr',
    location: 'Bradford',
    headline: 'Logistics coordinator',
    skills: ['Scheduling', 'Excel'],
    tags: [],
    disabled: false,
    daysAgo: 12,
    applications: [
      { job: 'Warehouse team leader', status: 'new', daysAgo: 11 },
      { job: 'Delivery driver (van)', status: 'applied', daysAgo: 10 },
    ],
  },
  {
    site: 'acmeJobs',
    firstName: 'Olivia',
    lastName: 'Bennett',
    locale: 'en',
    location: 'York',
    headline: 'Shift manager in retail distribution',
    skills: ['People management', 'Health and safety'],
    tags: ['night shifts'],
    disabled: false,
    daysAgo: 9,
    applications: [{ job: 'Warehouse team leader', status: 'applied', daysAgo: 8 }],
  },
  {
    site: 'acmeJobs',
    firstName: 'Ethan',
    lastName: 'Clarke',
    locale: 'en',
    location: 'Wakefield',
    headline: 'Warehouse operative',
    skills: ['Picking', 'Packing'],
    tags: [],
    disabled: false,
    daysAgo: 7,
    applications: [{ job: 'Warehouse team leader', status: 'new', daysAgo: 6 }],
  },
  {
    site: 'acmeJobs',
    firstName: 'Marcus',
    lastName: 'Reed',
    locale: 'en',
    location: 'Hull',
    headline: 'Van driver',
    skills: ['Full UK licence'],
    tags: [],
    disabled: true,
    daysAgo: 25,
    applications: [{ job: 'Delivery driver (van)', status: 'withdrawn', daysAgo: 24 }],
  },
  {
    site: 'acmeJobs',
    firstName: 'Priya',
    lastName: 'Shah',
    locale: 'en',
    location: 'Manchester',
    headline: 'Customer service lead at a regional airport',
    skills: ['Customer service', 'Check-in systems'],
    tags: ['priority'],
    disabled: false,
    daysAgo: 5,
    applications: [{ job: 'Ground operations agent', status: 'interviewed', daysAgo: 5 }],
  },
];

const FIRST = [
  'James',
  'Sophie',
  'Mohammed',
  'Chloe',
  'Daniel',
  'Aisha',
  'Thomas',
  'Emma',
  'Yusuf',
  'Grace',
  'Oliver',
  'Fatima',
  'Jack',
  'Léa',
  'Omar',
  'Hannah',
  'Noah',
  'Zara',
  'Leo',
  'Camille',
  'Samir',
  'Ruby',
  'Adam',
  'Nour',
  'Harry',
  'Inès',
  'George',
  'Layla',
  'Ali',
  'Megan',
];
const LAST = [
  'Smith',
  'Jones',
  'Khan',
  'Williams',
  'Brown',
  'Dubois',
  'Taylor',
  'Ahmed',
  'Wilson',
  'Moreau',
  'Evans',
  'Hassan',
  'Thomas',
  'Laurent',
  'Roberts',
  'Ali',
  'Walker',
  'Bernard',
  'Wright',
  'Saleh',
  'Hughes',
  'Petit',
  'Green',
  'Nasser',
];
const LOCATIONS = ['Leeds', 'Manchester', 'Sheffield', 'Bradford', 'York', 'Liverpool', 'Birmingham', 'Nottingham'];
const HEADLINES = [
  'Warehouse operative',
  'Experienced van driver',
  'Stock and inventory specialist',
  'Team leader in logistics',
  'Customer service professional',
  'Recent graduate looking for a first role',
  'Returning to work after a career break',
  'Picker and packer, flexible hours',
];
const SKILLS = [
  'Forklift licence',
  'Stock control',
  'Customer service',
  'Full UK licence',
  'Health and safety',
  'Team leadership',
  'SAP',
  'First aid',
  'Excel',
  'Manual handling',
];
const TAGS = ['priority', 'night shifts', 'graduate', 'returner', 'local'];
const HEALTH_HEADLINES = ['Registered nurse', 'Healthcare assistant', 'Medical receptionist', 'Practice administrator'];
const HEALTH_SKILLS = ['Patient care', 'Phlebotomy', 'EMIS', 'First aid', 'Triage', 'Appointments'];

/** Weighted so early pipeline statuses are the most common, as on a real board. */
const STATUS_WEIGHTS: [ApplicationStatus, number][] = [
  ['new', 22],
  ['applied', 16],
  ['registered', 6],
  ['invited', 6],
  ['screening', 14],
  ['shortlisted', 10],
  ['interviewed', 8],
  ['offered', 4],
  ['unsuccessful', 10],
  ['withdrawn', 4],
];

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function generate(
  site: string,
  count: number,
  jobs: string[],
  seed: number,
  pools: { headlines: string[]; skills: string[] },
): DemoSeeker[] {
  const next = random(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const total = STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const status = (): ApplicationStatus => {
    let roll = next() * total;
    for (const [s, w] of STATUS_WEIGHTS) {
      roll -= w;
      if (roll < 0) return s;
    }
    return 'new';
  };
  const people: DemoSeeker[] = [];
  for (let i = 0; i < count; i++) {
    const daysAgo = 1 + Math.floor(next() * 80);
    const applyTo = new Set(jobs.length ? [pick(jobs)] : []);
    if (jobs.length && next() < 0.45) applyTo.add(pick(jobs));
    const locale: Locale = next() < 0.12 ? 'ar' : next() < 0.15 ? 'fr' : 'en';
    people.push({
      site,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      locale,
      location: pick(LOCATIONS),
      headline: pick(pools.headlines),
      skills: [...new Set([pick(pools.skills), pick(pools.skills), pick(pools.skills)])],
      tags: next() < 0.3 ? [pick(TAGS)] : [],
      disabled: next() < 0.03,
      daysAgo,
      applications: [...applyTo].map((job) => ({
        job,
        status: status(),
        daysAgo: Math.max(0, daysAgo - 1 - Math.floor(next() * 5)),
      })),
    });
  }
  return people;
}

const ACME_JOBS_OPEN = [
  'Warehouse team leader',
  'Delivery driver (van)',
  'Stock controller',
  'Seasonal picker',
  'Ground operations agent',
];

/**
 * Seekers who registered on Acme Jobs over two and a half years ago and never came back: what a
 * retention rule finds (docs/privacy.md "Try it": turn the rule on and they are pending erasure).
 */
export const FORMER_SEEKERS: DemoSeeker[] = [
  ['Wilhelmina', 'Zeller', 'en', 'Leeds', 950],
  ['Yannick', 'Zimmer', 'fr', 'Bradford', 1010],
  ['Yasmin', 'Zaidi', 'ar', 'Sheffield', 1100],
].map(([firstName, lastName, locale, location, daysAgo]) => ({
  site: 'acmeJobs',
  firstName: firstName as string,
  lastName: lastName as string,
  locale: locale as Locale,
  location: location as string,
  headline: 'Warehouse operative',
  skills: ['Picking'],
  tags: [],
  disabled: false,
  daysAgo: daysAgo as number,
  applications: [],
}));

export const DEMO_SEEKERS: DemoSeeker[] = [
  ...NAMED_SEEKERS,
  ...FORMER_SEEKERS,
  ...generate('acmeJobs', 260, ACME_JOBS_OPEN, 7, { headlines: HEADLINES, skills: SKILLS }),
  ...generate('acmeHealth', 60, ['Practice nurse', 'Receptionist'], 11, {
    headlines: HEALTH_HEADLINES,
    skills: HEALTH_SKILLS,
  }),
  ...generate('globexCareers', 25, [], 13, { headlines: HEADLINES, skills: SKILLS }),
];

/**
 * The pipeline column an application at `status` sits in: the default stage its status implies;
 * a closed one stays where it left the pipeline (the inbox or the review, by `roll`).
 */
export function stageFor(status: ApplicationStatus, roll: number): string {
  const implied = DEFAULT_APPLICATION_STAGES.find((s) => (s.statuses as readonly string[]).includes(status));
  return implied?.key ?? (roll < 0.5 ? 'inbox' : 'review');
}

export const DEMO_COVER_LETTER =
  'I would like to apply for this role. I have relevant experience, I am reliable and I enjoy working in a team. I can start within two weeks.';
export const DEMO_ANSWERS = [
  { question: 'Do you have the right to work in the UK?', answer: 'Yes' },
  { question: 'When could you start?', answer: 'Within two weeks' },
];
