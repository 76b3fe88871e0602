import { Card, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCoins, IconFileCv } from '@tabler/icons-react';
import type { AppAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { allowedSiteRoute, sitePath } from '../../shared/routes/site-links.js';
import { employerDashboardQuery } from './api.js';
import classes from './dashboard.module.css';
import { KpiAction, KpiFooter, KpiGrid, KpiSkeletons } from './KpiCards.js';

const COLS = { base: 1, '520px': 3 };

type Props = { accountId: number; siteId: number; employerId: number; ability: AppAbility };

/**
 * An employer's own figures on its people's dashboard: the credits left to publish with (and where
 * to buy more), its live jobs and the applications nobody has looked at yet. Sections the user may
 * not read are not sent, and not shown.
 */
export function EmployerSummary({ accountId, siteId, employerId, ability }: Props) {
  const { t } = useTranslation('dashboard');
  const { number } = useFormat();
  const query = useQuery(employerDashboardQuery(accountId, siteId, employerId));
  const route = (path: string) => {
    const found = allowedSiteRoute(ability, path);
    return found ? sitePath(accountId, siteId, found.path) : undefined;
  };
  const buy = route('credit-system/create');
  const ledger = route('credit-system');
  const jobs = route('jobs');
  const applications = route('applications');
  const data = query.data;

  return (
    <section aria-labelledby="dashboard-employer" aria-busy={query.isPending}>
      <div className={classes.sectionHeader}>
        <Title order={2} fz="h4" id="dashboard-employer">
          {t('employer.section')}
        </Title>
        <Text size="sm" className={classes.muted}>
          {t('employer.sectionHint')}
        </Text>
      </div>
      {query.isError && !data ? (
        <Card withBorder radius="md" padding="lg" className="portal-surface" role="alert">
          <Text size="sm">{formAlert(query.error) ?? t('error.network')}</Text>
        </Card>
      ) : !data ? (
        <KpiSkeletons count={3} cols={COLS} />
      ) : (
        <KpiGrid
          cols={COLS}
          cards={[
            data.credits && {
              id: 'credits',
              label: t('employer.credits'),
              value: data.credits.balance,
              icon: IconCoins,
              color: data.credits.balance === 0 ? 'orange' : 'brand',
              footer: (
                <KpiFooter
                  hint={t(data.credits.balance === 0 ? 'employer.noCredits' : 'employer.creditsHint')}
                  action={
                    buy ? (
                      <KpiAction to={buy}>{t('employer.buy')}</KpiAction>
                    ) : (
                      <KpiAction to={ledger}>{t('employer.transactions')}</KpiAction>
                    )
                  }
                />
              ),
            },
            data.jobs && {
              id: 'jobs',
              label: t('employer.liveJobs'),
              value: data.jobs.live,
              icon: IconBriefcase,
              color: 'teal',
              footer: (
                <KpiFooter
                  hint={t('employer.drafts', { count: data.jobs.drafts, n: number(data.jobs.drafts) })}
                  action={
                    <KpiAction to={jobs} search={{ status: 'live' }}>
                      {t('employer.seeLive')}
                    </KpiAction>
                  }
                />
              ),
            },
            data.applications && {
              id: 'applications',
              label: t('employer.newApplications'),
              value: data.applications.new,
              icon: IconFileCv,
              color: 'grape',
              footer:
                data.applications.new > 0 ? (
                  <KpiFooter
                    hint={t('employer.newHint')}
                    action={
                      <KpiAction to={applications} search={{ status: 'new' }}>
                        {t('employer.review')}
                      </KpiAction>
                    }
                  />
                ) : (
                  t('employer.noneNew')
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
