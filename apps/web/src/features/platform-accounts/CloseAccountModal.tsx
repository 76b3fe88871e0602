import { Alert, Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { AccountStatusChangeBody } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useFormSending } from '../../shared/form/useFormSending.js';
import { useFormat } from '../../shared/i18n/format.js';
import { downloadAccountExport, type PlatformAccount } from './api.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Values = { reason: string; downloaded: boolean };

type Props = {
  account: PlatformAccount | null;
  onClose: () => void;
  /** Sends the reason; the caller closes the dialog once it resolves. A refusal is shown in the dialog. */
  onSubmit: (account: PlatformAccount, reason: string) => Promise<unknown>;
};

/**
 * Closing asks for a reason, offers the data export and says when the data goes. The checkbox is
 * the person's word that they kept the file; the API holds the rule itself (an export within a
 * day), so a refusal from it lands in the dialog.
 */
export function CloseAccountModal({ account, onClose, onSubmit }: Props) {
  const { t } = useTranslation('platform-accounts');
  return (
    <FormModal
      opened={account !== null}
      onClose={onClose}
      title={t('close.title', { name: account?.name ?? '' })}
      closeLabel={t('form.cancel')}
    >
      {account && <CloseForm account={account} onClose={onClose} onSubmit={onSubmit} />}
    </FormModal>
  );
}

function CloseForm({ account, onClose, onSubmit }: Props & { account: PlatformAccount }) {
  const { t } = useTranslation('platform-accounts');
  const { date } = useFormat();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const reasonErrors = contractResolver<Values>(AccountStatusChangeBody, {
    toBody: (values) => ({ reason: values.reason }),
    messages: { reason: () => t('reason.tooShort') },
  });
  const form = useForm<Values>({
    initialValues: { reason: '', downloaded: false },
    validate: (values) => ({
      ...reasonErrors(values),
      ...(values.downloaded ? {} : { downloaded: t('close.downloadedRequired') }),
    }),
  });
  const sending = useFormSending(form);
  const deletedOn = new Date(Date.now() + account.close_grace_days * DAY_MS);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadAccountExport(account.id);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        sending.send(() => onSubmit(account, AccountStatusChangeBody.parse({ reason: values.reason }).reason)),
      )}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Text size="sm">{t('close.text', { date: date(deletedOn, { dateStyle: 'long' }) })}</Text>
        <Stack gap={6} align="flex-start">
          <Text size="sm" fw={600}>
            {t('close.exportTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('close.exportText')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={download}
          >
            {t('actions.export')}
          </Button>
          {downloadFailed && (
            <Alert color="red" variant="light" py="xs">
              {t('close.downloadFailed')}
            </Alert>
          )}
        </Stack>
        <Checkbox label={t('close.downloaded')} {...form.getInputProps('downloaded', { type: 'checkbox' })} />
        <Textarea
          label={t('reason.label')}
          description={t('reason.help')}
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reason')}
        />
        <Text size="xs" c="dimmed" ta="end" aria-live="polite">
          {t('reason.counter', { count: form.values.reason.trim().length, max: 500 })}
        </Text>
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('close.submit')}
          color="red"
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
