import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { PASSKEY_NAME_MAX, type Passkey } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { ActionButton } from '../../shared/ui/ActionButton.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { passkeysSupported } from '../../shared/webauthn/ceremony-error.js';
import { PasskeyAdd } from './PasskeyAdd.js';
import { PasswordAgainForm, type PasswordAgainFormApi, refusePasswordAgain } from './PasswordAgainForm.js';
import { ProfileCard } from './ProfileCard.js';
import { passkeysQuery, useRemovePasskey, useRenamePasskey } from './passkeys-api.js';

// Buttons a finger hits on a phone: 44 px.
const TOUCH = '2.75rem';

/**
 * Passkeys on the security tab: the person's list (synced or on one device, when added and last
 * used), adding one (password, the browser's ceremony, a name), renaming and removing.
 */
export function PasskeysCard({ email, locked }: { email: string; locked: boolean }) {
  const { t } = useTranslation('profile');
  const list = useQuery(passkeysQuery);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const supported = passkeysSupported();
  // The form that had focus goes away: focus returns to the button that opened it.
  const closeAdding = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  if (list.isPending) return <Skeleton h={160} radius="md" maw={640} />;
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert" maw={640}>
        {formAlert(list.error)}
      </Alert>
    );

  return (
    <ProfileCard
      title={t('passkeys.title')}
      intro={t('passkeys.intro', { host: window.location.hostname })}
      size={{ maw: 640 }}
    >
      {list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('passkeys.none')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="passkey-list">
          {list.data.map((passkey) => (
            <PasskeyRow key={passkey.uuid} passkey={passkey} locked={locked} email={email} />
          ))}
        </Stack>
      )}
      {!supported && (
        <Alert color="gray" variant="light" role="status">
          {t('passkeys.unsupported')}
        </Alert>
      )}
      {adding ? (
        <PasskeyAdd email={email} onClose={closeAdding} />
      ) : (
        supported && (
          <Group>
            <Button
              ref={addButton}
              h={TOUCH}
              leftSection={<IconKey size={16} aria-hidden />}
              disabled={locked}
              onClick={() => setAdding(true)}
              data-testid="passkey-add"
            >
              {t('passkeys.add')}
            </Button>
          </Group>
        )
      )}
    </ProfileCard>
  );
}

type RowStep = 'view' | 'rename' | 'remove';

function PasskeyRow({ passkey, locked, email }: { passkey: Passkey; locked: boolean; email: string }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [step, setStep] = useState<RowStep>('view');
  const rowRef = useRef<HTMLDivElement>(null);
  // Back on the row's first button (Rename) once its form goes away.
  const backToRow = () => {
    setStep('view');
    requestAnimationFrame(() => rowRef.current?.querySelector('button')?.focus());
  };

  return (
    <Stack
      ref={rowRef}
      component="li"
      gap={6}
      py="sm"
      style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
      data-testid="passkey-row"
    >
      {step === 'rename' && <RenameForm passkey={passkey} email={email} onDone={backToRow} />}
      {step === 'remove' && <RemoveForm passkey={passkey} email={email} onCancel={backToRow} />}
      {step === 'view' && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Text>
              <Badge variant="light" color={passkey.synced ? 'teal' : 'gray'} radius="sm" tt="none">
                {passkey.synced ? t('passkeys.synced') : t('passkeys.deviceBound')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('passkeys.addedOn', { date: format.date(passkey.created_at) })} ·{' '}
              {passkey.last_used_at
                ? t('passkeys.lastUsed', { date: format.dateTime(passkey.last_used_at) })
                : t('passkeys.neverUsed')}
            </Text>
          </Stack>
          <Group gap="xs">
            <ActionButton
              h={TOUCH}
              icon={IconPencil}
              disabled={locked}
              onClick={() => setStep('rename')}
              aria-label={t('passkeys.renameOne', { name: passkey.name })}
            >
              {t('passkeys.rename')}
            </ActionButton>
            <ActionButton
              h={TOUCH}
              danger
              icon={IconTrash}
              disabled={locked}
              onClick={() => setStep('remove')}
              aria-label={t('passkeys.removeOne', { name: passkey.name })}
            >
              {t('passkeys.remove')}
            </ActionButton>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/** A new name, with the password again (renaming is a change to the person's ways in). */
function RenameForm({ passkey, email, onDone }: { passkey: Passkey; email: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const rename = useRenamePasskey();
  function submit(values: { password: string; name: string }, form: PasswordAgainFormApi) {
    rename.mutate(
      { uuid: passkey.uuid, body: { name: values.name.trim(), password: values.password } },
      {
        onSuccess: () => {
          showSnackbar('success', t('passkeys.renamed'));
          onDone();
        },
        onError: (error) => refusePasswordAgain(form, error),
      },
    );
  }
  return (
    <PasswordAgainForm
      email={email}
      text={t('passkeys.renameText')}
      label={t('passkeys.password')}
      submitLabel={t('save')}
      pending={rename.isPending}
      error={rename.error}
      onSubmit={submit}
      onCancel={onDone}
      testId="passkey-rename-form"
      nameField={{ label: t('passkeys.name'), initial: passkey.name, maxLength: PASSKEY_NAME_MAX }}
    />
  );
}

/** Removing: what it means, then the password again. */
function RemoveForm({ passkey, email, onCancel }: { passkey: Passkey; email: string; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const remove = useRemovePasskey();
  function submit(values: { password: string }, form: PasswordAgainFormApi) {
    remove.mutate(
      { uuid: passkey.uuid, password: values.password },
      {
        // The row goes away with the list's refresh; the snackbar says what happened.
        onSuccess: () => showSnackbar('success', t('passkeys.removed', { name: passkey.name })),
        onError: (error) => refusePasswordAgain(form, error),
      },
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('passkeys.removeTitle', { name: passkey.name })}</Text>
      <PasswordAgainForm
        email={email}
        text={t('passkeys.removeText')}
        label={t('passkeys.password')}
        submitLabel={t('passkeys.remove')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onSubmit={submit}
        onCancel={onCancel}
        testId="passkey-remove-form"
      />
    </Stack>
  );
}
