import { useTranslation } from 'react-i18next';
import type { ChangeRow } from './job-changes.js';

/** The name of each row of a comparison, as the job's page names the field. */
export function useChangeLabels(): Record<ChangeRow, string> {
  const { t } = useTranslation('job-detail');
  return {
    title: t('changes.fields.title'),
    description: t('changes.fields.description'),
    work_type: t('fields.workType'),
    pay: t('fields.pay'),
    key_selling_points: t('sections.sellingPoints'),
    links: t('fields.links'),
    banner: t('changes.fields.banner'),
    reference_number: t('fields.reference'),
    classifications: t('fields.classifications'),
  };
}
