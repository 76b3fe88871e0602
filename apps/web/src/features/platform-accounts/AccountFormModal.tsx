import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreatePlatformAccountBody, LOCALES, UpdatePlatformAccountBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { createPlatformAccount, PLATFORM_ACCOUNTS_KEY, type PlatformAccount, updatePlatformAccount } from './api.js';

type Props = { account?: PlatformAccount | undefined; opened: boolean; onClose: () => void };

/** A new account with its owner's invitation (`account` undefined), or an account's name and language. */
export function AccountFormModal({ account, opened, onClose }: Props) {
  const { t } = useTranslation('platform-accounts');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={account ? t('form.editTitle', { name: account.name }) : t('form.createTitle')}
      closeLabel={t('form.cancel')}
    >
      {account ? <EditForm account={account} onClose={onClose} /> : <CreateForm onClose={onClose} />}
    </FormModal>
  );
}

function useLanguageOptions() {
  const { t } = useTranslation('platform-accounts');
  return LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }));
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('platform-accounts');
  const client = useQueryClient();
  const form = useForm({
    initialValues: { name: '', default_locale: 'en', owner_name: '', owner_email: '' },
    validate: contractResolver(CreatePlatformAccountBody),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => createPlatformAccount(CreatePlatformAccountBody.parse(values)),
    onSuccess: async (created, values) => {
      await client.invalidateQueries({ queryKey: PLATFORM_ACCOUNTS_KEY });
      showSnackbar('success', t('form.created', { name: created.name, email: values.owner_email.trim() }));
      onClose();
    },
    onError: (error) => applyApiErrors(form, error),
  });
  const submit = (values: typeof form.values) => save.mutate(values);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form)} />
        <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={120} data-autofocus />
        <Select
          label={t('fields.language')}
          description={t('fields.languageHint')}
          data={useLanguageOptions()}
          allowDeselect={false}
          {...form.getInputProps('default_locale')}
          required
        />
        <Text size="sm" fw={600} mt="xs">
          {t('form.owner')}
        </Text>
        <TextInput label={t('fields.ownerName')} {...form.getInputProps('owner_name')} required maxLength={120} />
        <TextInput
          label={t('fields.ownerEmail')}
          description={t('fields.ownerEmailHint')}
          type="email"
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('owner_email')}
          required
          maxLength={254}
        />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('form.create')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}

function EditForm({ account, onClose }: { account: PlatformAccount; onClose: () => void }) {
  const { t } = useTranslation('platform-accounts');
  const client = useQueryClient();
  const form = useForm({
    initialValues: { name: account.name, default_locale: account.default_locale as string },
    validate: contractResolver(UpdatePlatformAccountBody),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      updatePlatformAccount(account.id, UpdatePlatformAccountBody.parse(values)),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: PLATFORM_ACCOUNTS_KEY });
      showSnackbar('success', t('form.saved', { name: saved.name }));
      onClose();
    },
    onError: (error) => applyApiErrors(form, error),
  });
  const submit = (values: typeof form.values) => save.mutate(values);
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form)} />
        <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={120} data-autofocus />
        <Select
          label={t('fields.language')}
          description={t('fields.languageHint')}
          data={useLanguageOptions()}
          allowDeselect={false}
          {...form.getInputProps('default_locale')}
          required
        />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('form.save')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
