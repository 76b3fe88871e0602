import { Button, Divider, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_NOTIFICATIONS, type NotificationPreferences, type Profile } from '@talent/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useUpdateProfile } from './api.js';
import { ProfileCard } from './ProfileCard.js';

type Email = NotificationPreferences['email'];

/** The e-mails the user wants, one switch each, saved to the profile. */
export function NotificationsTab({ profile, locked }: { profile: Profile; locked: boolean }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  // Switches only: nothing to check before sending, the contract's schema is the server's.
  const form = useForm<Email>({ initialValues: profile.notification_preferences.email });
  const email = form.values;
  const dirty = EMAIL_NOTIFICATIONS.some((key) => email[key] !== profile.notification_preferences.email[key]);

  function save() {
    update.mutate(
      { name: profile.name, locale: profile.locale, notification_preferences: { email } },
      { onSuccess: () => showSnackbar('success', t('notifications.saved')) },
    );
  }

  const alert = formAlert(update.error);
  return (
    <ProfileCard title={t('notifications.title')} intro={t('notifications.intro')} size={{ maw: 720 }}>
      <FormErrorAlert message={alert} />
      <Stack gap="sm">
        {EMAIL_NOTIFICATIONS.map((key, index) => (
          <Fragment key={key}>
            {index > 0 && <Divider />}
            <Switch
              {...form.getInputProps(key, { type: 'checkbox' })}
              disabled={locked}
              label={t(`notifications.${key}.label`)}
              description={t(`notifications.${key}.description`)}
              labelPosition="left"
              size="md"
              styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
            />
          </Fragment>
        ))}
      </Stack>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="default"
          disabled={!dirty || update.isPending}
          onClick={() => form.setValues(profile.notification_preferences.email)}
        >
          {t('cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={!dirty || locked}>
          {t('save')}
        </Button>
      </Group>
    </ProfileCard>
  );
}
