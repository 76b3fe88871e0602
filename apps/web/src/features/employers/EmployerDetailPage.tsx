import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBriefcase,
  IconBuilding,
  IconCheck,
  IconCoins,
  IconInfoCircle,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { checkAccess, type Employer } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { useAbility } from '../session/useAbility.js';
import {
  employerQuery,
  fieldOptionsQuery,
  useApproveEmployers,
  useRejectEmployers,
  useSetEmployersEnabled,
} from './api.js';
import {
  EmptyState,
  RejectModal,
  StatusBadge,
  showBulkResult,
  TypeLabel,
  useOptionLabel,
  useTenant,
} from './components.js';
import classes from './employers.module.css';

/** `employers/$id`: the profile, its actions, and the tabs later features fill. */
export function EmployerDetailPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  const employer = useQuery(employerQuery(tenant, id));
  const crumbs = [{ label: t('title'), to: tenant.path('employers') }];

  if (!employer.data) {
    return (
      <>
        <PageHeader title={t('detail.title')} crumbs={[...crumbs, { label: t('detail.title') }]} />
        {employer.isError ? (
          <Paper className="portal-surface" withBorder radius="md">
            <EmptyState
              icon={IconBuilding}
              title={t('detail.notFound')}
              text={formAlert(employer.error) ?? undefined}
              action={
                <Button component={Link} to={tenant.path('employers')} variant="default">
                  {t('detail.back')}
                </Button>
              }
            />
          </Paper>
        ) : (
          <Center py={80}>
            <Loader aria-label={t('loading')} />
          </Center>
        )}
      </>
    );
  }
  return <Detail employer={employer.data} crumbs={crumbs} />;
}

