import {
  ACTIVE_APPLICATION_STATUSES,
  type ActiveApplicationStatus,
  APPLICATION_STAGES_MAX,
  type ApplicationStage,
  type ApplicationStatus,
  type Locale,
  LocalizedLabel,
} from '@talent/contract';
import { z } from 'zod';

type StageSetting = { key: string; label: z.infer<typeof LocalizedLabel>; statuses: ActiveApplicationStatus[] };

const l = (en: string, fr: string, ar: string) => ({ en, fr, ar });

/**
 * Sites without `settings.application_stages` use this pipeline. Each stage lists the statuses that
 * move an application to it: the early statuses land in the inbox, screening and shortlisting are
 * the review, an invitation (to take the next step) and the interview are interviewing, an offer is
 * the offer. No status means hired (the spec has none); unsuccessful and withdrawn close an
 * application wherever it stands.
 */
export const DEFAULT_APPLICATION_STAGES: StageSetting[] = [
  { key: 'inbox', label: l('Inbox', 'À traiter', 'الوارد'), statuses: ['new', 'applied', 'registered'] },
  { key: 'review', label: l('Reviewing', 'En revue', 'قيد المراجعة'), statuses: ['screening', 'shortlisted'] },
  { key: 'interview', label: l('Interviewing', 'Entretiens', 'المقابلات'), statuses: ['invited', 'interviewed'] },
  { key: 'offer', label: l('Offer', 'Offre', 'العرض'), statuses: ['offered'] },
  { key: 'hired', label: l('Hired', 'Embauché', 'تم التوظيف'), statuses: [] },
];

const Stages = z
  .array(
    z.object({
      key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
      label: LocalizedLabel,
      // Stages saved before statuses were mapped have none stored: they keep the default's, by key.
      statuses: z.array(z.enum(ACTIVE_APPLICATION_STATUSES)).optional(),
    }),
  )
  .min(1)
  .max(APPLICATION_STAGES_MAX)
  .refine((stages) => new Set(stages.map((s) => s.key)).size === stages.length);

const defaultStatuses = (key: string) => DEFAULT_APPLICATION_STAGES.find((s) => s.key === key)?.statuses ?? [];

/** The site's pipeline (`settings.application_stages`, else the default), named in `locale`. */
export function applicationStagesOf(settings: Record<string, unknown>, locale: Locale): ApplicationStage[] {
  const parsed = Stages.safeParse(settings.application_stages);
  const stages = parsed.success ? parsed.data : DEFAULT_APPLICATION_STAGES;
  // A status implies one stage: the first that lists it, should stored settings ever list it twice.
  const taken = new Set<ApplicationStatus>();
  return stages.map((s) => {
    const statuses = (s.statuses ?? defaultStatuses(s.key)).filter((status) => !taken.has(status));
    for (const status of statuses) taken.add(status);
    return { key: s.key, name: s.label[locale], label: s.label, statuses };
  });
}

/** The stage a status moves an application to, or null (a closed status, or one no stage lists). */
export function stageImpliedBy(stages: ApplicationStage[], status: ApplicationStatus): string | null {
  return stages.find((s) => (s.statuses as readonly ApplicationStatus[]).includes(status))?.key ?? null;
}

/** The stage an application shows in: its own, or the first when it has none the site still knows. */
export function effectiveStage(stages: ApplicationStage[], stage: string | null): string | undefined {
  return stages.some((s) => s.key === stage) ? (stage ?? undefined) : stages[0]?.key;
}
