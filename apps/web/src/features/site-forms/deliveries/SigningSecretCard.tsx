import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconEyeOff, IconKey, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { CopyTextButton } from '../../../shared/ui/CopyTextButton.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useWebhookSecret } from './api.js';
import classes from './deliveries.module.css';

/**
 * The key receivers check `X-Talent-Signature` with. Shown only on request (each reveal is
 * audited) and kept in this component's state, never in the query cache; rotating asks first.
 */
export function SigningSecretCard({ uuid, canUpdate }: { uuid: string; canUpdate: boolean }) {
  const { t } = useTranslation('site-form-deliveries');
  const { reveal, rotate } = useWebhookSecret(uuid);
  const [secret, setSecret] = useState<string | null>(null);
  const onError = (e: unknown) => showSnackbar('error', formAlert(e) ?? '');

  function confirmRotate() {
    modals.openConfirmModal({
      title: t('secret.rotateTitle'),
      centered: true,
      children: <Text size="sm">{t('secret.rotateText')}</Text>,
      labels: { confirm: t('secret.rotate'), cancel: t('secret.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        rotate.mutate(undefined, {
          onSuccess: (value) => {
            setSecret(value);
            showSnackbar('success', t('secret.rotated'));
          },
          onError,
        }),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="signing-secret-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={18} aria-hidden />
          <Title order={2} fz="h4" id="signing-secret-title">
            {t('secret.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('secret.intro')}
        </Text>
        {reveal.isError && (
          <Alert color="red" variant="light">
            {formAlert(reveal.error)}
          </Alert>
        )}
        {secret && (
          <Group gap="xs" className={classes.secretRow}>
            <Code className={classes.secret} data-testid="signing-secret" dir="ltr">
              {secret}
            </Code>
            <CopyTextButton value={secret} copy={t('secret.copy')} copied={t('secret.copied')} />
          </Group>
        )}
        {canUpdate && (
          <Group gap="xs">
            {secret ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEyeOff size={14} aria-hidden />}
                onClick={() => setSecret(null)}
              >
                {t('secret.hide')}
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEye size={14} aria-hidden />}
                loading={reveal.isPending}
                onClick={() => reveal.mutate(undefined, { onSuccess: setSecret })}
              >
                {t('secret.reveal')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={rotate.isPending}
              onClick={confirmRotate}
            >
              {t('secret.rotate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
