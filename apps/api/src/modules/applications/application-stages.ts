import {
  APPLICATION_STAGES_MAX,
  type ApplicationStage,
  ApplicationStageSchema,
  type Locale,
  type LocalizedLabel,
} from '@talent/contract';
import { z } from 'zod';

type StageSetting = { key: string; label: z.infer<typeof LocalizedLabel> };

const l = (en: string, fr: string, ar: string) => ({ en, fr, ar });

/** Sites without `settings.application_stages` use this pipeline. */
export const DEFAULT_APPLICATION_STAGES: StageSetting[] = [
  { key: 'inbox', label: l('Inbox', 'À traiter', 'الوارد') },
  { key: 'review', label: l('Reviewing', 'En revue', 'قيد المراجعة') },
  { key: 'interview', label: l('Interviewing', 'Entretiens', 'المقابلات') },
  { key: 'offer', label: l('Offer', 'Offre', 'العرض') },
  { key: 'hired', label: l('Hired', 'Embauché', 'تم التوظيف') },
];

const Stages = z
  .array(ApplicationStageSchema.pick({ key: true, label: true }))
  .min(1)
  .max(APPLICATION_STAGES_MAX)
  .refine((stages) => new Set(stages.map((s) => s.key)).size === stages.length);

/** The site's pipeline (`settings.application_stages`, else the default), named in `locale`. */
export function applicationStagesOf(settings: Record<string, unknown>, locale: Locale): ApplicationStage[] {
  const parsed = Stages.safeParse(settings.application_stages);
  const stages = parsed.success ? parsed.data : DEFAULT_APPLICATION_STAGES;
  return stages.map((s) => ({ key: s.key, name: s.label[locale], label: s.label }));
}
