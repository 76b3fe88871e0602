import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EmployerRole, type EmployerUser, UpdateEmployerUserBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { idOf } from '../../shared/form/select-id.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { type TeamScope, useChangeRole } from './api.js';

type Props = {
  person: EmployerUser | null;
  roles: EmployerRole[];
  scope: TeamScope;
  onClose: () => void;
  onChanged: (person: EmployerUser) => void;
};

/** A role Select for one person; the list holds only roles the caller may hand on. */
export function ChangeRoleModal({ person, ...props }: Props) {
  const { t } = useTranslation('team');
  return (
    <FormModal
      opened={person !== null}
      onClose={props.onClose}
      title={person ? t('changeRole.title', { name: person.name }) : ''}
      closeLabel={t('actions.close')}
      size="sm"
    >
      {person && <ChangeRoleForm key={person.id} person={person} {...props} />}
    </FormModal>
  );
}

function ChangeRoleForm({ person, roles, scope, onClose, onChanged }: Props & { person: EmployerUser }) {
  const { t } = useTranslation('team');
  const roleName = useRoleName();
  const change = useChangeRole(scope);
  const bodyOf = (v: { role_id: string }) => ({ role_id: idOf(v.role_id) });
  const form = useForm({
    initialValues: { role_id: String(person.role.id) },
    validate: contractResolver(UpdateEmployerUserBody, { toBody: bodyOf }),
  });

  async function submit(values: typeof form.values) {
    const { role_id } = UpdateEmployerUserBody.parse(bodyOf(values));
    if (role_id === person.role.id) return onClose();
    try {
      onChanged(await change.mutateAsync({ userId: person.id, roleId: role_id }));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(change.error, form)} />
        <Select
          label={t('changeRole.role')}
          required
          allowDeselect={false}
          data-autofocus
          data={roles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
          {...form.getInputProps('role_id')}
        />
        <Text size="sm" c="dimmed">
          {t('changeRole.text')}
        </Text>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('actions.save')}
          loading={change.isPending}
        />
      </Stack>
    </form>
  );
}
