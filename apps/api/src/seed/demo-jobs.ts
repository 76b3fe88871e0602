import type { JobStatus, PayType, WorkType } from '@talent/contract';

/** A demo job; published ones were charged a credit `postedDaysAgo`, rejected ones refunded a day later. */
export type DemoJob = {
  employer: string;
  title: string;
  status: JobStatus;
  /** Created this many days ago (drafts) or published then (every other status). */
  postedDaysAgo: number;
  workType: WorkType;
  pay?: { type: PayType; min: number; max: number };
  classifications: string[];
  tags?: string[];
  points?: string[];
  product?: 'standard' | 'extended';
  rejectionReason?: string;
  flags?: {
    reason: 'spam' | 'scam' | 'discriminatory' | 'inaccurate' | 'expired' | 'other';
    comments: string;
    daysAgo: number;
  }[];
  feedback?: { rating: number; recommend: boolean; text?: string; author?: string }[];
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const DEMO_JOB_DESCRIPTIONS: Record<string, string> = {
  default: `${p('Join a team that cares about doing things properly.', 'You will work with friendly colleagues and clear priorities.')}<ul><li>Training from day one</li><li>Paid holidays</li></ul>`,
};

export const DEMO_JOBS: DemoJob[] = [
  // Northwind Traders (Acme Jobs): every status.
  {
    employer: 'Northwind Traders',
    title: 'Warehouse team leader',
    status: 'live',
    postedDaysAgo: 20,
    workType: 'full_time',
    pay: { type: 'annual', min: 3_200_000, max: 3_600_000 },
    classifications: ['logistics'],
    tags: ['warehouse', 'leadership'],
    points: ['Four-day week', 'Company pension', 'Free parking'],
    feedback: [
      { rating: 5, recommend: true, text: 'Clear advert, quick reply from the team.', author: 'Ada' },
      { rating: 4, recommend: true, author: 'Ben' },
      { rating: 3, recommend: false, text: 'Salary range could be wider.' },
    ],
  },
  {
    employer: 'Northwind Traders',
    title: 'Delivery driver (van)',
    status: 'live',
    postedDaysAgo: 12,
    workType: 'full_time',
    pay: { type: 'hourly', min: 1_350, max: 1_550 },
    classifications: ['logistics'],
    tags: ['driving'],
    points: ['Own route', 'Overtime available'],
    flags: [
      { reason: 'inaccurate', comments: 'The pay shown is lower on the company website.', daysAgo: 3 },
      { reason: 'spam', comments: 'Posted three times this week.', daysAgo: 2 },
    ],
  },
  {
    employer: 'Northwind Traders',
    title: 'Customer service adviser',
    status: 'on_hold',
    postedDaysAgo: 1,
    workType: 'part_time',
    pay: { type: 'hourly', min: 1_250, max: 1_300 },
    classifications: ['customer_service'],
    tags: ['remote-friendly'],
  },
  {
    employer: 'Northwind Traders',
    title: 'Stock controller',
    status: 'unlisted',
    postedDaysAgo: 18,
    workType: 'full_time',
    classifications: ['logistics'],
  },
  {
    employer: 'Northwind Traders',
    title: 'Seasonal picker',
    status: 'expired',
    postedDaysAgo: 27,
    workType: 'temporary',
    pay: { type: 'hourly', min: 1_200, max: 1_200 },
    classifications: ['logistics'],
    tags: ['seasonal'],
  },
  {
    employer: 'Northwind Traders',
    title: 'Sales executive — commission only',
    status: 'rejected',
    postedDaysAgo: 6,
    workType: 'contract',
    classifications: ['sales'],
    rejectionReason: 'Commission-only roles must state the expected earnings.',
  },
  {
    employer: 'Northwind Traders',
    title: 'Forklift driver',
    status: 'draft',
    postedDaysAgo: 2,
    workType: 'full_time',
    classifications: ['logistics'],
    product: 'standard',
  },
  {
    employer: 'Northwind Traders',
    title: 'Office manager',
    status: 'draft',
    postedDaysAgo: 0,
    workType: 'full_time',
    classifications: ['administration'],
  },
  // Contoso Ltd has no credits: its draft shows the "buy credits" path.
  {
    employer: 'Contoso Ltd',
    title: 'IT support technician',
    status: 'draft',
    postedDaysAgo: 1,
    workType: 'full_time',
    classifications: ['information_technology'],
    product: 'standard',
  },
  {
    employer: 'Blue Yonder Airlines',
    title: 'Cabin crew',
    status: 'draft',
    postedDaysAgo: 3,
    workType: 'full_time',
    classifications: ['hospitality'],
  },
  // A second employer on Acme Jobs with applicants, so an employer user sees only its own.
  {
    employer: 'Blue Yonder Airlines',
    title: 'Ground operations agent',
    status: 'live',
    postedDaysAgo: 6,
    workType: 'full_time',
    pay: { type: 'hourly', min: 1_350, max: 1_500 },
    classifications: ['customer_service'],
    tags: ['airport', 'shifts'],
    points: ['Free staff travel', 'Uniform provided'],
  },
  // Acme Health Careers publishes without review.
  {
    employer: 'St Mary Clinic',
    title: 'Practice nurse',
    status: 'live',
    postedDaysAgo: 9,
    workType: 'full_time',
    pay: { type: 'annual', min: 3_400_000, max: 3_900_000 },
    classifications: ['healthcare'],
    tags: ['nursing'],
    points: ['No weekend shifts'],
  },
  {
    employer: 'St Mary Clinic',
    title: 'Receptionist',
    status: 'live',
    postedDaysAgo: 4,
    workType: 'part_time',
    classifications: ['administration'],
    flags: [{ reason: 'discriminatory', comments: 'Asks for a "young and energetic" person.', daysAgo: 1 }],
  },
];
