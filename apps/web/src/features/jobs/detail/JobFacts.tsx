import { Anchor, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Job, JobOptions } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { formatLocaleOf, pickLocale } from '../../../shared/i18n/locale.js';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { type DefinitionRow, DefinitionSection } from '../../employers/profile/DefinitionSection.js';
import { usePayText } from '../components/usePayText.js';
import { formatDay } from './facts.js';

const dash = (
  <Text span c="dimmed" inherit>
    —
  </Text>
);
const value = (v: ReactNode) => v || dash;

/** The job's facts as label / value rows; option labels in the user's language once they load. */
export function JobFacts({ job, options }: { job: Job; options: JobOptions | undefined }) {
  const { t, i18n } = useTranslation(['job-detail', 'jobs']);
  const { dateTime } = useFormat();
  const locale = i18n.language;
  const classification = useOptionLabel(options?.classifications);
  const product = options?.products.find((p) => p.key === job.product);
  const payText = usePayText();
  const day = (d: string | null) => (d ? formatDay(d, formatLocaleOf(locale)) : null);

  const rows: DefinitionRow[] = [
    [t('fields.employer'), job.employer.name],
    [t('fields.consultant'), value(job.consultant?.name ?? null)],
    [t('fields.workType'), value(job.work_type && t(`jobs:workType.${job.work_type}`))],
    [t('fields.pay'), value(payText(job))],
    [t('fields.currency'), value(job.currency && <span dir="ltr">{job.currency}</span>)],
    [t('fields.startDate'), value(day(job.start_date))],
    [t('fields.endDate'), value(day(job.end_date))],
    [
      t('fields.product'),
      value(job.product && (product ? product.label[pickLocale(locale)] || product.label.en : job.product)),
    ],
    [t('fields.reference'), value(job.reference_number && <span dir="ltr">{job.reference_number}</span>)],
    [t('fields.classifications'), value(job.classifications.map((c) => classification(c)).join(', '))],
    [
      t('fields.links'),
      value(
        job.links.length > 0 && (
          <Stack gap={4}>
            {job.links.map((link) => (
              <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" inherit>
                {link.label}
                <VisuallyHidden> {t('opensNewTab')}</VisuallyHidden>
              </Anchor>
            ))}
          </Stack>
        ),
      ),
    ],
  ];
  const dates: DefinitionRow[] = [
    [t('fields.createdAt'), dateTime(job.created_at)],
    [t('fields.updatedAt'), dateTime(job.updated_at)],
    ...(job.published_at ? ([[t('fields.publishedAt'), dateTime(job.published_at)]] as DefinitionRow[]) : []),
  ];

  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="lg">
        <DefinitionSection title={t('sections.facts')} rows={rows} />
        <DefinitionSection title={t('sections.dates')} rows={dates} />
      </Stack>
    </Paper>
  );
}
