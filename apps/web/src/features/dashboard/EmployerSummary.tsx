import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconChevronRight, IconCoins, IconFileCv } from '@tabler/icons-react';
import type { AppAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { employerDashboardQuery } from './api.js';
import classes from './dashboard.module.css';
import { KpiCard } from './KpiCards.js';
import { allowedSiteRoute, sitePath } from './quick-links.js';

const COLS = { base: 1, '520px': 3 };

type Props = { accountId: number; siteId: number; employerId: number; ability: AppAbility };

/** A link under a card: the screen where the number is acted on, when the user may open it. */
function Act({ to, search, children }: { to: string; search?: Record<string, string>; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} search={search as never} fw={600} size="sm" className={classes.brandLink}>
      {children}
      <IconChevronRight size={16} className={`${classes.forward} ${classes.inlineIcon}`} aria-hidden />
    </Anchor>
  );
}

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
        <SimpleGrid type="container" cols={COLS} spacing="md">
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder radius="md" padding="lg" className={`portal-surface ${classes.card}`}>
              <Skeleton height={14} width="55%" radius="sm" />
              <Skeleton height={32} width="35%" radius="sm" mt="sm" />
              <Skeleton height={12} width="70%" radius="sm" mt="md" />
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid type="container" cols={COLS} spacing="md">
          {data.credits && (
            <KpiCard
              label={t('employer.credits')}
              value={data.credits.balance}
              icon={IconCoins}
              color={data.credits.balance === 0 ? 'orange' : 'brand'}
              footer={
                <Stack gap={4}>
                  <span>{t(data.credits.balance === 0 ? 'employer.noCredits' : 'employer.creditsHint')}</span>
                  {buy ? (
                    <Act to={buy}>{t('employer.buy')}</Act>
                  ) : (
                    ledger && <Act to={ledger}>{t('employer.transactions')}</Act>
                  )}
                </Stack>
              }
            />
          )}
          {data.jobs && (
            <KpiCard
              label={t('employer.liveJobs')}
              value={data.jobs.live}
              icon={IconBriefcase}
              color="teal"
              footer={
                <Stack gap={4}>
                  <span>{t('employer.drafts', { count: data.jobs.drafts, n: number(data.jobs.drafts) })}</span>
                  {jobs && (
                    <Act to={jobs} search={{ status: 'live' }}>
                      {t('employer.seeLive')}
                    </Act>
                  )}
                </Stack>
              }
            />
          )}
          {data.applications && (
            <KpiCard
              label={t('employer.newApplications')}
              value={data.applications.new}
              icon={IconFileCv}
              color="grape"
              footer={
                data.applications.new > 0 ? (
                  <Stack gap={4}>
                    <span>{t('employer.newHint')}</span>
                    {applications && (
                      <Act to={applications} search={{ status: 'new' }}>
                        {t('employer.review')}
                      </Act>
                    )}
                  </Stack>
                ) : (
                  t('employer.noneNew')
                )
              }
            />
          )}
        </SimpleGrid>
      )}
    </section>
  );
}
