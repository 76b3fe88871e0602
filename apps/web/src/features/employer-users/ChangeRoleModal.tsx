import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { EmployerRole, EmployerUser } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { formAlert, serverFieldErrors } from '../auth/forms.js';
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
    <Modal
      opened={person !== null}
      onClose={props.onClose}
      title={person ? t('changeRole.title', { name: person.name }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
      size="sm"
    >
      {person && <ChangeRoleForm key={person.id} person={person} {...props} />}
    </Modal>
  );
}

function ChangeRoleForm({ person, roles, scope, onClose, onChanged }: Props & { person: EmployerUser }) {
  const { t } = useTranslation('team');
  const change = useChangeRole(scope);
  const [roleId, setRoleId] = useState<string | null>(String(person.role.id));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!roleId) return;
    if (Number(roleId) === person.role.id) return onClose();
    try {
      onChanged(await change.mutateAsync({ userId: person.id, roleId: Number(roleId) }));
    } catch {
      // Shown below from change.error.
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(change.error, ['role_id'])} />
        <Select
          label={t('changeRole.role')}
          required
          allowDeselect={false}
          data-autofocus
          data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          value={roleId}
          onChange={setRoleId}
          error={serverFieldErrors(change.error).role_id}
        />
        <Text size="sm" c="dimmed">
          {t('changeRole.text')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
