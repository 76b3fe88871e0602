import type { FieldOption, FieldOptions } from '@talent/contract';
import { DEFAULT_FIELD_OPTIONS } from '../modules/employers/site-settings.js';

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

export const DEMO_ROLES = {
  platformAdmin: { key: 'platform_admin', name: 'Platform administrator', permissions: ['all'] },
  owner: { key: 'owner', name: 'Account owner', permissions: ['all'] },
  siteManager: {
    key: 'site_manager',
    name: 'Site manager',
    permissions: [
      'dashboard.read',
      'employers.all',
      'jobs.all',
      'flagged_jobs.all',
      'job_feedback.all',
      'seekers.all',
      'applications.all',
      'consultants.all',
      'credits.all',
    ],
  },
  moderator: {
    key: 'moderator',
    name: 'Moderator',
    permissions: [
      'dashboard.read',
      'employers.read',
      'employers.approve',
      'jobs.read',
      'jobs.approve',
      'flagged_jobs.all',
    ],
  },
  employerAdmin: {
    key: 'employer_admin',
    name: 'Employer administrator',
    // Explicit actions, not `jobs.all`: an employer posts and edits its jobs but never approves them.
    permissions: [
      'jobs.read',
      'jobs.create',
      'jobs.update',
      'jobs.delete',
      'applications.read',
      'applications.update',
      'employer_profile.all',
      'employer_users.all',
      'credits.read',
      'credits.create',
    ],
  },
} as const;

export type DemoEmployer = {
  name: string;
  type: 'business' | 'household';
  status: 'active' | 'on_hold' | 'rejected' | 'disabled';
  /** Registered this many days ago, so dashboards have a history. */
  daysAgo: number;
  industry?: string;
  contactName?: string;
  email?: string;
  phone?: string;
  address?: string;
  // Business only.
  businessName?: string;
  registrationNumber?: string;
  website?: string;
  size?: string;
  rejectionReason?: string;
};

/** A business employer with the usual profile; `slug` makes its e-mail and website. */
const business = (
  name: string,
  status: DemoEmployer['status'],
  daysAgo: number,
  p: { slug: string; industry: string; size: string; contact: string; phone: string; city: string; legal?: string },
  rejectionReason?: string,
): DemoEmployer => ({
  name,
  type: 'business',
  status,
  daysAgo,
  industry: p.industry,
  contactName: p.contact,
  email: `hiring@${p.slug}.test`,
  phone: p.phone,
  address: p.city,
  businessName: p.legal ?? name,
  registrationNumber: `RC-${p.slug.toUpperCase().slice(0, 6)}-${1000 + daysAgo}`,
  website: `https://www.${p.slug}.test`,
  size: p.size,
  ...(rejectionReason ? { rejectionReason } : {}),
});

