import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountRole, fitPermissions, GRANT_SCOPES, type GrantScope, SaveRoleBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
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
  const roleName = useRoleName();
  return (
    <FormModal
      opened={role !== null}
      onClose={props.onClose}
      title={role === 'new' ? t('roles.newTitle') : role ? t('roles.editTitle', { name: roleName(role) }) : ''}
      closeLabel={t('actions.close')}
      size="xl"
    >
      {role !== null && <RoleForm role={role === 'new' ? null : role} {...props} />}
    </FormModal>
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
  const form = useForm({
    initialValues: {
      name: role?.name ?? '',
      scope_type: role?.scope_type ?? (null as GrantScope | null),
      permissions: role?.permissions ?? [],
    },
    validate: contractResolver(SaveRoleBody, { messages: { permissions: () => t('roles.pickOne') } }),
  });
  const { values, errors } = form;
  const scope = values.scope_type;
  const picked = new Set(values.permissions);

  const toggle = (permission: string, on: boolean) =>
    form.setFieldValue('permissions', (current) =>
      on ? [...current, permission] : current.filter((p) => p !== permission),
    );

  function choosePlace(value: string | null) {
    const next = GRANT_SCOPES.find((s) => s === value) ?? null;
    form.setFieldValue('scope_type', next);
    form.setFieldValue('permissions', (current) => fitPermissions(current, next));
  }

  async function submit(body: typeof values) {
    try {
      onSaved(await save.mutateAsync({ id: role?.id ?? null, body: { ...body, name: body.name.trim() } }));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('roles.name')} required maxLength={80} data-autofocus {...form.getInputProps('name')} />
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
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={role ? t('roles.save') : t('roles.create')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
