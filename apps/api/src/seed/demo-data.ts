import type { FieldOption, FieldOptions } from '@talent/contract';
import { DEFAULT_FIELD_OPTIONS } from '../modules/employers/employer-settings.js';
import { STANDARD_ROLES } from '../modules/platform-accounts/standard-roles.js';
import { ACME_HEALTH_EMPLOYERS, ACME_JOBS_EMPLOYERS, GLOBEX_CAREERS_EMPLOYERS } from './demo-employers.js';

export type { DemoEmployer } from './demo-employer.js';

/** The demo tenants of DESIGN §7. Tests import these names instead of repeating them. */
export const DEMO_PASSWORD = 'Portal!2345';

const localized = (en: string, fr: string, ar: string) => ({ en, fr, ar });
const option = (value: string, en: string, fr: string, ar: string): FieldOption => ({
  value,
  label: localized(en, fr, ar),
});

/** Acme Jobs offers the general list; Acme Health Careers its own care-sector industries. */
const ACME_JOBS_FIELD_OPTIONS: FieldOptions = DEFAULT_FIELD_OPTIONS;
const ACME_HEALTH_FIELD_OPTIONS: FieldOptions = {
  industries: [
    option('dental', 'Dental practices', 'Cabinets dentaires', 'عيادات الأسنان'),
    option('domestic_services', 'Domestic services', 'Services à domicile', 'الخدمات المنزلية'),
    option('elderly_care', 'Elderly care', 'Soins aux personnes âgées', 'رعاية المسنين'),
    option('home_care', 'Home care', 'Soins à domicile', 'الرعاية المنزلية'),
    option('hospitals', 'Hospitals', 'Hôpitaux', 'المستشفيات'),
    option('laboratories', 'Laboratories', 'Laboratoires', 'المختبرات'),
    option('pharmacy', 'Pharmacy', 'Pharmacie', 'الصيدلة'),
    option('physiotherapy', 'Physiotherapy', 'Kinésithérapie', 'العلاج الطبيعي'),
  ],
  sizes: DEFAULT_FIELD_OPTIONS.sizes,
};

/** The demo accounts use the portal's standard roles, as every new account does. */
export const DEMO_ROLES = STANDARD_ROLES;

/** 1–4 credits at the base price, 5–9 at 10% off, 10 or more at 20% off. */
const STANDARD_TIERS = [
  { minQuantity: 5, percentOff: 10 },
  { minQuantity: 10, percentOff: 20 },
];

export const DEMO_ACCOUNTS = [
  {
    key: 'acme',
    name: 'Acme Talent Group',
    domains: ['localhost'],
    brand: {
      title: 'Acme Talent',
      logoSquare: '/brands/acme.svg',
      primaryColor: '#0b6e4f',
      primaryDarkenColor: '#08533b',
      stylesheetPath: '/brands/acme.css',
      login: {
        heading: localized('Welcome to Acme Talent', 'Bienvenue chez Acme Talent', 'مرحبًا بكم في Acme Talent'),
        text: localized(
          'Sign in to run your job boards.',
          'Connectez-vous pour gérer vos sites d’emploi.',
          'سجّل الدخول لإدارة مواقع التوظيف الخاصة بك.',
        ),
      },
    },
    sites: [
      {
        key: 'acmeJobs',
        name: 'Acme Jobs',
        settings: {
          employers_start_on_hold: true,
          field_options: ACME_JOBS_FIELD_OPTIONS,
          credit_pricing: { currency: 'GBP', unit_price: 2500 },
        },
        creditTiers: STANDARD_TIERS,
        employers: ACME_JOBS_EMPLOYERS,
      },
      {
        key: 'acmeHealth',
        name: 'Acme Health Careers',
        settings: {
          employers_start_on_hold: false,
          field_options: ACME_HEALTH_FIELD_OPTIONS,
          credit_pricing: { currency: 'GBP', unit_price: 3000 },
        },
        creditTiers: STANDARD_TIERS,
        employers: ACME_HEALTH_EMPLOYERS,
      },
    ],
  },
  {
    key: 'globex',
    name: 'Globex Recruitment',
    domains: ['127.0.0.1'],
    brand: {
      title: 'Globex Careers',
      logoSquare: '/brands/globex.svg',
      primaryColor: '#b4410c',
      primaryDarkenColor: '#8a3109',
      stylesheetPath: '/brands/globex.css',
      login: {
        heading: localized('Globex Recruitment portal', 'Portail Globex Recruitment', 'بوابة Globex Recruitment'),
        text: localized('Sign in to continue.', 'Connectez-vous pour continuer.', 'سجّل الدخول للمتابعة.'),
      },
    },
    sites: [
      {
        key: 'globexCareers',
        name: 'Globex Careers',
        settings: { employers_start_on_hold: true, field_options: DEFAULT_FIELD_OPTIONS },
        creditTiers: [],
        employers: GLOBEX_CAREERS_EMPLOYERS,
      },
    ],
  },
] as const;

