import { Badge, Button, Group, Menu, Paper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSpy, IconTrash, IconUserCog, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { checkAccess, type EmployerUser, type TeamInvitation } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { ListTable } from '../../shared/list/ListTable.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { meQuery } from '../../shared/session/me-query.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { ImpersonateModal } from '../impersonation/ImpersonateModal.js';
import { TeamInvitations } from '../invitations/TeamInvitations.js';
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
import { useMemberColumns } from './member-columns.js';
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
  const { t } = useTranslation(['team', 'layout']);
  const roleName = useRoleName();
  const { number, date } = useFormat();
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

  // Roles are the caller's to hand on: someone whose role is not among them is out of reach.
  function menuItems(person: EmployerUser) {
    const reachable = roles.data?.some((r) => r.id === person.role.id) ?? false;
    const changeRole = can.update && reachable;
    const impersonate = can.impersonate && person.status === 'active';
    const removable = can.remove && reachable;
    return [
      changeRole && (
        <Menu.Item key="role" leftSection={<IconUserCog size={16} aria-hidden />} onClick={() => setChanging(person)}>
          {t('actions.changeRole')}
        </Menu.Item>
      ),
      impersonate && (
        <Menu.Item key="act" leftSection={<IconSpy size={16} aria-hidden />} onClick={() => setActing(person)}>
          {t('layout:impersonation.action')}
        </Menu.Item>
      ),
      removable && (changeRole || impersonate) && <Menu.Divider key="divider" />,
      removable && (
        <Menu.Item
          key="remove"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => confirmRemove(person)}
        >
          {t('actions.remove')}
        </Menu.Item>
      ),
    ].filter(Boolean);
  }
  const members = useMemberColumns<EmployerUser>(me.data?.id);
  const model = useListTable({
    rows: team.data,
    rowId: (person) => person.id,
    columns: [
      members.person,
      { id: 'role', header: t('columns.role'), cell: (p) => <Text size="sm">{roleName(p.role)}</Text> },
      members.status,
      {
        id: 'added_at',
        header: t('columns.added'),
        className: classes.nowrap,
        cell: (p) => <Text size="sm">{date(p.added_at)}</Text>,
      },
      members.lastLogin,
      members.menu(menuItems),
    ],
  });

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

  const label = t('panel.tableLabel', { employer: employerName });
  const content = (
    <>
      <ListBody
        toolbar={
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
        }
        query={team}
        empty={{ icon: IconUsers, title: t('empty.title'), text: t('empty.text') }}
      >
        <ListTable model={model} label={label} pending={team.isPending} fetching={team.isFetching} skeletonRows={3} />
      </ListBody>

      {invitations.data && (
        <TeamInvitations
          invitations={invitations.data}
          showPlace={false}
          can={manages}
          resend={(id, done) => resend.mutate(id, done)}
          revoke={(id, done) => revoke.mutate(id, done)}
          tableFrom={bare ? 'xl' : 'sm'}
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
