import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { checkAccess, type EmployerUser, type TeamInvitation } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { useTenant } from '../../shared/selection/useTenant.js';
// Shared look of list states; imported, not copied, so both features stay alike.
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { ImpersonateModal } from '../impersonation/ImpersonateModal.js';
import { TeamInvitations } from '../invitations/TeamInvitations.js';
import { meQuery } from '../session/me-query.js';
import { useAbility } from '../session/useAbility.js';
import {
  invitationsQuery,
  rolesQuery,
  type TeamScope,
  teamQuery,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from './api.js';
import { ChangeRoleModal } from './ChangeRoleModal.js';
import { InviteModal } from './InviteModal.js';
import { MemberItem, MemberRow, type RowActions } from './MemberRow.js';
import classes from './team.module.css';

/**
 * Staff (`employers.update`) manage any employer's team; an employer's own people need the
 * matching `employer_users` action. The server decides; this only hides what would be refused.
 */
function useTeamAccess() {
  const ability = useAbility();
  const staff = checkAccess(ability, 'update', 'employers');
  return {
    invite: staff || checkAccess(ability, 'create', 'employer_users'),
    update: staff || checkAccess(ability, 'update', 'employer_users'),
    remove: staff || checkAccess(ability, 'delete', 'employer_users'),
    impersonate: checkAccess(ability, 'impersonate', 'impersonation'),
  };
}

/**
 * The people of one employer, with invite, role change and removal where allowed, and below them
 * the invitations not yet accepted (send again, withdraw). `bare`: without its own card, for use
 * inside another (the staff detail tabs).
 */
export function TeamPanel({
  employerId,
  employerName,
  bare = false,
}: {
  employerId: number;
  employerName: string;
  bare?: boolean;
}) {
  const { t } = useTranslation('team');
  const { number } = useFormat();
  const { accountId, siteId } = useTenant();
  const scope: TeamScope = { accountId, siteId, employerId };
  const can = useTeamAccess();
  const me = useQuery(meQuery);
  const team = useQuery(teamQuery(scope));
  // Roles are the ones the caller may hand on: someone whose role is not among them is out of reach.
  const roles = useQuery({ ...rolesQuery(scope), enabled: can.invite || can.update || can.remove });
  const invitations = useQuery(invitationsQuery(scope));
  const resend = useResendInvitation(scope);
  const revoke = useRevokeInvitation(scope);
  const remove = useRemoveMember(scope);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<EmployerUser | null>(null);
  const [acting, setActing] = useState<EmployerUser | null>(null);

  const fail = (error: unknown) => showSnackbar('error', formAlert(error) ?? '');

  function confirmRemove(person: EmployerUser) {
    modals.openConfirmModal({
      title: t('remove.title', { name: person.name }),
      closeButtonProps: { 'aria-label': t('actions.close') },
      centered: true,
      children: <Text size="sm">{t('remove.text', { name: person.name, employer: employerName })}</Text>,
      labels: { confirm: t('remove.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(person.id, {
          onSuccess: () => showSnackbar('success', t('done.removed', { name: person.name })),
          onError: fail,
        }),
    });
  }

  function actionsFor(person: EmployerUser): RowActions {
    const reachable = roles.data?.some((r) => r.id === person.role.id) ?? false;
    return {
      changeRole: can.update && reachable ? () => setChanging(person) : undefined,
      remove: can.remove && reachable ? () => confirmRemove(person) : undefined,
      impersonate: can.impersonate && person.status === 'active' ? () => setActing(person) : undefined,
    };
  }

  const rowProps = (person: EmployerUser) => {
    const isYou = person.id === me.data?.id;
    return { person, isYou, actions: isYou ? {} : actionsFor(person) };
  };

  // The same answer for every address (nobody joins without accepting): the invitation, listed below.
  function invited(invitation: TeamInvitation) {
    setInviting(false);
    showSnackbar('success', t('done.invited', { email: invitation.email }));
  }
  // Roles the caller may hand on are the ones whose invitations they may send again or withdraw.
  const manages = (invitation: TeamInvitation) => {
    const reachable = roles.data?.some((r) => r.id === invitation.role.id) ?? false;
    return { resend: can.invite && reachable, revoke: can.remove && reachable };
  };

  const inviteButton = can.invite && (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
      {t('actions.invite')}
    </Button>
  );

  // Inside another card (the staff detail page's tabs) the column is narrower than the screen.
  const tableFrom = bare ? 'xl' : 'sm';
  const content = (
    <>
      <Group justify="space-between" gap="sm" className={classes.header}>
        <Group gap="sm">
          <Title order={2} fz="h4">
            {t('panel.title', { employer: employerName })}
          </Title>
          {team.data && (
            <Badge variant="light" color="gray" radius="sm" className={classes.badge}>
              {t('panel.count', { count: number(team.data.length) })}
            </Badge>
          )}
        </Group>
        {inviteButton}
      </Group>

      {team.isPending ? (
        <Skeletons label={t('loading')} />
      ) : team.isError ? (
        <EmptyState
          icon={IconAlertTriangle}
          title={t('error.title')}
          text={formAlert(team.error) ?? undefined}
          action={
            <Button variant="default" onClick={() => void team.refetch()} loading={team.isFetching}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : team.data.length === 0 ? (
        <EmptyState icon={IconUsers} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} type="native" visibleFrom={tableFrom}>
            <Table verticalSpacing="sm" aria-label={t('panel.tableLabel', { employer: employerName })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.person')}</Table.Th>
                  <Table.Th>{t('columns.role')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.added')}</Table.Th>
                  <Table.Th>{t('columns.lastLogin')}</Table.Th>
                  {/* Positioned so the hidden label stays inside the scrolling box. */}
                  <Table.Th w={56} pos="relative">
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.data.map((person) => (
                  <MemberRow key={person.id} {...rowProps(person)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Box
            component="ul"
            hiddenFrom={tableFrom}
            className={classes.list}
            aria-label={t('panel.tableLabel', { employer: employerName })}
          >
            {team.data.map((person) => (
              <MemberItem key={person.id} {...rowProps(person)} />
            ))}
          </Box>
        </>
      )}

      {invitations.data && (
        <TeamInvitations
          invitations={invitations.data}
          showPlace={false}
          can={manages}
          resend={(id, done) => resend.mutate(id, done)}
          revoke={(id, done) => revoke.mutate(id, done)}
          tableFrom={tableFrom}
        />
      )}

      <InviteModal
        opened={inviting}
        scope={scope}
        employerName={employerName}
        onClose={() => setInviting(false)}
        onInvited={invited}
      />
      <ChangeRoleModal
        person={changing}
        roles={roles.data ?? []}
        scope={scope}
        onClose={() => setChanging(null)}
        onChanged={() => {
          setChanging(null);
          showSnackbar('success', t('done.roleChanged'));
        }}
      />
      <ImpersonateModal person={acting} onClose={() => setActing(null)} />
    </>
  );
  if (bare) return content;
  return (
    <Paper className="portal-surface" withBorder radius="md">
      {content}
    </Paper>
  );
}

function Skeletons({ label }: { label: string }) {
  return (
    <Stack p="md" gap="md" aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={40} radius="sm" />
      ))}
    </Stack>
  );
}
