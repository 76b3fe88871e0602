import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { isLocale, type Locale, PROFILE_NAME_MAX_LENGTH, type Profile, UpdateProfileBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { LANGUAGE_NAMES, switchLanguage } from '../../shared/i18n/languages.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { AvatarCard } from './AvatarCard.js';
import { useUpdateProfile } from './api.js';
import { ProfileCard } from './ProfileCard.js';

const DetailsBody = UpdateProfileBody.pick({ name: true, locale: true });

const LANGUAGE_OPTIONS = (Object.keys(LANGUAGE_NAMES) as Locale[]).map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

/**
 * Name and language (the e-mail address is shown, not editable), next to the avatar. `locked`:
 * someone acting as the person sees them but cannot change them.
 */
export function AccountTab({ profile, locked }: { profile: Profile; locked: boolean }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <AvatarCard profile={profile} locked={locked} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <DetailsForm profile={profile} locked={locked} />
      </Grid.Col>
    </Grid>
  );
}

function DetailsForm({ profile, locked }: { profile: Profile; locked: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: profile.name, locale: profile.locale },
    validate: contractResolver(DetailsBody),
  });
  const { name, locale } = form.values;
  const dirty = name.trim() !== profile.name || locale !== profile.locale;

  function submit(values: typeof form.values) {
    update.mutate(
      { ...DetailsBody.parse(values), notification_preferences: profile.notification_preferences },
      {
        onSuccess: async (saved) => {
          form.setFieldValue('name', saved.name);
          // The language of the account is also the language of this portal.
          if (saved.locale !== pickLocale(i18n.language)) await switchLanguage(saved.locale);
          showSnackbar('success', t('account.saved'));
        },
        onError: (e) => applyApiErrors(form, e),
      },
    );
  }

  const alert = formAlert(update.error, form);
  return (
    <ProfileCard title={t('account.title')} onSubmit={form.onSubmit(submit)} size={{ h: '100%' }}>
      <FormErrorAlert message={alert} />
      <TextInput
        label={t('account.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={PROFILE_NAME_MAX_LENGTH + 20}
        {...form.getInputProps('name')}
        disabled={locked}
      />
      <TextInput
        label={t('account.email')}
        description={t('account.emailHelp')}
        value={profile.email}
        readOnly
        variant="filled"
        dir="ltr"
        rightSection={<IconLock size={16} aria-hidden />}
      />
      <Select
        label={t('account.language')}
        description={t('account.languageHelp')}
        data={LANGUAGE_OPTIONS}
        value={locale}
        onChange={(value) => value && isLocale(value) && form.setFieldValue('locale', value)}
        allowDeselect={false}
        error={form.errors.locale}
        disabled={locked}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={update.isPending} disabled={!dirty || locked}>
          {t('save')}
        </Button>
      </Group>
    </ProfileCard>
  );
}
