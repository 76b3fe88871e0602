import { VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconFileExport, IconShieldOff, IconTrash } from '@tabler/icons-react';
import type { PrivacySummary } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { KpiGrid, KpiSkeletons } from '../dashboard/KpiCards.js';

/** What waits for erasure, what was erased and exported in 30 days, and the suppression list's size. */
export function SummaryCards({ summary }: { summary: PrivacySummary | undefined }) {
  const { t } = useTranslation('privacy');
  if (!summary) return <KpiSkeletons count={4} />;
  return (
    <section aria-labelledby="privacy-summary">
      <VisuallyHidden component="h2" id="privacy-summary">
        {t('summary.title')}
      </VisuallyHidden>
      <KpiGrid
        cards={[
          {
            id: 'pending',
            label: t('summary.pending'),
            value: summary.pending,
            icon: IconClockHour4,
            color: 'orange',
            footer: summary.retention.enabled
              ? t('summary.ruleOn', { months: summary.retention.months, days: summary.retention.grace_days })
              : t('summary.ruleOff'),
          },
          {
            id: 'erased',
            label: t('summary.erased'),
            value: summary.erased_30d,
            icon: IconTrash,
            color: 'red',
            footer: t('summary.last30'),
          },
          {
            id: 'exported',
            label: t('summary.exported'),
            value: summary.exported_30d,
            icon: IconFileExport,
            color: 'brand',
            footer: t('summary.last30'),
          },
          {
            id: 'suppressed',
            label: t('summary.suppressed'),
            value: summary.suppressed,
            icon: IconShieldOff,
            color: 'gray',
            footer: t('summary.suppressedHint'),
          },
        ]}
      />
    </section>
  );
}
