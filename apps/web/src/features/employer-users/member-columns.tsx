import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { EmployerUser, EmployerUserStatus } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import type { ListColumn } from '../../shared/list/useListTable.js';
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

/** "Actions for <name>": a person's menu, or nothing when the caller may do nothing to them. */
export function PersonMenu({ name, items }: { name: string; items: ReactNode[] }) {
  const { t } = useTranslation('team');
  if (!items.length) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}

type Member = Pick<EmployerUser, 'id' | 'name' | 'email' | 'avatar' | 'status' | 'last_login_at'>;

/**
 * The columns a list of people shares (an employer's team, an account's people): who (you marked),
 * status, last sign-in, and the row's menu.
 */
export function useMemberColumns<Row extends Member>(meId: number | undefined) {
  const { t } = useTranslation('team');
  const { dateTime } = useFormat();
  return {
    person: {
      id: 'person',
      header: t('columns.person'),
      className: classes.person,
      cell: (p) => <Person person={p} isYou={p.id === meId} />,
    },
    status: {
      id: 'status',
      header: t('columns.status'),
      className: classes.nowrap,
      cell: (p) => <MemberStatusBadge status={p.status} />,
    },
    lastLogin: {
      id: 'last_login_at',
      header: t('columns.lastLogin'),
      className: classes.nowrap,
      cell: (p) => (
        <Text size="sm" c={p.last_login_at ? undefined : 'dimmed'}>
          {p.last_login_at ? dateTime(p.last_login_at) : t('never')}
        </Text>
      ),
    },
    /** No menu on your own row. */
    menu: (items: (person: Row) => ReactNode[]) => ({
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (p) => (p.id === meId ? null : <PersonMenu name={p.name} items={items(p)} />),
    }),
  } satisfies Record<string, ListColumn<Row> | ((items: (person: Row) => ReactNode[]) => ListColumn<Row>)>;
}
