import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AccountRole, INVITATION_VALID_DAYS, InviteAccountUserBody, type TeamInvitation } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../auth/forms.js';
import { InviteeFields } from '../employer-users/InviteeFields.js';
import { useInvitePerson } from './api.js';
import { type GrantChoice, GrantFields, parseWhere } from './GrantFields.js';

const FIELDS = ['email', 'name', 'role_id', 'scope_id', 'scope_type'] as const;

type Props = {
  opened: boolean;
  accountId: number;
  roles: readonly AccountRole[];
  onClose: () => void;
  onInvited: (invitation: TeamInvitation) => void;
};

/** E-mail, name, and a first role somewhere in the account; mounted only while open, so it starts blank. */
export function InviteUserModal({ opened, ...props }: Props) {
  const { t } = useTranslation('account-users');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('invite.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="lg"
      centered
    >
      {opened && <InviteForm {...props} />}
    </Modal>
  );
}

function InviteForm({ accountId, roles, onClose, onInvited }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('account-users');
  const invite = useInvitePerson(accountId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [grant, setGrant] = useState<GrantChoice>({ where: null, roleId: null });
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!email.trim()) problems.email = fieldMessage('required');
    else if (!InviteAccountUserBody.shape.email.safeParse(email.trim()).success) problems.email = fieldMessage('email');
    if (!name.trim()) problems.name = fieldMessage('required');
    if (!grant.where) problems.scope_id = fieldMessage('required');
    if (!grant.roleId) problems.role_id = fieldMessage('required');
    setErrors(problems);
    if (hasErrors(problems) || !grant.where) return;
    try {
      onInvited(
        await invite.mutateAsync({
          email: email.trim(),
          name: name.trim(),
          role_id: Number(grant.roleId),
          ...parseWhere(grant.where),
        }),
      );
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(invite.error, FIELDS)} />
        <InviteeFields
          email={email}
          name={name}
          onEmail={setEmail}
          onName={setName}
          errors={errors}
          labels={{ email: t('invite.email'), name: t('invite.name') }}
        />
        <GrantFields
          accountId={accountId}
          roles={roles}
          value={grant}
          onChange={setGrant}
          errors={{ where: errors.scope_id ?? errors.scope_type, role: errors.role_id }}
        />
        <Text size="sm" c="dimmed">
          {t('invite.help', { days: INVITATION_VALID_DAYS })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
