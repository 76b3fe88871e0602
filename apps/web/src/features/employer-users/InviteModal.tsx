import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { INVITATION_VALID_DAYS, InviteEmployerUserBody, type TeamInvitation } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../auth/forms.js';
import { leastPowerfulRole, rolesQuery, type TeamScope, useInviteMember } from './api.js';
import { InviteeFields } from './InviteeFields.js';

const FIELDS = ['email', 'name', 'role_id'] as const;

type Props = {
  opened: boolean;
  scope: TeamScope;
  employerName: string;
  onClose: () => void;
  onInvited: (invitation: TeamInvitation) => void;
};

/** Client checks with the contract's own schema; the messages are the server's catalogue. */
function checkInvite(values: { email: string; name: string; roleId: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = fieldMessage('required');
  else if (!InviteEmployerUserBody.shape.email.safeParse(values.email.trim()).success) {
    errors.email = fieldMessage('email');
  }
  if (!values.name.trim()) errors.name = fieldMessage('required');
  if (!values.roleId) errors.role_id = fieldMessage('required');
  return errors;
}

/** E-mail, name and role of a new team member; mounted only while open, so it starts blank. */
export function InviteModal({ opened, ...props }: Props) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('invite.title', { employer: props.employerName })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {opened && <InviteForm {...props} />}
    </Modal>
  );
}

function InviteForm({ scope, onClose, onInvited }: Omit<Props, 'opened' | 'employerName'>) {
  const { t } = useTranslation('team');
  const roles = useQuery(rolesQuery(scope));
  const invite = useInviteMember(scope);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [pickedRole, setPickedRole] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const defaultRole = leastPowerfulRole(roles.data ?? []);
  const roleId = pickedRole ?? (defaultRole ? String(defaultRole.id) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkInvite({ email, name, roleId });
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      const invitation = await invite.mutateAsync({ email: email.trim(), name: name.trim(), role_id: Number(roleId) });
      onInvited(invitation);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  const alert = formAlert(invite.error, FIELDS) ?? (roles.isError ? formAlert(roles.error) : null);
  const noRoles = roles.isSuccess && roles.data.length === 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={alert} />
        {noRoles && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('invite.noRoles')}
          </Alert>
        )}
        <InviteeFields
          email={email}
          name={name}
          onEmail={setEmail}
          onName={setName}
          errors={errors}
          labels={{ email: t('invite.email'), name: t('invite.name') }}
        />
        <Select
          label={t('invite.role')}
          required
          allowDeselect={false}
          disabled={!roles.isSuccess || noRoles}
          data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={roleId}
          onChange={setPickedRole}
          error={errors.role_id}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          {t('invite.help', { days: INVITATION_VALID_DAYS })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} disabled={noRoles}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