type Membership =
  | { role: 'platformAdmin'; scope: 'all' }
  | { role: keyof typeof DEMO_ROLES; scope: 'account'; account: 'acme' | 'globex' }
  | { role: keyof typeof DEMO_ROLES; scope: 'site'; site: 'acmeJobs' | 'acmeHealth' | 'globexCareers' }
  | { role: keyof typeof DEMO_ROLES; scope: 'employer'; employer: string };

export const DEMO_USERS: { email: string; name: string; memberships: Membership[] }[] = [
  { email: 'admin@portal.test', name: 'Pat Admin', memberships: [{ role: 'platformAdmin', scope: 'all' }] },
  {
    email: 'owner@acme.test',
    name: 'Olivia Acme',
    memberships: [{ role: 'owner', scope: 'account', account: 'acme' }],
  },
  {
    email: 'manager@acme.test',
    name: 'Manon Manager',
    memberships: [{ role: 'siteManager', scope: 'site', site: 'acmeJobs' }],
  },
  {
    email: 'moderator@acme.test',
    name: 'Malik Moderator',
    memberships: [{ role: 'moderator', scope: 'site', site: 'acmeJobs' }],
  },
  {
    email: 'hr@northwind.test',
    name: 'Hana Northwind',
    memberships: [{ role: 'employerAdmin', scope: 'employer', employer: 'Northwind Traders' }],
  },
  {
    email: 'recruiter@northwind.test',
    name: 'Reza Recruiter',
    memberships: [{ role: 'employerRecruiter', scope: 'employer', employer: 'Northwind Traders' }],
  },
  {
    email: 'owner@globex.test',
    name: 'Gus Globex',
    memberships: [{ role: 'owner', scope: 'account', account: 'globex' }],
  },
  { email: 'nobody@portal.test', name: 'Nora Nobody', memberships: [] },
];

/** People invited to an employer who have not chosen a password yet (status `invited`). */
export const DEMO_INVITATIONS: {
  email: string;
  name: string;
  role: keyof typeof DEMO_ROLES;
  employer: string;
  invitedBy: string;
}[] = [
  {
    email: 'sam.newhire@northwind.test',
    invitedBy: 'hr@northwind.test',
    name: 'Sam Newhire',
    role: 'employerRecruiter',
    employer: 'Northwind Traders',
  },
];

/**
 * Credit history, oldest first (days ago). Northwind has bought and been granted credits;
 * Contoso had a grant taken back and holds 0.
 */
export type DemoCreditEvent =
  | { employer: string; daysAgo: number; kind: 'purchase'; quantity: number; buyer: string }
  | {
      employer: string;
      daysAgo: number;
      kind: 'staff_grant' | 'staff_revoke';
      amount: number;
      reason: string;
      by: string;
    };

export const DEMO_CREDIT_HISTORY: DemoCreditEvent[] = [
  {
    employer: 'Northwind Traders',
    daysAgo: 35,
    kind: 'staff_grant',
    amount: 3,
    reason: 'Welcome credits',
    by: 'manager@acme.test',
  },
  { employer: 'Northwind Traders', daysAgo: 28, kind: 'purchase', quantity: 10, buyer: 'hr@northwind.test' },
  { employer: 'Northwind Traders', daysAgo: 9, kind: 'purchase', quantity: 10, buyer: 'hr@northwind.test' },
  {
    employer: 'Blue Yonder Airlines',
    daysAgo: 15,
    kind: 'staff_grant',
    amount: 6,
    reason: 'Launch partner offer',
    by: 'manager@acme.test',
  },
  {
    employer: 'Contoso Ltd',
    daysAgo: 12,
    kind: 'staff_grant',
    amount: 2,
    reason: 'Trial credits',
    by: 'manager@acme.test',
  },
  {
    employer: 'Contoso Ltd',
    daysAgo: 11,
    kind: 'staff_revoke',
    amount: -2,
    reason: 'Trial granted twice by mistake',
    by: 'owner@acme.test',
  },
  {
    employer: 'Coho Winery',
    daysAgo: 6,
    kind: 'staff_grant',
    amount: 1,
    reason: 'Goodwill after a site outage',
    by: 'owner@acme.test',
  },
  {
    employer: 'St Mary Clinic',
    daysAgo: 20,
    kind: 'staff_grant',
    amount: 4,
    reason: 'Welcome credits',
    by: 'owner@acme.test',
  },
];
