import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AccountRole, fitPermissions, GRANT_SCOPES, type GrantScope } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../auth/forms.js';
import { useSaveRole } from './api.js';
import { PermissionGrid } from './PermissionGrid.js';

type Props = {
  /** null: closed; 'new': a blank role; otherwise the role being edited. */
  role: AccountRole | 'new' | null;
  accountId: number;
  onClose: () => void;
  onSaved: (role: AccountRole) => void;
};

export function RoleModal({ role, ...props }: Props) {
  const { t } = useTranslation('account-users');
  return (
    <Modal
      opened={role !== null}
      onClose={props.onClose}
      title={role === 'new' ? t('roles.newTitle') : role ? t('roles.editTitle', { name: role.name }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="xl"
      centered
    >
      {role !== null && <RoleForm role={role === 'new' ? null : role} {...props} />}
    </Modal>
  );
}

/**
 * Name, the place the role is meant for, and its permissions by area. Choosing a narrower place
 * keeps of the ticked permissions what still acts there (`fitPermissions`, the rule the server holds
 * roles to), so the form never sends a role the server would refuse for its place.
 */
function RoleForm({ role, accountId, onClose, onSaved }: Omit<Props, 'role'> & { role: AccountRole | null }) {
  const { t } = useTranslation(['account-users', 'permissions']);
  const save = useSaveRole(accountId);
  const [name, setName] = useState(role?.name ?? '');
  const [scope, setScope] = useState<GrantScope | null>(role?.scope_type ?? null);
  const [picked, setPicked] = useState(() => new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});

  const toggle = (permission: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  function choosePlace(value: string | null) {
    const next = value === null || value === 'any' ? null : (value as GrantScope);
    setScope(next);
    setPicked((current) => new Set(fitPermissions([...current], next)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!name.trim()) problems.name = fieldMessage('required');
    if (picked.size === 0) problems.permissions = t('roles.pickOne');
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      onSaved(
        await save.mutateAsync({
          id: role?.id ?? null,
          body: { name: name.trim(), scope_type: scope, permissions: [...picked] },
        }),
      );
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, ['name', 'permissions', 'scope_type'])} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('roles.name')}
            required
            maxLength={80}
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label={t('roles.scope')}
            description={
              scope === 'employer'
                ? t('roles.scopeHelpEmployer')
                : scope === 'site'
                  ? t('roles.scopeHelpSite')
                  : t('roles.scopeHelp')
            }
            allowDeselect={false}
            data={[
              { value: 'any', label: t('roles.anyScope') },
              ...GRANT_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) })),
            ]}
            value={scope ?? 'any'}
            onChange={choosePlace}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <PermissionGrid scope={scope} picked={picked} onToggle={toggle} error={errors.permissions} />
        {role && role.users > 0 && (
          <Text size="sm" c="dimmed">
            {t('roles.heldWarning', { count: role.users })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {role ? t('roles.save') : t('roles.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
