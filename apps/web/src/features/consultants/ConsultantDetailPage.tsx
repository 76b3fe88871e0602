import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { ActivityFeed } from '../activity/ActivityFeed.js';
import { jobOptionsQuery } from '../jobs/api.js';
import { JobStatusBadge } from '../jobs/components/JobStatusBadge.js';
import { useJobScope } from '../jobs/useJobScope.js';
import {
  consultantActivitySource,
  consultantJobsQuery,
  consultantKeys,
  consultantQuery,
  useConsultantActions,
} from './api.js';
import { ConsultantStatusBadge, SpecialisationBadges, useSpecialisationLabel } from './components.js';

/** `consultants/{id}`: who they are, whom they look after, their jobs and history. */
export function ConsultantDetailPage() {
  const { t } = useTranslation('consultants');
  const { number } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const { scope } = useJobScope();
  const ability = useAbility();
  const id = Number((useParams({ strict: false }) as { id?: string }).id);
  const consultant = useQuery(consultantQuery({ accountId, siteId }, id));
  const jobs = useQuery(consultantJobsQuery({ accountId, siteId }, id));
  const options = useQuery(jobOptionsQuery(scope));
  const specialisation = useSpecialisationLabel(options.data?.classifications);
  const { status } = useConsultantActions({ accountId, siteId });
  if (consultant.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  if (consultant.isError)
    return (
      <Alert color="red" variant="light" title={t('notFound')}>
        {formAlert(consultant.error) ?? t('error')}
      </Alert>
    );
  const c = consultant.data;
  const enabled = c.status === 'enabled';
  const canUpdate = checkAccess(ability, 'update', 'consultants');

  function toggle() {
    const next = enabled ? 'disabled' : 'enabled';
    modals.openConfirmModal({
      title: t(enabled ? 'disable.title' : 'enable.title', { name: c.name }),
      centered: true,
      children: <Text size="sm">{t(enabled ? 'disable.text' : 'enable.text', { name: c.name })}</Text>,
      labels: {
        confirm: t(enabled ? 'disable.confirm' : 'enable.confirm', { name: c.name }),
        cancel: t('actions.cancel'),
      },
      confirmProps: enabled ? { color: 'red.8' } : {},
      onConfirm: () =>
        status.mutate(
          { id: c.id, status: next },
          {
            onSuccess: () => showSnackbar('success', t(enabled ? 'done.disabled' : 'done.enabled', { name: c.name })),
            onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
          },
        ),
    });
  }

  return (
    <>
      <PageHeader
        title={c.name}
        crumb={c.name}
        actions={
          canUpdate && (
            <>
              <Button
                component={Link}
                to={path(`consultants/${c.id}/edit`)}
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                {t('actions.edit')}
              </Button>
              <Button
                variant="outline"
                color={enabled ? 'red' : undefined}
                // The red text of a danger outline: the theme's error colour keeps 4.5:1 in either scheme.
                c={enabled ? 'var(--mantine-color-error)' : undefined}
                leftSection={enabled ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
                onClick={toggle}
              >
                {t(enabled ? 'disable.button' : 'enable.button')}
              </Button>
            </>
          )
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="md">
        <Paper withBorder radius="md" p="md">
          <Group gap="md" align="flex-start" wrap="nowrap">
            <Avatar
              src={c.photo}
              name={c.name}
              size={72}
              radius="xl"
              color="brand"
              variant="filled"
              alt={t('photo.alt', { name: c.name })}
            />
            <Stack gap={6}>
              <ConsultantStatusBadge status={c.status} />
              <Anchor href={`mailto:${c.email}`} size="sm" dir="ltr">
                {c.email}
              </Anchor>
              {c.phone && (
                <Text size="sm" dir="ltr">
                  {c.phone}
                </Text>
              )}
              {c.bio && (
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.bio}
                </Text>
              )}
              <SpecialisationBadges keys={c.specialisations} label={specialisation} />
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('employersTitle')}
          </Title>
          {c.employers.length ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {c.employers.map((e) => (
                <li key={e.id}>
                  <Anchor component={Link} to={path(`employers/${e.id}`)} size="sm">
                    {e.name}
                  </Anchor>
                </li>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noEmployers')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" mb="md">
        <Title order={2} fz="h4" p="md" pb={0}>
          {t('jobsTitle')}
        </Title>
        {jobs.data && jobs.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {t('noJobs')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t('jobsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.job')}</Table.Th>
                  <Table.Th>{t('columns.employer')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.applications')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(jobs.data?.data ?? []).map((j) => (
                  <Table.Tr key={j.id}>
                    <Table.Td>
                      <Anchor component={Link} to={path(`jobs/${j.id}`)} size="sm" fw={600}>
                        {j.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{j.employer.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <JobStatusBadge status={j.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{number(j.applications_count)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('activityTitle')}
        </Title>
        <ActivityFeed
          queryKey={[...consultantKeys.one({ accountId, siteId }, c.id)]}
          source={consultantActivitySource(c.id)}
        />
      </Paper>
    </>
  );
}
