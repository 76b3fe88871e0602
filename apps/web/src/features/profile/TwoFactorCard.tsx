import { Alert, Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { RecoveryCodes, TwoFactorSetup } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../shared/i18n/format.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { twoFactorQuery, useDisableTwoFactor, useRegenerateRecoveryCodes, useStartTwoFactor } from './api.js';
import { PasswordAgainForm, type PasswordAgainFormApi, refusePasswordAgain } from './PasswordAgainForm.js';
import { ProfileCard } from './ProfileCard.js';
import { RecoveryCodes as RecoveryCodesPanel } from './RecoveryCodes.js';
import { TwoFactorEnrol } from './TwoFactorEnrol.js';

type Step = { kind: 'idle' } | { kind: 'enrol'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };
type PasswordAction = 'disable' | 'regenerate' | null;

/**
 * Two-factor sign-in on the security tab: its state, enrolment (QR code, key, a code to confirm),
 * the recovery codes shown once, new ones and turning it off (both with the password again).
 */
export function TwoFactorCard({ email, locked }: { email: string; locked: boolean }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const status = useQuery(twoFactorQuery);
  const start = useStartTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [action, setAction] = useState<PasswordAction>(null);
  const showCodes = (result: RecoveryCodes) => {
    setAction(null);
    setStep({ kind: 'codes', codes: result.recovery_codes });
  };

  if (status.isPending) return <Skeleton h={160} radius="md" maw={640} />;
  if (status.isError)
    return (
      <Alert color="red" variant="light" role="alert" maw={640}>
        {formAlert(status.error)}
      </Alert>
    );
  const state = status.data;

  return (
    <ProfileCard title={t('twoFactor.title')} intro={t('twoFactor.intro')} size={{ maw: 640 }}>
      {state.required && !state.enabled && (
        <Alert color="orange" variant="light" icon={<IconShieldLock size={18} aria-hidden />} role="status">
          {t('twoFactor.requiredText')}
        </Alert>
      )}
      <Group gap="xs">
        <Badge
          data-testid="two-factor-status"
          variant="dot"
          color={state.enabled ? 'teal' : 'gray'}
          radius="sm"
          tt="none"
          c="var(--mantine-color-text)"
        >
          {state.enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
        {state.enabled && state.enabled_since && (
          <Text size="sm" c="dimmed">
            {t('twoFactor.since', { date: format.date(state.enabled_since) })} ·{' '}
            {t('twoFactor.codesLeft', { count: state.recovery_codes_left })}
          </Text>
        )}
      </Group>

      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />}
      {step.kind === 'enrol' && (
        <TwoFactorEnrol setup={step.setup} onEnabled={showCodes} onCancel={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'idle' && !state.enabled && (
        <>
          <FormErrorAlert message={formAlert(start.error)} />
          <Group>
            <Button
              data-testid="two-factor-set-up"
              loading={start.isPending}
              disabled={locked}
              onClick={() => start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'enrol', setup }) })}
            >
              {t('twoFactor.setUp')}
            </Button>
          </Group>
        </>
      )}
      {step.kind === 'idle' && state.enabled && action === null && (
        <Group gap="xs">
          <Button variant="default" disabled={locked} onClick={() => setAction('regenerate')}>
            {t('twoFactor.regenerate')}
          </Button>
          {!state.required && (
            <Button variant="default" color="red" disabled={locked} onClick={() => setAction('disable')}>
              {t('twoFactor.disable')}
            </Button>
          )}
        </Group>
      )}
      {step.kind === 'idle' && action !== null && (
        <PasswordAgain email={email} action={action} onCodes={showCodes} onClose={() => setAction(null)} />
      )}
    </ProfileCard>
  );
}

/** New recovery codes or turning it off: the password again first. */
function PasswordAgain({
  email,
  action,
  onCodes,
  onClose,
}: {
  email: string;
  action: Exclude<PasswordAction, null>;
  onCodes: (result: RecoveryCodes) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const disabling = action === 'disable';
  const running = disabling ? disable : regenerate;

  function submit(values: { password: string }, form: PasswordAgainFormApi) {
    const onError = (error: unknown) => refusePasswordAgain(form, error);
    if (disabling)
      disable.mutate(values, {
        onSuccess: () => {
          showSnackbar('success', t('twoFactor.disabled'));
          onClose();
        },
        onError,
      });
    else regenerate.mutate(values, { onSuccess: onCodes, onError });
  }

  return (
    <PasswordAgainForm
      email={email}
      text={disabling ? t('twoFactor.disableText') : t('twoFactor.regenerateText')}
      label={t('twoFactor.password')}
      submitLabel={disabling ? t('twoFactor.disable') : t('twoFactor.regenerate')}
      danger={disabling}
      pending={running.isPending}
      error={running.error}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
