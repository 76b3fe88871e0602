import { ActionIcon, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuilding, IconBuildingStore, IconTrash, IconWorld } from '@tabler/icons-react';
import { type AccountGrant, type AccountRole, type AccountUser, GrantBody, type GrantScope } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useAddGrant, useRemoveGrant } from './api.js';
import { GrantFields, grantOf, grantProps, PLACE, placeFieldOf } from './GrantFields.js';

const SCOPE_ICONS: Record<GrantScope, typeof IconWorld> = {
  account: IconWorld,
  site: IconBuildingStore,
  employer: IconBuilding,
};

/** One role at one place, as a compact line: icon for the kind of place, role, place. */
export function GrantLabel({ grant }: { grant: AccountGrant }) {
  const { t } = useTranslation('account-users');
  const roleName = useRoleName();
  const Icon = SCOPE_ICONS[grant.scope.type];
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Icon size={16} aria-label={t(`scopes.${grant.scope.type}`)} />
      {/* Wraps rather than cut a name short; each name is isolated so "role · place" keeps its
          order in a right-to-left line. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text component="bdi" fw={600} size="sm">
          {roleName(grant.role)}
        </Text>
        {' · '}
        <bdi>{grant.scope.name}</bdi>
      </Text>
    </Group>
  );
}

type Props = { person: AccountUser | null; accountId: number; roles: readonly AccountRole[]; onClose: () => void };

/** Every role the person holds in the account, each removable, and a form to add one. */
export function AccessModal({ person, accountId, roles, onClose }: Props) {
  const { t } = useTranslation('account-users');
  return (
    <FormModal
      opened={person !== null}
      onClose={onClose}
      title={person ? t('access.title', { name: person.name }) : ''}
      closeLabel={t('actions.close')}
      size="lg"
    >
      {person && <AccessForm person={person} accountId={accountId} roles={roles} onClose={onClose} />}
    </FormModal>
  );
}

function AccessForm({ person, accountId, roles, onClose }: Props & { person: AccountUser }) {
  const { t } = useTranslation('account-users');
  const roleName = useRoleName();
  const add = useAddGrant(accountId);
  const remove = useRemoveGrant(accountId);
  // The list follows the server's answer after each change, not the (stale) row it was opened from.
  const [grants, setGrants] = useState(person.grants);
  const form = useForm({
    initialValues: { where: '', role_id: '' },
    validate: contractResolver(GrantBody, { toBody: grantOf, fieldOf: placeFieldOf }),
  });

  async function submit(values: typeof form.values) {
    try {
      const updated = await add.mutateAsync({ userId: person.id, body: GrantBody.parse(grantOf(values)) });
      setGrants(updated.grants);
      form.reset();
      showSnackbar('success', t('done.granted'));
    } catch (error) {
      applyApiErrors(form, error, PLACE);
    }
  }

  function takeAway(g: AccountGrant) {
    remove.mutate(
      { userId: person.id, grantId: g.id },
      {
        onSuccess: () => {
          const left = grants.filter((x) => x.id !== g.id);
          setGrants(left);
          showSnackbar('success', t('done.revoked', { role: roleName(g.role), place: g.scope.name }));
          if (left.length === 0) onClose();
        },
        onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
      },
    );
  }

  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="access-current">
        <Title order={3} fz="sm" id="access-current">
          {t('access.current')}
        </Title>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {grants.map((g) => (
            <Group key={g.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <GrantLabel grant={g} />
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => takeAway(g)}
                loading={remove.isPending && remove.variables?.grantId === g.id}
                aria-label={t('access.revoke', { role: roleName(g.role), place: g.scope.name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {grants.length === 1 && (
          <Text size="xs" c="dimmed">
            {t('access.lastRole')}
          </Text>
        )}
      </Stack>
      <Divider />
      <form onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="access-add">
        <Stack gap="sm">
          <Title order={3} fz="sm" id="access-add">
            {t('access.add')}
          </Title>
          <FormErrorAlert message={formAlert(add.error, form, PLACE)} />
          <GrantFields accountId={accountId} roles={roles} {...grantProps(form)} />
          <FormActions
            cancelLabel={t('actions.done')}
            onCancel={onClose}
            submitLabel={t('access.submit')}
            loading={add.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
