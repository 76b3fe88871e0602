import { z } from 'zod';
import { one } from './common.js';
import { ONBOARDING_ITEMS } from './onboarding-items.js';

/** Days in the dashboard's daily series: the last 14 days, today included. */
export const DASHBOARD_DAYS = 14;

const Count = z.number().int().nonnegative();

export const DashboardEmployersSchema = z
  .object({
    total: Count,
    active: Count,
    on_hold: Count,
    rejected: Count,
    disabled: Count,
  })
  .meta({ id: 'DashboardEmployers', description: 'Employers of the selected site by status.' });
export type DashboardEmployers = z.infer<typeof DashboardEmployersSchema>;

export const DailyCountSchema = z
  .object({
    date: z.iso.date().describe('Calendar day in UTC, `YYYY-MM-DD`.'),
    count: Count,
  })
  .meta({ id: 'DailyCount' });
export type DailyCount = z.infer<typeof DailyCountSchema>;

export const DashboardJobsSchema = z
  .object({
    total: Count,
    live: Count,
    on_hold: Count.describe('Waiting for review.'),
    flagged: Count.describe('Jobs with open visitor reports.'),
    expiring_soon: Count.describe('Live jobs whose last day is within the next 7 days.'),
  })
  .meta({ id: 'DashboardJobs', description: 'Jobs of the selected site.' });
export type DashboardJobs = z.infer<typeof DashboardJobsSchema>;

export const DashboardPrivacySchema = z
  .object({
    pending_erasure: Count.describe('Candidates the retention sweep marked, waiting for their erasure date.'),
    erased_30d: Count.describe('Candidates erased in the last 30 days.'),
    exported_30d: Count.describe('Data exports made in the last 30 days.'),
  })
  .meta({ id: 'DashboardPrivacy', description: 'Candidate privacy at the selected site.' });
export type DashboardPrivacy = z.infer<typeof DashboardPrivacySchema>;

/**
 * The site dashboard: one section per domain. Sections that later domains bring (`jobs`,
 * `applications`, `credits`) are added as optional fields, so an older client keeps working
 * (unknown keys are ignored) and a newer one shows only the sections the server sends.
 * Every number is counted in the selected site only.
 */
export const SiteDashboardSchema = z
  .object({
    generated_at: z.iso.datetime().describe('When the numbers were read (database clock).'),
    employers: DashboardEmployersSchema,
    employer_registrations: z
      .array(DailyCountSchema)
      .describe(`Employers created per UTC day over the last ${DASHBOARD_DAYS} days, oldest first, zero-filled.`),
    jobs: DashboardJobsSchema.optional().describe('Present for callers who may read jobs.'),
    privacy: DashboardPrivacySchema.optional().describe('Present for callers who may read the privacy settings.'),
  })
  .meta({ id: 'SiteDashboard' });
export type SiteDashboard = z.infer<typeof SiteDashboardSchema>;

export const SiteDashboardResponse = one(SiteDashboardSchema);
export type SiteDashboardResponse = z.infer<typeof SiteDashboardResponse>;

/**
 * GET /v1/employer/dashboard: the selected employer's own figures (X-AF-EMPID). Each section is
 * there for those who may read its domain, counted for that employer only.
 */
export const EmployerDashboardSchema = z
  .object({
    generated_at: z.iso.datetime().describe('When the numbers were read (database clock).'),
    credits: z
      .object({ balance: Count })
      .optional()
      .describe('Credits left to publish with; present for callers who may read credits.'),
    jobs: z
      .object({ live: Count, drafts: Count })
      .optional()
      .describe('Live jobs and drafts not published yet; present for callers who may read jobs.'),
    applications: z
      .object({ new: Count.describe('Applications still in the status `new` (nobody has acted on them).') })
      .optional()
      .describe('Present for callers who may read applications.'),
  })
  .meta({ id: 'EmployerDashboard' });
export type EmployerDashboard = z.infer<typeof EmployerDashboardSchema>;
export const EmployerDashboardResponse = one(EmployerDashboardSchema);

export const OnboardingItemSchema = z
  .object({
    key: z.enum(ONBOARDING_ITEMS),
    done: z.boolean(),
  })
  .meta({ id: 'OnboardingItem' });
export type OnboardingItem = z.infer<typeof OnboardingItemSchema>;

export const OnboardingChecklistSchema = z
  .object({
    items: z.array(OnboardingItemSchema).describe('Every step, in the order of `ONBOARDING_ITEMS`.'),
    done: Count.describe('How many steps are done.'),
    total: Count,
    dismissed: z.boolean().describe('Someone of the account hid the checklist; it stays hidden for everyone.'),
  })
  .meta({ id: 'OnboardingChecklist' });
export type OnboardingChecklist = z.infer<typeof OnboardingChecklistSchema>;
export const OnboardingChecklistResponse = one(OnboardingChecklistSchema);
