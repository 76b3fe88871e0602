import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconSpy, IconTrash, IconUserCog } from '@tabler/icons-react';
import type { EmployerUser, EmployerUserStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import classes from './team.module.css';

const STATUS_COLORS: Record<EmployerUserStatus, string> = { active: 'teal', invited: 'orange', disabled: 'gray' };

/** Status as a dot badge: the text keeps the body colour (contrast), the dot carries the colour. */
export function MemberStatusBadge({ status }: { status: EmployerUserStatus }) {
  const { t } = useTranslation('team');
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} className={classes.badge} radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** What the caller may do to this person; none of them on your own row. */
export type RowActions = {
  changeRole?: () => void;
  remove?: () => void;
  /** Staff with the impersonation right: act as this (active) person. */
  impersonate?: () => void;
};

type Props = { person: EmployerUser; isYou: boolean; actions: RowActions };

export function Person({ person, isYou }: { person: Pick<EmployerUser, 'name' | 'email' | 'avatar'>; isYou: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={person.avatar}
        name={person.name}
        color="brand"
        variant="filled"
        radius="xl"
        size={36}
        alt=""
        aria-hidden
      />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {person.name}
          {isYou && (
            <Text span size="sm" c="dimmed" fw={400} ms={6}>
              {t('you')}
            </Text>
          )}
        </Text>
        {/* The line follows the page direction; only the address itself reads left to right. */}
        <Text size="xs" c="dimmed" className={classes.email}>
          <span dir="ltr">{person.email}</span>
        </Text>
      </Stack>
    </Group>
  );
}

function ActionsMenu({ person, actions }: Pick<Props, 'person' | 'actions'>) {
  const { t } = useTranslation(['team', 'layout']);
  if (!actions.changeRole && !actions.remove && !actions.impersonate) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: person.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.changeRole && (
          <Menu.Item leftSection={<IconUserCog size={16} aria-hidden />} onClick={actions.changeRole}>
            {t('actions.changeRole')}
          </Menu.Item>
        )}
        {actions.impersonate && (
          <Menu.Item leftSection={<IconSpy size={16} aria-hidden />} onClick={actions.impersonate}>
            {t('layout:impersonation.action')}
          </Menu.Item>
        )}
        {actions.remove && (actions.changeRole || actions.impersonate) && <Menu.Divider />}
        {actions.remove && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={actions.remove}>
            {t('actions.remove')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function useLastLogin(person: EmployerUser) {
  const { t } = useTranslation('team');
  const { dateTime } = useFormat();
  return person.last_login_at ? dateTime(person.last_login_at) : t('never');
}

/** One person as a table row (wide screens). */
export function MemberRow({ person, isYou, actions }: Props) {
  const { date } = useFormat();
  const lastLogin = useLastLogin(person);
  return (
    <Table.Tr>
      <Table.Td className={classes.person}>
        <Person person={person} isYou={isYou} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{person.role.name}</Text>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <MemberStatusBadge status={person.status} />
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <Text size="sm">{date(person.added_at)}</Text>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <Text size="sm" c={person.last_login_at ? undefined : 'dimmed'}>
          {lastLogin}
        </Text>
      </Table.Td>
      <Table.Td ta="end">
        <ActionsMenu person={person} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One person as a stacked list item (narrow screens), with the same facts as the row. */
export function MemberItem({ person, isYou, actions }: Props) {
  const { t } = useTranslation('team');
  const { date } = useFormat();
  const lastLogin = useLastLogin(person);
  return (
    <li className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Person person={person} isYou={isYou} />
        <ActionsMenu person={person} actions={actions} />
      </Group>
      <Stack gap={6} mt="xs" className={classes.itemFacts}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{person.role.name}</Text>
          <MemberStatusBadge status={person.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('item.added', { date: date(person.added_at) })}
          <br />
          {t('item.lastLogin', { date: lastLogin })}
        </Text>
      </Stack>
    </li>
  );
}
