import { IconClockHour4, IconFileExport, IconTrash } from '@tabler/icons-react';
import type { DashboardPrivacy } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { actionOr, KpiGrid } from './KpiCards.js';

const COLS = { base: 1, '520px': 3 };

/** Candidate privacy at the site: who waits for erasure, erasures and exports in 30 days. */
export function PrivacyKpis({ privacy, href }: { privacy: DashboardPrivacy; href: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <KpiGrid
      cols={COLS}
      cards={[
        {
          id: 'pending-erasure',
          label: t('privacy.pending'),
          value: privacy.pending_erasure,
          icon: IconClockHour4,
          color: 'orange',
          footer: actionOr(href, t('privacy.open'), t('privacy.pendingHint')),
        },
        {
          id: 'erased',
          label: t('privacy.erased'),
          value: privacy.erased_30d,
          icon: IconTrash,
          color: 'red',
          footer: t('privacy.last30'),
        },
        {
          id: 'exported',
          label: t('privacy.exported'),
          value: privacy.exported_30d,
          icon: IconFileExport,
          color: 'brand',
          footer: t('privacy.last30'),
        },
      ]}
    />
  );
}