function Detail({ employer, crumbs }: { employer: Employer; crumbs: { label: string; to: string }[] }) {
  const { t } = useTranslation('employers');
  const { date, dateTime } = useFormat();
  const tenant = useTenant();
  const ability = useAbility();
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const sizeLabel = useOptionLabel(options.data?.sizes);
  const setEnabled = useSetEmployersEnabled(tenant);
  const approve = useApproveEmployers(tenant);
  const reject = useRejectEmployers(tenant);
  const [rejecting, setRejecting] = useState(false);

  const canUpdate = checkAccess(ability, 'update', 'employers');
  const canApprove = checkAccess(ability, 'approve', 'employers') && employer.status === 'on_hold';
  const ids = [employer.id];
  const name = employer.name;

  function confirmStatus(enabled: boolean) {
    modals.openConfirmModal({
      title: t(enabled ? 'confirm.enableOneTitle' : 'confirm.disableOneTitle', { name }),
      centered: true,
      children: <Text size="sm">{t(enabled ? 'confirm.enableOneText' : 'confirm.disableOneText', { name })}</Text>,
      labels: { confirm: t(enabled ? 'actions.enable' : 'actions.disable'), cancel: t('actions.cancel') },
      confirmProps: { color: enabled ? undefined : 'red' },
      onConfirm: () =>
        setEnabled.mutate(
          { ids, enabled },
          {
            onSuccess: (r) => showBulkResult(r, enabled ? 'enabled' : 'disabled'),
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  function confirmApprove() {
    modals.openConfirmModal({
      title: t('confirm.approveOneTitle', { name }),
      centered: true,
      children: <Text size="sm">{t('confirm.approveOneText', { name })}</Text>,
      labels: { confirm: t('actions.approve'), cancel: t('actions.cancel') },
      onConfirm: () =>
        approve.mutate(
          { ids },
          {
            onSuccess: (r) => showBulkResult(r, 'approved'),
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  const value = (v: ReactNode) =>
    v || (
      <Text span c="dimmed" inherit>
        —
      </Text>
    );
  const rows: [string, ReactNode][] = [
    [t('fields.type'), <TypeLabel key="type" type={employer.type} />],
    [t('fields.industry'), value(industryLabel(employer.industry))],
    ...(employer.type === 'business'
      ? ([
          [t('fields.businessName'), value(employer.business_name)],
          [
            t('fields.registrationNumber'),
            value(employer.registration_number && <span dir="ltr">{employer.registration_number}</span>),
          ],
          [
            t('fields.website'),
            value(
              employer.website && (
                <Anchor href={employer.website} target="_blank" rel="noopener noreferrer" dir="ltr" inherit>
                  {employer.website}
                </Anchor>
              ),
            ),
          ],
          [t('fields.size'), value(sizeLabel(employer.size))],
        ] as [string, ReactNode][])
      : []),
  ];
  const contact: [string, ReactNode][] = [
    [t('fields.contactName'), value(employer.contact_name)],
    [
      t('fields.email'),
      value(
        employer.email && (
          <Anchor href={`mailto:${employer.email}`} dir="ltr" inherit>
            {employer.email}
          </Anchor>
        ),
      ),
    ],
    [t('fields.phone'), value(employer.phone && <span dir="ltr">{employer.phone}</span>)],
    [
      t('fields.address'),
      value(employer.address && <span style={{ whiteSpace: 'pre-line' }}>{employer.address}</span>),
    ],
  ];
  const dates: [string, ReactNode][] = [
    [t('fields.createdAt'), dateTime(employer.created_at)],
    [t('fields.updatedAt'), dateTime(employer.updated_at)],
    ...(employer.approved_at
      ? ([[t('fields.approvedAt'), dateTime(employer.approved_at)]] as [string, ReactNode][])
      : []),
    ...(employer.rejected_at
      ? ([[t('fields.rejectedAt'), dateTime(employer.rejected_at)]] as [string, ReactNode][])
      : []),
  ];

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[...crumbs, { label: name }]}
        actions={
          <>
            {canApprove && (
              <>
                <Button
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={confirmApprove}
                  loading={approve.isPending}
                >
                  {t('actions.approve')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setRejecting(true)}
                >
                  {t('actions.reject')}
                </Button>
              </>
            )}
            {canUpdate && employer.status === 'active' && (
              <Button
                variant="default"
                leftSection={<IconPlayerPause size={16} aria-hidden />}
                onClick={() => confirmStatus(false)}
                loading={setEnabled.isPending}
              >
                {t('actions.disable')}
              </Button>
            )}
            {canUpdate && employer.status === 'disabled' && (
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => confirmStatus(true)}
                loading={setEnabled.isPending}
              >
                {t('actions.enable')}
              </Button>
            )}
            {canUpdate && (
              <Button
                component={Link}
                to={tenant.path(`employers/${employer.id}/edit`)}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('actions.edit')}
              </Button>
            )}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper className="portal-surface" withBorder radius="md" p="lg">
            <Stack gap="md">
              <Group gap="md" wrap="nowrap">
                <Avatar
                  src={employer.logo}
                  name={name}
                  variant="filled"
                  color="var(--mantine-primary-color-filled)"
                  size={72}
                  radius="md"
                  alt={t('logo.alt', { name })}
                />
                <Stack gap={6} miw={0}>
                  <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Title>
                  <Group gap="xs">
                    <StatusBadge status={employer.status} />
                    <Text size="sm" c="dimmed">
                      <TypeLabel type={employer.type} />
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('detail.since', { date: date(employer.created_at) })}
                  </Text>
                </Stack>
              </Group>
              {employer.status === 'on_hold' && (
                <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} aria-hidden />}>
                  <Text size="sm" c="var(--mantine-color-text)">
                    {t('detail.onHold')}
                  </Text>
                </Alert>
              )}
              {employer.status === 'rejected' && employer.rejection_reason && (
                <Alert
                  variant="light"
                  color="red"
                  title={t('detail.rejectionReason')}
                  icon={<IconInfoCircle size={18} aria-hidden />}
                >
                  <Text size="sm" c="var(--mantine-color-text)" style={{ whiteSpace: 'pre-line' }}>
                    {employer.rejection_reason}
                  </Text>
                </Alert>
              )}
              <Section title={t('detail.contact')} rows={contact} />
              <Section title={t('detail.dates')} rows={dates} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Paper className="portal-surface" withBorder radius="md" p="lg">
              <Section title={t('detail.profile')} rows={rows} />
            </Paper>
            <Paper className="portal-surface" withBorder radius="md">
              <Tabs defaultValue="jobs" keepMounted={false}>
                <Tabs.List px="md" pt="xs">
                  <Tabs.Tab value="jobs" leftSection={<IconBriefcase size={16} aria-hidden />}>
                    {t('tabs.jobs')}
                  </Tabs.Tab>
                  <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
                    {t('tabs.users')}
                  </Tabs.Tab>
                  <Tabs.Tab value="credits" leftSection={<IconCoins size={16} aria-hidden />}>
                    {t('tabs.credits')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="jobs">
                  <EmptyState
                    icon={IconBriefcase}
                    title={t('tabs.jobsEmpty')}
                    text={t('tabs.arrives', { feature: t('tabs.jobsFeature') })}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="users">
                  <EmptyState
                    icon={IconUsers}
                    title={t('tabs.usersEmpty')}
                    text={t('tabs.arrives', { feature: t('tabs.usersFeature') })}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="credits">
                  <EmptyState
                    icon={IconCoins}
                    title={t('tabs.creditsEmpty')}
                    text={t('tabs.arrives', { feature: t('tabs.creditsFeature') })}
                  />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <RejectModal
        opened={rejecting}
        count={1}
        name={name}
        loading={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { ids, reason },
            {
              onSuccess: (r) => {
                setRejecting(false);
                showBulkResult(r, 'rejected');
              },
              onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
            },
          )
        }
      />
    </>
  );
}

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {title}
      </Title>
      <dl className={classes.dl}>
        {rows.map(([label, v]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
