import { Alert, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { InviteEmployerUserBody, type TeamInvitation } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { InviteForm } from '../../shared/form/InviteForm.js';
import { idOf } from '../../shared/form/select-id.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { leastPowerfulRole, rolesQuery, type TeamScope, useInviteMember } from './api.js';

type Props = {
  opened: boolean;
  scope: TeamScope;
  employerName: string;
  onClose: () => void;
  onInvited: (invitation: TeamInvitation) => void;
};

/** E-mail, name and role of a new team member; mounted only while open, so it starts blank. */
export function InviteModal({ opened, ...props }: Props) {
  const { t } = useTranslation('team');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={t('invite.title', { employer: props.employerName })}
      closeLabel={t('actions.close')}
    >
      <TeamInviteForm {...props} />
    </FormModal>
  );
}

function TeamInviteForm({ scope, onClose, onInvited }: Omit<Props, 'opened' | 'employerName'>) {
  const { t } = useTranslation('team');
  const roleName = useRoleName();
  const roles = useQuery(rolesQuery(scope));
  const invite = useInviteMember(scope);
  const defaultRole = leastPowerfulRole(roles.data ?? []);
  // Until someone picks a role, the least powerful one is the choice.
  const roleOf = (picked: string) => picked || (defaultRole ? String(defaultRole.id) : '');
  const bodyOf = (v: { email: string; name: string; role_id: string }) => ({
    email: v.email.trim(),
    name: v.name,
    role_id: idOf(roleOf(v.role_id)),
  });
  const form = useForm({
    initialValues: { email: '', name: '', role_id: '' },
    validate: contractResolver(InviteEmployerUserBody, { toBody: bodyOf }),
  });

  async function submit(values: typeof form.values) {
    try {
      onInvited(await invite.mutateAsync(InviteEmployerUserBody.parse(bodyOf(values))));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  const alert = formAlert(invite.error, form) ?? (roles.isError ? formAlert(roles.error) : null);
  const noRoles = roles.isSuccess && roles.data.length === 0;
  return (
    <InviteForm
      t={t}
      form={form}
      onSubmit={submit}
      onCancel={onClose}
      alert={alert}
      pending={invite.isPending}
      disabled={noRoles}
      notice={
        noRoles && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('invite.noRoles')}
          </Alert>
        )
      }
    >
      <Select
        label={t('invite.role')}
        required
        allowDeselect={false}
        disabled={!roles.isSuccess || noRoles}
        data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: roleName(r) }))}
        {...form.getInputProps('role_id')}
        value={roleOf(form.values.role_id) || null}
        comboboxProps={{ withinPortal: true }}
      />
    </InviteForm>
  );
}
