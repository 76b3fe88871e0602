import { Button, Menu, Paper, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconLockOpen, IconSpy, IconTrash, IconUserCog, IconUserPlus, IconUsers } from '@tabler/icons-react';
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
import { formAlert } from '../../shared/form/api-errors.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { ListSearchInput } from '../../shared/list/ListSearchInput.js';
import { ListTable } from '../../shared/list/ListTable.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { countSet } from '../../shared/list/search-params.js';
import type { ListSearch } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { meQuery } from '../../shared/session/me-query.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useMemberColumns } from '../employer-users/member-columns.js';
import { ImpersonateModal } from '../impersonation/ImpersonateModal.js';
import { TeamInvitations } from '../invitations/TeamInvitations.js';
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
import { type AccountUsersSearch, PEOPLE_FILTERS, PEOPLE_PER_PAGE, peopleQueryOf } from './search.js';

const SHOWN_GRANTS = 3;
// Someone invited is not one of the account's people until they accept: their invitation is listed below.
const MEMBER_STATUSES = EMPLOYER_USER_STATUSES.filter((s) => s !== 'invited');

type Props = {
  accountId: number;
  roles: readonly AccountRole[];
  /** The page's URL state (the tab is part of it). */
  list: ListSearch<AccountUsersSearch>;
};

/** The account's people: search and filters in the URL, a row per person with every role they hold. */
export function PeoplePanel({ accountId, roles, list }: Props) {
  const { t } = useTranslation(['account-users', 'team', 'layout']);
  const roleName = useRoleName();
  const { search } = list;
  const ability = useAbility();
  const me = useQuery(meQuery);
  const people = useQuery(peopleQuery(accountId, peopleQueryOf(search)));
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
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

  function menuItems(person: AccountUser) {
    return [
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
  const members = useMemberColumns<AccountUser>(me.data?.id);
  const model = useListTable({
    rows: people.data?.data,
    rowId: (person) => person.id,
    columns: [
      members.person,
      { id: 'access', header: t('columns.access'), className: classes.access, cell: access },
      members.status,
      members.lastLogin,
      members.menu(menuItems),
    ],
  });
  const filtered = Boolean(search.q) || countSet(search, PEOPLE_FILTERS) > 0;

  return (
    <Paper withBorder radius="md" className="portal-surface">
      <ListBody
        toolbar={
          <ListToolbar
            search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
            searchMaxWidth={320}
            filters={
              <>
                <Select
                  label={t('filters.status')}
                  placeholder={t('filters.any')}
                  data={MEMBER_STATUSES.map((s) => ({ value: s, label: t(`team:status.${s}`) }))}
                  value={search.status ?? null}
                  onChange={(v) => list.set({ status: MEMBER_STATUSES.find((s) => s === v) })}
                  clearable
                />
                <Select
                  label={t('filters.role')}
                  placeholder={t('filters.any')}
                  data={roles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
                  value={search.role ? String(search.role) : null}
                  onChange={(v) => list.set({ role: v ? Number(v) : undefined })}
                  clearable
                />
                <Select
                  label={t('filters.scope')}
                  placeholder={t('filters.any')}
                  data={GRANT_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
                  value={search.scope ?? null}
                  onChange={(v) => list.set({ scope: GRANT_SCOPES.find((s) => s === v) })}
                  clearable
                />
              </>
            }
            activeFilters={countSet(search, PEOPLE_FILTERS)}
            filtered={filtered}
            onReset={() => list.reset(['tab', 'per_page'])}
            end={
              can.invite && (
                <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
                  {t('actions.invite')}
                </Button>
              )
            }
          />
        }
        query={people}
        empty={{ icon: IconUsers, title: t('empty.title'), text: t('empty.text') }}
        paging={{ ...list, perPageOptions: PEOPLE_PER_PAGE, perPageLabel: t('perPage') }}
      >
        <ListTable model={model} label={t('tableLabel')} pending={people.isPending} fetching={people.isFetching} />
      </ListBody>
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
