import {
  ActionIcon,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconDots,
  IconLock,
  IconLockOpen,
  IconSearch,
  IconSpy,
  IconTrash,
  IconUserCog,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import {
  type AccountRole,
  type AccountUser,
  checkAccess,
  EMPLOYER_USER_STATUSES,
  GRANT_SCOPES,
  type TeamInvitation,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import { formAlert } from '../auth/forms.js';
import { MemberStatusBadge, Person } from '../employer-users/MemberRow.js';
import { ImpersonateModal } from '../impersonation/ImpersonateModal.js';
import { TeamInvitations } from '../invitations/TeamInvitations.js';
import { meQuery } from '../session/me-query.js';
import { useAbility } from '../session/useAbility.js';
import { AccessModal, GrantLabel } from './AccessModal.js';
import classes from './account-users.module.css';
import {
  accountInvitationsQuery,
  peopleQuery,
  useRemovePerson,
  useResendInvitation,
  useRevokeInvitation,
  useSetStatus,
} from './api.js';
import { InviteUserModal } from './InviteUserModal.js';
import { type AccountUsersSearch, PEOPLE_PER_PAGE, peopleQueryOf } from './search.js';

const SHOWN_GRANTS = 3;
// Someone invited is not one of the account's people until they accept: their invitation is listed below.
const MEMBER_STATUSES = EMPLOYER_USER_STATUSES.filter((s) => s !== 'invited');

type Props = {
  accountId: number;
  roles: readonly AccountRole[];
  search: AccountUsersSearch;
  update: (next: Partial<AccountUsersSearch>, resetPage?: boolean) => void;
};

/** The account's people: search and filters in the URL, a row per person with every role they hold. */
export function PeoplePanel({ accountId, roles, search, update }: Props) {
  const { t } = useTranslation(['account-users', 'team', 'layout']);
  const { dateTime } = useFormat();
  const ability = useAbility();
  const me = useQuery(meQuery);
  const people = useQuery(peopleQuery(accountId, peopleQueryOf(search)));
  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));
  const [inviting, setInviting] = useState(false);
  const [managing, setManaging] = useState<AccountUser | null>(null);
  const [acting, setActing] = useState<AccountUser | null>(null);
  const setStatus = useSetStatus(accountId);
  const remove = useRemovePerson(accountId);
  const invitations = useQuery(accountInvitationsQuery(accountId));
  const resend = useResendInvitation(accountId);
  const revoke = useRevokeInvitation(accountId);
  const can = {
    invite: checkAccess(ability, 'create', 'account_users'),
    update: checkAccess(ability, 'update', 'account_users'),
    remove: checkAccess(ability, 'delete', 'account_users'),
    impersonate: checkAccess(ability, 'impersonate', 'impersonation'),
  };
  const fail = (error: unknown) => showSnackbar('error', formAlert(error) ?? t('error'));
  // The roles whose rights the caller holds are the ones whose invitations they may send again or withdraw.
  const manages = (invitation: TeamInvitation) => {
    const assignable = roles.some((r) => r.id === invitation.role.id && r.assignable);
    return { resend: can.invite && assignable, revoke: can.remove && assignable };
  };

  function confirm(person: AccountUser, kind: 'disable' | 'enable' | 'remove') {
    modals.openConfirmModal({
      title: t(`confirm.${kind}.title`, { name: person.name }),
      closeButtonProps: { 'aria-label': t('actions.close') },
      centered: true,
      children: <Text size="sm">{t(`confirm.${kind}.text`, { name: person.name })}</Text>,
      labels: { confirm: t(`confirm.${kind}.confirm`), cancel: t('actions.cancel') },
      confirmProps: { color: kind === 'enable' ? undefined : 'red' },
      onConfirm: () => {
        const done = {
          onSuccess: () => showSnackbar('success', t(`done.${kind}`, { name: person.name })),
          onError: fail,
        };
        if (kind === 'remove') remove.mutate(person.id, done);
        else setStatus.mutate({ userId: person.id, status: kind === 'disable' ? 'disabled' : 'active' }, done);
      },
    });
  }

  function menu(person: AccountUser) {
    if (person.id === me.data?.id) return null;
    const items = [
      can.update && (
        <Menu.Item key="access" leftSection={<IconUserCog size={16} aria-hidden />} onClick={() => setManaging(person)}>
          {t('actions.access')}
        </Menu.Item>
      ),
      can.impersonate && person.status === 'active' && (
        <Menu.Item key="act" leftSection={<IconSpy size={16} aria-hidden />} onClick={() => setActing(person)}>
          {t('layout:impersonation.action')}
        </Menu.Item>
      ),
      can.update && person.status === 'active' && (
        <Menu.Item
          key="disable"
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => confirm(person, 'disable')}
        >
          {t('actions.disable')}
        </Menu.Item>
      ),
      can.update && person.status === 'disabled' && (
        <Menu.Item
          key="enable"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          onClick={() => confirm(person, 'enable')}
        >
          {t('actions.enable')}
        </Menu.Item>
      ),
      can.remove && (
        <Menu.Item
          key="remove"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => confirm(person, 'remove')}
        >
          {t('actions.remove')}
        </Menu.Item>
      ),
    ].filter(Boolean);
    if (!items.length) return null;
    return (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: person.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{items}</Menu.Dropdown>
      </Menu>
    );
  }

  const access = (person: AccountUser) => (
    <Stack gap={4}>
      {person.grants.slice(0, SHOWN_GRANTS).map((g) => (
        <GrantLabel key={g.id} grant={g} />
      ))}
      {person.grants.length > SHOWN_GRANTS && (
        <Text size="xs" c="dimmed">
          {t('more', { count: person.grants.length - SHOWN_GRANTS })}
        </Text>
      )}
    </Stack>
  );
  const lastLogin = (person: AccountUser) => (person.last_login_at ? dateTime(person.last_login_at) : t('team:never'));
  const rows = people.data?.data ?? [];

  return (
    <Paper withBorder radius="md" className="portal-surface">
      <Group className={classes.filters} gap="sm" p="md" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end" className={classes.filterFields}>
          <TextInput
            className={classes.search}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.any')}
            data={MEMBER_STATUSES.map((s) => ({ value: s, label: t(`team:status.${s}`) }))}
            value={search.status ?? null}
            onChange={(v) => update({ status: (v as AccountUsersSearch['status']) ?? undefined })}
            clearable
            className={classes.filterSelect}
          />
          <Select
            label={t('filters.role')}
            placeholder={t('filters.any')}
            data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
            value={search.role ? String(search.role) : null}
            onChange={(v) => update({ role: v ? Number(v) : undefined })}
            clearable
            className={classes.filterSelect}
          />
          <Select
            label={t('filters.scope')}
            placeholder={t('filters.any')}
            data={GRANT_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
            value={search.scope ?? null}
            onChange={(v) => update({ scope: (v as AccountUsersSearch['scope']) ?? undefined })}
            clearable
            className={classes.filterSelect}
          />
        </Group>
        {can.invite && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('actions.invite')}
          </Button>
        )}
      </Group>
      {people.isError ? (
        <Text c="var(--mantine-color-error)" p="md">
          {formAlert(people.error) ?? t('error')}
        </Text>
      ) : !people.isPending && rows.length === 0 ? (
        <EmptyState icon={IconUsers} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={820} type="native" visibleFrom="sm">
            <Table verticalSpacing="sm" aria-label={t('tableLabel')} aria-busy={people.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.person')}</Table.Th>
                  <Table.Th>{t('columns.access')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.lastLogin')}</Table.Th>
                  <Table.Th w={56} pos="relative">
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.isPending ? (
                  <TableSkeletonRows rows={6} columns={5} />
                ) : (
                  rows.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td className={classes.person}>
                        <Person person={person} isYou={person.id === me.data?.id} />
                      </Table.Td>
                      <Table.Td className={classes.access}>{access(person)}</Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <MemberStatusBadge status={person.status} />
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <Text size="sm" c={person.last_login_at ? undefined : 'dimmed'}>
                          {lastLogin(person)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">{menu(person)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Box component="ul" hiddenFrom="sm" className={classes.list} aria-label={t('tableLabel')}>
            {rows.map((person) => (
              <li key={person.id} className={classes.item}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Person person={person} isYou={person.id === me.data?.id} />
                  {menu(person)}
                </Group>
                <Stack gap={6} mt="xs" className={classes.itemFacts}>
                  {access(person)}
                  <Group gap="xs">
                    <MemberStatusBadge status={person.status} />
                    <Text size="xs" c="dimmed">
                      {t('team:item.lastLogin', { date: lastLogin(person) })}
                    </Text>
                  </Group>
                </Stack>
              </li>
            ))}
          </Box>
        </>
      )}
      {people.data && people.data.meta.total > 0 && (
        <ListFooter
          meta={people.data.meta}
          perPageOptions={PEOPLE_PER_PAGE}
          perPageLabel={t('perPage')}
          onPage={(page) => update({ page }, false)}
          onPerPage={(n) => update({ per_page: n })}
        />
      )}
      {invitations.data && (
        <TeamInvitations
          invitations={invitations.data}
          showPlace
          can={manages}
          resend={(id, done) => resend.mutate(id, done)}
          revoke={(id, done) => revoke.mutate(id, done)}
        />
      )}
      <InviteUserModal
        opened={inviting}
        accountId={accountId}
        roles={roles}
        onClose={() => setInviting(false)}
        onInvited={(invitation) => {
          // The same answer for every address: the invitation, listed below until accepted.
          setInviting(false);
          showSnackbar('success', t('done.invited', { email: invitation.email }));
        }}
      />
      <AccessModal person={managing} accountId={accountId} roles={roles} onClose={() => setManaging(null)} />
      <ImpersonateModal person={acting} onClose={() => setActing(null)} />
    </Paper>
  );
}
