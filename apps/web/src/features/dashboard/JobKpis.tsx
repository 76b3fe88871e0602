import { IconBriefcase, IconClockHour4, IconFlag, IconHourglassLow } from '@tabler/icons-react';
import type { DashboardJobs } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { actionOr, KpiGrid } from './KpiCards.js';

/** Where each card's "act on it" link goes, when the user may open that screen. */
export type JobLinks = { hold?: string | undefined; flagged?: string | undefined; list?: string | undefined };

/** The site's jobs by what needs attention: live, in review, reported, ending soon. */
export function JobKpis({ jobs, links }: { jobs: DashboardJobs; links: JobLinks }) {
  const { t } = useTranslation('dashboard');
  const share = (n: number) => (jobs.total > 0 ? n / jobs.total : 0);
  return (
    <KpiGrid
      cards={[
        {
          id: 'live',
          label: t('jobs.live'),
          value: jobs.live,
          icon: IconBriefcase,
          color: 'brand',
          share: share(jobs.live),
          footer: actionOr(links.list, t('jobs.all', { total: jobs.total }), t('jobs.ofTotal', { total: jobs.total })),
        },
        {
          id: 'on-hold',
          label: t('jobs.onHold'),
          value: jobs.on_hold,
          icon: IconClockHour4,
          color: 'orange',
          footer: actionOr(links.hold, t('jobs.review'), t('jobs.onHoldHint')),
        },
        {
          id: 'flagged',
          label: t('jobs.flagged'),
          value: jobs.flagged,
          icon: IconFlag,
          color: 'red',
          footer: actionOr(links.flagged, t('jobs.triage'), t('jobs.flaggedHint')),
        },
        {
          id: 'expiring',
          label: t('jobs.expiringSoon'),
          value: jobs.expiring_soon,
          icon: IconHourglassLow,
          color: 'gray',
          footer: t('jobs.expiringHint'),
        },
      ]}
    />
  );
}
