import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconArrowsExchange, IconFileText, IconHistory, IconStar, IconUser, IconUserCircle } from '@tabler/icons-react';
import { APPLICATION_TABS, type ApplicationTab, checkAccess, isClosedStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { IconTabsList } from '../../../shared/ui/IconTabsList.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { overviewQuery, stagesQuery, useApplicationActions } from '../api.js';
import { ChangeStatusModal } from '../ChangeStatusModal.js';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge.js';
import { StageStatusHelp } from '../components/StageStatusHelp.js';
import { DocumentsTab } from './DocumentsTab.js';
import { FeedbackTab } from './FeedbackTab.js';
import { HistoryTab } from './HistoryTab.js';
import { OverviewTab } from './OverviewTab.js';
import { SeekerTab } from './SeekerTab.js';

const ICONS = {
  overview: IconFileText,
  candidate: IconUser,
  documents: IconUserCircle,
  feedback: IconStar,
  history: IconHistory,
};

/** `/{account}/{site}/applications/{id}/{tab}`: one application, its status and its tabs. */
export function ApplicationDetailPage() {
  const { t } = useTranslation('applications');
  const { date } = useFormat();
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const id = params.id ?? '';
  const tab: ApplicationTab = (APPLICATION_TABS as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as ApplicationTab)
    : 'overview';
  const overview = useQuery(overviewQuery(scope, id));
  const stages = useQuery(stagesQuery(scope));
  const actions = useApplicationActions(scope);
  const [changing, setChanging] = useState(false);
  const canUpdate = checkAccess(ability, 'update', 'applications');

  if (overview.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (overview.isError) {
    return (
      <Alert color="red" variant="light" title={t('notFound')}>
        {formAlert(overview.error) ?? t('error')}
      </Alert>
    );
  }
  const a = overview.data.data;
  const stage = stages.data?.find((s) => s.key === a.stage) ?? stages.data?.[0];
  const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));

  return (
    <>
      <PageHeader
        title={a.seeker.name}
        crumb={a.seeker.name}
        actions={
          canUpdate && (
            <Button leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => setChanging(true)}>
              {t('change.button')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm">
              {t('detail.appliedFor')}{' '}
              {checkAccess(ability, 'read', 'jobs') ? (
                <Anchor component={Link} to={path(`jobs/${a.job.id}`)} fw={600}>
                  {a.job.title}
                </Anchor>
              ) : (
                <Text span fw={600}>
                  {a.job.title}
                </Text>
              )}
              {scope.employerId === null && ` · ${a.employer.name}`}
            </Text>
            <Group gap="sm">
              <ApplicationStatusBadge status={a.status} />
              <Text size="sm" c="dimmed">
                {t(isClosedStatus(a.status) ? 'detail.closedAt' : 'detail.stage', { stage: stage?.name ?? '' })} ·{' '}
                {t('detail.applied', { date: date(a.created_at) })}
              </Text>
              <StageStatusHelp />
            </Group>
          </Stack>
          {canUpdate && (
            <Switch
              label={t('detail.enabled')}
              checked={a.enabled}
              disabled={actions.enabled.isPending}
              onChange={(e) =>
                actions.enabled.mutate(
                  { id: a.id, enabled: e.currentTarget.checked },
                  {
                    onSuccess: () => showSnackbar('success', t(a.enabled ? 'done.disabled' : 'done.enabled')),
                    onError: fail,
                  },
                )
              }
            />
          )}
        </Group>
      </Paper>
      <Tabs
        value={tab}
        onChange={(v) => v && void navigate({ to: path(`applications/${id}/${v}`), replace: true })}
        keepMounted={false}
      >
        <IconTabsList tabs={APPLICATION_TABS} icons={ICONS} label={(name) => t(`tabs.${name}`)} mb="md" />
        <Tabs.Panel value="overview">
          <OverviewTab application={a} canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="candidate">
          <SeekerTab id={a.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab id={a.id} />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <FeedbackTab id={a.id} canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab id={a.id} stages={stages.data ?? []} />
        </Tabs.Panel>
      </Tabs>
      <ChangeStatusModal
        opened={changing}
        scope={scope}
        applications={[a]}
        candidate={a.seeker.name}
        onClose={() => setChanging(false)}
      />
    </>
  );
}
