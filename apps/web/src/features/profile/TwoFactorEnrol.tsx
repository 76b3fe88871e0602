import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecoveryCodes, TwoFactorSetup } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { ONE_TIME_CODE_INPUT } from '../auth/one-time-code.js';
import { useConfirmTwoFactor } from './api.js';

/**
 * Enrolment's second half: scan the QR code (or type the key), then prove it with a code. The
 * server turns two-factor sign-in on only then, and answers the recovery codes.
 */
export function TwoFactorEnrol({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (result: RecoveryCodes) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const confirm = useConfirmTwoFactor();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : fieldMessage('required')) },
  });

  function submit(values: { code: string }) {
    confirm.mutate(
      { code: values.code.replace(/\s+/g, '') },
      {
        onSuccess: onEnabled,
        onError: (error) => {
          form.setFieldValue('code', '');
          applyApiErrors(form, error);
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image src={setup.qr_svg} alt={t('twoFactor.qrAlt')} w={180} h={180} bg="white" radius="sm" />
          <Stack gap={6} maw={320}>
            <Text size="sm" fw={500} id="manual-key-label">
              {t('twoFactor.manualKey')}
            </Text>
            <Code fz="md" dir="ltr" aria-labelledby="manual-key-label" data-testid="manual-key">
              {setup.manual_key}
            </Code>
            <Text size="xs" c="dimmed">
              {t('twoFactor.manualHelp')}
            </Text>
          </Stack>
        </Group>
        <FormErrorAlert message={formAlert(confirm.error, form)} />
        <TextInput
          label={t('twoFactor.code')}
          description={t('twoFactor.codeHelp')}
          {...ONE_TIME_CODE_INPUT}
          maw={240}
          {...form.getInputProps('code')}
        />
        <Group gap="xs">
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
