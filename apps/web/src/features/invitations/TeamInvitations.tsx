import { ActionIcon, Badge, Box, Group, Menu, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconMailForward, IconTrash } from '@tabler/icons-react';
import type { TeamInvitation } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './invitations.module.css';

type Props = {
  invitations: readonly TeamInvitation[];
  /** The account's list names where each role applies; an employer's team is one place. */
  showPlace: boolean;
  /** Whether the caller may send again / withdraw this one (they hold its role's rights). */
  can: (invitation: TeamInvitation) => { resend: boolean; revoke: boolean };
  resend: (id: number, done: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  revoke: (id: number, done: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  /** Wide screens show a table from this breakpoint on. */
  tableFrom?: 'sm' | 'xl';
};

/**
 * Invitations nobody has accepted yet, as the team's managers see them: the address they typed,
 * the role, when it was sent and until when; nothing of the person behind the address. Nothing is
 * shown when there is none.
 */
export function TeamInvitations({ invitations, showPlace, can, resend, revoke, tableFrom = 'sm' }: Props) {
  const { t } = useTranslation('invitations');
  const roleName = useRoleName();
  const { date } = useFormat();
  if (!invitations.length) return null;
  const fail = (error: unknown) => showSnackbar('error', formAlert(error) ?? '');
  const role = (i: TeamInvitation) =>
    showPlace ? t('team.roleAt', { role: roleName(i.role), place: i.scope.name }) : roleName(i.role);

  function confirmRevoke(i: TeamInvitation) {
    modals.openConfirmModal({
      title: t('team.revokeTitle', { email: i.email }),
      closeButtonProps: { 'aria-label': t('actions.close') },
      centered: true,
      children: <Text size="sm">{t('team.revokeText')}</Text>,
      labels: { confirm: t('team.revoke'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke(i.id, {
          onSuccess: () => showSnackbar('success', t('team.revoked', { email: i.email })),
          onError: fail,
        }),
    });
  }

  function menu(i: TeamInvitation) {
    const allowed = can(i);
    if (!allowed.resend && !allowed.revoke) return null;
    return (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('team.menu', { email: i.email })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {allowed.resend && (
            <Menu.Item
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={() =>
                resend(i.id, {
                  onSuccess: () => showSnackbar('success', t('team.resent', { email: i.email })),
                  onError: fail,
                })
              }
            >
              {t('team.resend')}
            </Menu.Item>
          )}
          {allowed.revoke && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => confirmRevoke(i)}>
              {t('team.revoke')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }

  const state = (i: TeamInvitation) =>
    i.expired ? (
      <Badge variant="dot" color="red" radius="sm" className={classes.badge}>
        {t('team.expired')}
      </Badge>
    ) : (
      <Badge variant="dot" color="orange" radius="sm" className={classes.badge}>
        {t('team.pending')}
      </Badge>
    );

  return (
    <Box component="section" aria-labelledby="team-invitations" className={classes.section}>
      <Group gap="sm" px="md" pt="md" pb="xs">
        <Title order={3} fz="h5" id="team-invitations">
          {t('team.title', { count: invitations.length })}
        </Title>
      </Group>
      <Text size="sm" px="md" pb="sm" className={classes.muted}>
        {t('team.hint')}
      </Text>
      <Table.ScrollContainer minWidth={680} type="native" visibleFrom={tableFrom}>
        <Table verticalSpacing="sm" aria-label={t('team.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('team.columns.email')}</Table.Th>
              <Table.Th>{t('team.columns.role')}</Table.Th>
              <Table.Th>{t('team.columns.status')}</Table.Th>
              <Table.Th>{t('team.columns.sent')}</Table.Th>
              <Table.Th>{t('team.columns.expires')}</Table.Th>
              <Table.Th w={56} pos="relative">
                <VisuallyHidden>{t('team.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td className={classes.email}>
                  <Text size="sm" fw={600} span dir="ltr">
                    {i.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{role(i)}</Text>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{state(i)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{date(i.invited_at)}</Text>
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{date(i.expires_at)}</Text>
                </Table.Td>
                <Table.Td ta="end">{menu(i)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Box component="ul" hiddenFrom={tableFrom} className={classes.list} aria-label={t('team.tableLabel')}>
        {invitations.map((i) => (
          <li key={i.id} className={classes.item}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} miw={0}>
                <Text size="sm" fw={600} className={classes.email}>
                  <span dir="ltr">{i.email}</span>
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{role(i)}</Text>
                  {state(i)}
                </Group>
                <Text size="xs" className={classes.muted}>
                  {t('team.sentUntil', { sent: date(i.invited_at), until: date(i.expires_at) })}
                </Text>
              </Stack>
              {menu(i)}
            </Group>
          </li>
        ))}
      </Box>
    </Box>
  );
}
