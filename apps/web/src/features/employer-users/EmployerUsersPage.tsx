import { Center, Loader, Paper } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { meQuery } from '../../shared/session/me-query.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { TeamPanel } from './TeamPanel.js';

/** `/{account}/{site}/employer/users`: the team of the employer the user works for (the selected one). */
export function EmployerUsersPage() {
  const { t } = useTranslation('team');
  const me = useQuery(meQuery);
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  const employerId = useSelectionStore((s) => s.employerId);
  const employer = me.data?.accounts
    .find((a) => a.id === accountId)
    ?.sites.find((s) => s.id === siteId)
    ?.employers.find((e) => e.id === employerId);

  const title = t('title');
  return (
    <>
      <PageHeader title={title} />
      {employer ? (
        <TeamPanel employerId={employer.id} employerName={employer.name} />
      ) : me.isPending ? (
        <Center py={80}>
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : (
        <Paper className="portal-surface" withBorder radius="md">
          <EmptyState icon={IconBuilding} title={t('noEmployer')} />
        </Paper>
      )}
    </>
  );
}