const household = (
  name: string,
  status: DemoEmployer['status'],
  daysAgo: number,
  p: { contact: string; email: string; phone: string; city: string },
  rejectionReason?: string,
): DemoEmployer => ({
  name,
  type: 'household',
  status,
  daysAgo,
  industry: 'domestic_services',
  contactName: p.contact,
  email: p.email,
  phone: p.phone,
  address: p.city,
  ...(rejectionReason ? { rejectionReason } : {}),
});

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
        settings: { employers_start_on_hold: true, field_options: ACME_JOBS_FIELD_OPTIONS },
        employers: [
          business('Northwind Traders', 'active', 40, {
            slug: 'northwind',
            industry: 'retail',
            size: '51-200',
            contact: 'Hana Northwind',
            phone: '+44 20 7946 0101',
            city: '12 Harbour Road, Bristol',
            legal: 'Northwind Traders Ltd',
          }),
          business('Contoso Ltd', 'active', 12, {
            slug: 'contoso',
            industry: 'information_technology',
            size: '201-1000',
            contact: 'Carlos Diaz',
            phone: '+44 161 496 0202',
            city: '3 Piccadilly Place, Manchester',
          }),
          business('Fabrikam Foods', 'on_hold', 1, {
            slug: 'fabrikam',
            industry: 'hospitality',
            size: '11-50',
            contact: 'Fatima Rahman',
            phone: '+44 113 496 0303',
            city: '40 Kirkgate, Leeds',
            legal: 'Fabrikam Foods plc',
          }),
          household('The Martin Family', 'active', 5, {
            contact: 'Julie Martin',
            email: 'julie.martin@example.test',
            phone: '+44 7700 900404',
            city: 'Oxford',
          }),
          business('Blue Yonder Airlines', 'active', 25, {
            slug: 'blueyonder',
            industry: 'logistics',
            size: '1000+',
            contact: 'Ben Okafor',
            phone: '+44 20 7946 0505',
            city: 'Terminal 2, Heathrow',
          }),
          business('Litware Solutions', 'on_hold', 3, {
            slug: 'litware',
            industry: 'information_technology',
            size: '1-10',
            contact: 'Lena Fischer',
            phone: '+44 131 496 0606',
            city: '8 Rose Street, Edinburgh',
          }),
          business('Adventure Works Cycles', 'on_hold', 0, {
            slug: 'adventureworks',
            industry: 'retail',
            size: '11-50',
            contact: 'Amir Haddad',
            phone: '+44 29 2018 0707',
            city: '22 Queen Street, Cardiff',
          }),
          household('The Okonkwo Household', 'on_hold', 2, {
            contact: 'Ngozi Okonkwo',
            email: 'ngozi.okonkwo@example.test',
            phone: '+44 7700 900808',
            city: 'Reading',
          }),
          business(
            'Tailspin Toys',
            'rejected',
            18,
            {
              slug: 'tailspin',
              industry: 'manufacturing',
              size: '11-50',
              contact: 'Tom Price',
              phone: '+44 121 496 0909',
              city: '5 Canal Street, Birmingham',
            },
            'The company registration number could not be verified.',
          ),
          household(
            'The Dupont Family',
            'rejected',
            9,
            { contact: 'Marc Dupont', email: 'marc.dupont@example.test', phone: '+44 7700 901010', city: 'Brighton' },
            'Duplicate of an existing registration.',
          ),
          business('Wingtip Construction', 'disabled', 60, {
            slug: 'wingtip',
            industry: 'construction',
            size: '51-200',
            contact: 'Will Turner',
            phone: '+44 114 496 1111',
            city: '77 Ecclesall Road, Sheffield',
          }),
          business('Coho Winery', 'active', 7, {
            slug: 'cohowinery',
            industry: 'hospitality',
            size: '1-10',
            contact: 'Chloé Bernard',
            phone: '+44 1632 961212',
            city: 'Vineyard Lane, Kent',
          }),
        ] satisfies DemoEmployer[],
      },
      {
        key: 'acmeHealth',
        name: 'Acme Health Careers',
        settings: { employers_start_on_hold: false, field_options: ACME_HEALTH_FIELD_OPTIONS },
        employers: [
          business('St Mary Clinic', 'active', 30, {
            slug: 'stmaryclinic',
            industry: 'healthcare',
            size: '51-200',
            contact: 'Dr Sarah Mills',
            phone: '+44 20 7946 2001',
            city: '1 Chapel Street, London',
          }),
          business('Riverside Care Home', 'on_hold', 2, {
            slug: 'riversidecare',
            industry: 'elderly_care',
            size: '11-50',
            contact: 'Rita Evans',
            phone: '+44 1632 962002',
            city: '9 River Walk, York',
          }),
          household('The Nguyen Household', 'active', 8, {
            contact: 'Linh Nguyen',
            email: 'linh.nguyen@example.test',
            phone: '+44 7700 902003',
            city: 'Cambridge',
          }),
          business('Greenfield Pharmacy', 'active', 21, {
            slug: 'greenfieldpharmacy',
            industry: 'pharmacy',
            size: '1-10',
            contact: 'Gita Patel',
            phone: '+44 116 496 2004',
            city: '14 High Street, Leicester',
          }),
          business('Northgate Hospital Trust', 'active', 45, {
            slug: 'northgatehospital',
            industry: 'hospitals',
            size: '1000+',
            contact: 'Nathan Cole',
            phone: '+44 191 496 2005',
            city: 'Northgate, Newcastle',
            legal: 'Northgate Hospital NHS Trust',
          }),
          business('Bright Smile Dental', 'on_hold', 1, {
            slug: 'brightsmile',
            industry: 'dental',
            size: '1-10',
            contact: 'Bella Moreau',
            phone: '+44 1632 962006',
            city: '3 Market Square, Bath',
          }),
          household('The Haddad Family', 'on_hold', 0, {
            contact: 'Omar Haddad',
            email: 'omar.haddad@example.test',
            phone: '+44 7700 902007',
            city: 'Nottingham',
          }),
          business('CarePlus Home Services', 'on_hold', 4, {
            slug: 'careplus',
            industry: 'home_care',
            size: '51-200',
            contact: 'Chris Allen',
            phone: '+44 1632 962008',
            city: '50 Station Road, Derby',
          }),
          business(
            'Vital Labs',
            'rejected',
            16,
            {
              slug: 'vitallabs',
              industry: 'laboratories',
              size: '11-50',
              contact: 'Victor Lund',
              phone: '+44 1632 962009',
              city: 'Science Park, Cambridge',
            },
            'The laboratory licence provided has expired.',
          ),
          household(
            'The Kowalski Household',
            'rejected',
            11,
            {
              contact: 'Anna Kowalski',
              email: 'anna.kowalski@example.test',
              phone: '+44 7700 902010',
              city: 'Norwich',
            },
            'The contact details could not be confirmed.',
          ),
          business('Oakwood Physio', 'disabled', 70, {
            slug: 'oakwoodphysio',
            industry: 'physiotherapy',
            size: '1-10',
            contact: 'Olivia Reed',
            phone: '+44 1632 962011',
            city: '2 Oak Lane, Exeter',
          }),
          household('The Schmidt Family', 'active', 6, {
            contact: 'Klaus Schmidt',
            email: 'klaus.schmidt@example.test',
            phone: '+44 7700 902012',
            city: 'Winchester',
          }),
        ] satisfies DemoEmployer[],
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
        employers: [
          business('Initech', 'active', 20, {
            slug: 'initech',
            industry: 'information_technology',
            size: '201-1000',
            contact: 'Bill Lumbergh',
            phone: '+1 512 555 0101',
            city: 'Austin, TX',
          }),
          business('Umbrella Logistics', 'on_hold', 0, {
            slug: 'umbrellalogistics',
            industry: 'logistics',
            size: '1000+',
            contact: 'Alice Abernathy',
            phone: '+1 312 555 0102',
            city: 'Chicago, IL',
          }),
          business('Hooli', 'active', 9, {
            slug: 'hooli',
            industry: 'information_technology',
            size: '1000+',
            contact: 'Gavin Belson',
            phone: '+1 650 555 0103',
            city: 'Palo Alto, CA',
          }),
        ] satisfies DemoEmployer[],
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
    email: 'owner@globex.test',
    name: 'Gus Globex',
    memberships: [{ role: 'owner', scope: 'account', account: 'globex' }],
  },
  { email: 'nobody@portal.test', name: 'Nora Nobody', memberships: [] },
];
