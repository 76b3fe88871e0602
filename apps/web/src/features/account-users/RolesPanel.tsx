import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { type AccountRole, checkAccess } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './account-users.module.css';
import { useDeleteRole } from './api.js';
import { RoleModal } from './RoleModal.js';
import { usePermissionLabel } from './usePermissionLabel.js';

type Props = { accountId: number; roles: readonly AccountRole[]; loading: boolean };

/** Each role of the account with its permissions in words (the raw string on hover), holders and actions. */
export function RolesPanel({ accountId, roles, loading }: Props) {
  const { t } = useTranslation(['account-users', 'permissions']);
  const roleName = useRoleName();
  const permissionLabel = usePermissionLabel();
  const { number } = useFormat();
  const ability = useAbility();
  const [editing, setEditing] = useState<AccountRole | 'new' | null>(null);
  const remove = useDeleteRole(accountId);
  const can = {
    create: checkAccess(ability, 'create', 'roles'),
    update: checkAccess(ability, 'update', 'roles'),
    delete: checkAccess(ability, 'delete', 'roles'),
  };

  function confirmDelete(role: AccountRole) {
    modals.openConfirmModal({
      title: t('roles.deleteTitle', { name: roleName(role) }),
      closeButtonProps: { 'aria-label': t('actions.close') },
      centered: true,
      children: <Text size="sm">{t('roles.deleteText', { name: roleName(role) })}</Text>,
      labels: { confirm: t('roles.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(role.id, {
          onSuccess: () => showSnackbar('success', t('done.roleDeleted', { name: roleName(role) })),
          onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
        }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('roles.intro')}
        </Text>
        {can.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('roles.new')}
          </Button>
        )}
      </Group>
      {!loading && roles.length === 0 ? (
        <EmptyState icon={IconShieldLock} title={t('roles.empty')} text={t('roles.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={loading}>
          {roles.map((role) => (
            <Paper
              key={role.id}
              withBorder
              radius="md"
              p="lg"
              component="article"
              aria-labelledby={`role-${role.id}`}
              className="portal-surface"
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} miw={0}>
                    <Title order={2} fz="h4" id={`role-${role.id}`}>
                      {roleName(role)}
                    </Title>
                    <Group gap="xs">
                      <Badge variant="light" color="gray" className={classes.badge}>
                        {role.scope_type ? t(`scopes.${role.scope_type}`) : t('roles.anyScope')}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {t('roles.holders', { count: role.users, n: number(role.users) })}
                      </Text>
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {can.update && role.editable && (
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => setEditing(role)}
                        aria-label={t('roles.editTitle', { name: roleName(role) })}
                      >
                        {t('roles.edit')}
                      </Button>
                    )}
                    {can.delete && role.editable && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => confirmDelete(role)}
                        aria-label={t('roles.deleteTitle', { name: roleName(role) })}
                      >
                        {t('roles.delete')}
                      </Button>
                    )}
                  </Group>
                </Group>
                <ul className={classes.permissions} aria-label={t('roles.permissionsOf', { name: roleName(role) })}>
                  {role.permissions.map((p) => (
                    <li key={p} style={{ listStyle: 'none' }}>
                      <Tooltip label={p} withArrow>
                        <Badge variant="outline" color="gray" className={classes.badge} tabIndex={0}>
                          {permissionLabel(p)}
                        </Badge>
                      </Tooltip>
                    </li>
                  ))}
                </ul>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <RoleModal
        role={editing}
        accountId={accountId}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          showSnackbar('success', t('done.roleSaved', { name: saved.name }));
          setEditing(null);
        }}
      />
    </Stack>
  );
}
