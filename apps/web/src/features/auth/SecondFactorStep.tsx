import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SecondFactorChallenge, TokenResponse } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { ONE_TIME_CODE_INPUT } from './one-time-code.js';
import { useSubmit } from './useSubmit.js';

type Mode = 'code' | 'recovery_code';

const finish = (body: { ticket: string; code?: string; recovery_code?: string }) => api('loginSecondFactor', { body });

/**
 * The sign-in's second step, after a right password: the code from the authenticator app, or one
 * of the recovery codes. Loaded only when someone has a second factor, so the login page's first
 * download stays as it was. An expired ticket sends the person back to the password (`onRestart`).
 */
export function SecondFactorStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onDone: (token: TokenResponse) => Promise<void>;
  onRestart: (error: unknown) => void;
}) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>('code');
  const send = useSubmit(finish);
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useForm({
    initialValues: { code: '', recovery_code: '' },
    validate: (values) => (values[mode].trim() ? {} : { [mode]: fieldMessage('required') }),
  });

  async function submit(values: typeof form.values) {
    setFailure(null);
    try {
      const body =
        mode === 'code'
          ? { ticket: challenge.ticket, code: values.code.replace(/\s+/g, '') }
          : { ticket: challenge.ticket, recovery_code: values.recovery_code.trim() };
      const token = await send.submit(body);
      setFinishing(true);
      await onDone(token);
    } catch (error) {
      setFinishing(false);
      if (error instanceof Error && 'code' in error && error.code === 'two_factor_ticket_invalid') {
        onRestart(error);
        return;
      }
      form.setFieldValue(mode, '');
      applyApiErrors(form, error);
      setFailure(error);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setFailure(null);
    form.clearErrors();
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(failure, form)} />
        {mode === 'code' ? (
          <TextInput
            key="code"
            label={t('secondFactor.code')}
            description={t('secondFactor.codeHelp')}
            {...ONE_TIME_CODE_INPUT}
            data-autofocus
            autoFocus
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="recovery_code"
            label={t('secondFactor.recoveryCode')}
            description={t('secondFactor.recoveryHelp')}
            name="recovery_code"
            autoComplete="off"
            spellCheck={false}
            required
            autoFocus
            {...form.getInputProps('recovery_code')}
          />
        )}
        <Group justify="space-between" mt={-6} gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            {t('backToLogin')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => switchMode(mode === 'code' ? 'recovery_code' : 'code')}
          >
            {mode === 'code' ? t('secondFactor.useRecovery') : t('secondFactor.useApp')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={send.isPending || finishing}>
          {t('secondFactor.submit')}
        </Button>
      </Stack>
    </form>
  );
}
