import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  type AccountRole,
  type Action,
  checkAccess,
  GRANT_SCOPES,
  type GrantableSubject,
  PERMISSION_REGISTRY,
} from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../auth/forms.js';
import { useAbility } from '../session/useAbility.js';
import classes from './account-users.module.css';
import { useSaveRole } from './api.js';

const SUBJECTS = Object.keys(PERMISSION_REGISTRY) as GrantableSubject[];

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
 * Name, the place the role is meant for, and its permissions by area. Only rights the editor holds
 * can be ticked: the server refuses a role wider than its author, so the form does not offer one.
 */
function RoleForm({ role, accountId, onClose, onSaved }: Omit<Props, 'role'> & { role: AccountRole | null }) {
  const { t } = useTranslation(['account-users', 'permissions']);
  const ability = useAbility();
  const save = useSaveRole(accountId);
  const [name, setName] = useState(role?.name ?? '');
  const [scope, setScope] = useState<string>(role?.scope_type ?? 'any');
  const [picked, setPicked] = useState(() => new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});
  const everything = picked.has('all');

  const toggle = (permission: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

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
          body: {
            name: name.trim(),
            scope_type: scope === 'any' ? null : (scope as AccountRole['scope_type']),
            permissions: [...picked],
          },
        }),
      );
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  const holds = (action: Action, subject: GrantableSubject) => checkAccess(ability, action, subject);
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
            description={t('roles.scopeHelp')}
            allowDeselect={false}
            data={[
              { value: 'any', label: t('roles.anyScope') },
              ...GRANT_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) })),
            ]}
            value={scope}
            onChange={(v) => setScope(v ?? 'any')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Checkbox
          label={t('permissions:everything')}
          description={t('roles.everythingHelp')}
          checked={everything}
          disabled={!ability.can('manage', 'all')}
          onChange={(e) => toggle('all', e.currentTarget.checked)}
        />
        <fieldset className={classes.plain}>
          <VisuallyHidden component="legend">{t('roles.permissions')}</VisuallyHidden>
          {errors.permissions && (
            <Text size="sm" c="var(--mantine-color-error)" mb="xs" role="alert">
              {errors.permissions}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {SUBJECTS.map((subject) => {
              const whole = `${subject}.all`;
              const wholeOn = everything || picked.has(whole);
              return (
                <fieldset key={subject} className={classes.subject}>
                  <Text component="legend" size="sm" fw={600} px={4}>
                    {t(`permissions:subjects.${subject}`)}
                  </Text>
                  <Stack gap={6}>
                    <Checkbox
                      size="xs"
                      label={t('permissions:actions.all')}
                      checked={wholeOn}
                      disabled={everything || !holds('manage', subject)}
                      onChange={(e) => toggle(whole, e.currentTarget.checked)}
                    />
                    {PERMISSION_REGISTRY[subject].map(({ action }) => {
                      const permission = `${subject}.${action}`;
                      return (
                        <Checkbox
                          key={permission}
                          size="xs"
                          label={t(`permissions:actions.${action}`)}
                          checked={wholeOn || picked.has(permission)}
                          disabled={wholeOn || !holds(action, subject)}
                          onChange={(e) => toggle(permission, e.currentTarget.checked)}
                        />
                      );
                    })}
                  </Stack>
                </fieldset>
              );
            })}
          </SimpleGrid>
        </fieldset>
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
