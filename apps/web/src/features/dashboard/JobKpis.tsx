import { Anchor, SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconChevronRight, IconClockHour4, IconFlag, IconHourglassLow } from '@tabler/icons-react';
import type { DashboardJobs } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './dashboard.module.css';
import { KPI_COLS, KpiCard } from './KpiCards.js';

/** Where each card's "act on it" link goes, when the user may open that screen. */
export type JobLinks = { hold?: string | undefined; flagged?: string | undefined; list?: string | undefined };

function Act({ to, children }: { to: string | undefined; children: ReactNode }) {
  if (!to) return null;
  return (
    <Anchor component={Link} to={to} fw={600} size="sm" className={classes.brandLink}>
      {children}
      <IconChevronRight size={16} className={`${classes.forward} ${classes.inlineIcon}`} aria-hidden />
    </Anchor>
  );
}

/** The site's jobs by what needs attention: live, in review, reported, ending soon. */
export function JobKpis({ jobs, links }: { jobs: DashboardJobs; links: JobLinks }) {
  const { t } = useTranslation('dashboard');
  const share = (n: number) => (jobs.total > 0 ? n / jobs.total : 0);
  return (
    <SimpleGrid type="container" cols={KPI_COLS} spacing="md">
      <KpiCard
        label={t('jobs.live')}
        value={jobs.live}
        icon={IconBriefcase}
        color="brand"
        share={share(jobs.live)}
        footer={
          links.list ? (
            <Act to={links.list}>{t('jobs.all', { total: jobs.total })}</Act>
          ) : (
            t('jobs.ofTotal', { total: jobs.total })
          )
        }
      />
      <KpiCard
        label={t('jobs.onHold')}
        value={jobs.on_hold}
        icon={IconClockHour4}
        color="orange"
        footer={links.hold ? <Act to={links.hold}>{t('jobs.review')}</Act> : t('jobs.onHoldHint')}
      />
      <KpiCard
        label={t('jobs.flagged')}
        value={jobs.flagged}
        icon={IconFlag}
        color="red"
        footer={links.flagged ? <Act to={links.flagged}>{t('jobs.triage')}</Act> : t('jobs.flaggedHint')}
      />
      <KpiCard
        label={t('jobs.expiringSoon')}
        value={jobs.expiring_soon}
        icon={IconHourglassLow}
        color="gray"
        footer={t('jobs.expiringHint')}
      />
    </SimpleGrid>
  );
}
