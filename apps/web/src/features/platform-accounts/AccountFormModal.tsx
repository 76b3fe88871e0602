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
      <AccountForm key={account?.id ?? 'new'} account={account} onClose={onClose} />
    </FormModal>
  );
}

/**
 * The account's name and language; creating, also its owner, who gets the invitation. One form
 * for both, checked by the contract's body of each.
 */
function AccountForm({ account, onClose }: { account: PlatformAccount | undefined; onClose: () => void }) {
  const { t } = useTranslation('platform-accounts');
  const client = useQueryClient();
  const form = useForm({
    initialValues: {
      name: account?.name ?? '',
      default_locale: (account?.default_locale ?? 'en') as string,
      owner_name: '',
      owner_email: '',
    },
    validate: contractResolver(account ? UpdatePlatformAccountBody : CreatePlatformAccountBody),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      account
        ? updatePlatformAccount(account.id, UpdatePlatformAccountBody.parse(values))
        : createPlatformAccount(CreatePlatformAccountBody.parse(values)),
    onSuccess: async (saved, values) => {
      await client.invalidateQueries({ queryKey: PLATFORM_ACCOUNTS_KEY });
      showSnackbar(
        'success',
        account
          ? t('form.saved', { name: saved.name })
          : t('form.created', { name: saved.name, email: values.owner_email.trim() }),
      );
      onClose();
    },
    onError: (error) => applyApiErrors(form, error),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form)} />
        <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={120} data-autofocus />
        <Select
          label={t('fields.language')}
          description={t('fields.languageHint')}
          data={LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('default_locale')}
          required
        />
        {!account && (
          <>
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
          </>
        )}
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={account ? t('form.save') : t('form.create')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
