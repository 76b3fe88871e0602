import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type AppAbility, checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { useFormat } from '../../shared/i18n/format.js';
import { allowedSiteRoute, sitePath } from '../../shared/routes/site-links.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { meQuery } from '../../shared/session/me-query.js';
import { hasTeam, unavailableEmployer } from '../../shared/session/selection.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { PendingInvitations } from '../invitations/PendingInvitations.js';
import { AccountStartView } from './AccountStartView.js';
import { siteDashboardQuery } from './api.js';
import classes from './dashboard.module.css';
import { EmployerSummary } from './EmployerSummary.js';
import { EmployerUnavailableState } from './EmployerUnavailableState.js';
import { JobKpis } from './JobKpis.js';
import { EmployerKpis, EmployerKpisSkeleton } from './KpiCards.js';
import { PrivacyKpis } from './PrivacyKpis.js';
import { RegistrationsChart } from './RegistrationsChart.js';
import { RegistrationsChartSkeleton } from './RegistrationsChartSkeleton.js';
import { ReviewQueueCard } from './ReviewQueueCard.js';
import { type QuickLink, WelcomeCard } from './WelcomeCard.js';

// Owners only: the first-steps card loads for them, not with every dashboard.
const OnboardingCard = lazy(() => import('./OnboardingCard.js').then((m) => ({ default: m.OnboardingCard })));

type DashboardProps = {
  /** The pages to offer on the welcome card, for this user (the shell's quick links). */
  quickLinks: (ability: AppAbility) => readonly QuickLink[];
};

/**
 * `/`: the selected site's dashboard, a welcome page for those who may not read it, or the no-team
 * notice. The router shows it through the shell (app/shell/ShellDashboardPage.tsx), which gives it
 * the quick links.
 */
export function DashboardPage({ quickLinks }: DashboardProps) {
  const { data: me } = useQuery(meQuery);
  const ability = useAbility();
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  const employerId = useSelectionStore((s) => s.employerId);

  if (!me) return null; // The route loads the user before it renders.
  // No site to show: an owner of an account without one is shown its first steps.
  if (!hasTeam(me)) return <AccountStartView me={me} accountId={accountId} />;

  const site = me.accounts.find((a) => a.id === accountId)?.sites.find((s) => s.id === siteId);
  if (accountId === null || !site) return <AccountStartView me={me} accountId={accountId} />;
  const employer = site.employers.find((e) => e.id === employerId);
  const unavailable = unavailableEmployer(me, { accountId, siteId, employerId });
  if (unavailable) return <EmployerUnavailableState name={unavailable.name} status={unavailable.status} />;

  if (!checkAccess(ability, 'read', 'dashboard')) {
    return (
      <WelcomeCard
        name={me.name}
        avatar={me.avatar}
        links={quickLinks(ability)}
        accountId={accountId}
        siteId={site.id}
        siteName={site.name}
        employerName={employer?.name}
        notice={<PendingInvitations />}
        summary={
          employer && (
            <EmployerSummary accountId={accountId} siteId={site.id} employerId={employer.id} ability={ability} />
          )
        }
      />
    );
  }
  return <SiteDashboardView accountId={accountId} siteId={site.id} siteName={site.name} ability={ability} />;
}

type ViewProps = { accountId: number; siteId: number; siteName: string; ability: AppAbility };

function SiteDashboardView({ accountId, siteId, siteName, ability }: ViewProps) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const query = useQuery(siteDashboardQuery(accountId, siteId));
  const holdRoute = allowedSiteRoute(ability, 'employers/hold');
  const link = (path: string) => {
    const route = allowedSiteRoute(ability, path);
    return route ? sitePath(accountId, siteId, route.path) : undefined;
  };
  // Moderators start with what waits for them: the review queue comes first.
  const queueHref = link('jobs/hold');

  const actions = query.data && (
    <>
      <Text size="sm" className={classes.muted}>
        {t('updatedAt', { time: format.dateTime(query.data.generated_at) })}
      </Text>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => void query.refetch()}
        loading={query.isFetching}
      >
        {t('refresh')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={siteName} actions={actions} />
      {query.isError && !query.data ? (
        <DashboardError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="xl">
          {/* The account's owners: its first steps come before the site's figures. */}
          {checkAccess(ability, 'update', 'accounts') && (
            <Suspense fallback={null}>
              <OnboardingCard accountId={accountId} siteId={siteId} ability={ability} />
            </Suspense>
          )}
          {queueHref && <ReviewQueueCard accountId={accountId} siteId={siteId} queueHref={queueHref} />}
          <PendingInvitations />
          <section aria-labelledby="dashboard-employers" aria-busy={query.isPending}>
            <div className={classes.sectionHeader}>
              <Title order={2} fz="h4" id="dashboard-employers">
                {t('employers.section')}
              </Title>
              <Text size="sm" className={classes.muted}>
                {t('employers.sectionHint')}
              </Text>
            </div>
            <Stack gap="md">
              {query.data ? (
                <>
                  <EmployerKpis
                    data={query.data}
                    onHoldHref={holdRoute && sitePath(accountId, siteId, holdRoute.path)}
                  />
                  <RegistrationsChart days={query.data.employer_registrations} />
                </>
              ) : (
                <>
                  <EmployerKpisSkeleton />
                  <RegistrationsChartSkeleton />
                </>
              )}
            </Stack>
          </section>
          {query.data?.jobs && (
            <section aria-labelledby="dashboard-jobs">
              <div className={classes.sectionHeader}>
                <Title order={2} fz="h4" id="dashboard-jobs">
                  {t('jobs.section')}
                </Title>
                <Text size="sm" className={classes.muted}>
                  {t('jobs.sectionHint')}
                </Text>
              </div>
              <JobKpis
                jobs={query.data.jobs}
                links={{
                  list: link('jobs'),
                  hold: link('jobs/hold'),
                  flagged: link('jobs/flagged-jobs'),
                }}
              />
            </section>
          )}
          {query.data?.privacy && (
            <section aria-labelledby="dashboard-privacy">
              <div className={classes.sectionHeader}>
                <Title order={2} fz="h4" id="dashboard-privacy">
                  {t('privacy.section')}
                </Title>
                <Text size="sm" className={classes.muted}>
                  {t('privacy.sectionHint')}
                </Text>
              </div>
              <PrivacyKpis privacy={query.data.privacy} href={`/${accountId}/privacy`} />
            </section>
          )}
        </Stack>
      )}
    </>
  );
}

function DashboardError({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="xl" className="portal-surface" role="alert">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden>
          <IconAlertTriangle size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('error.title')}
        </Title>
        <Text className={classes.muted} maw={460}>
          {error instanceof ApiError ? error.message : t('error.network')}
        </Text>
        <Group mt="xs">
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
            {t('error.retry')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
