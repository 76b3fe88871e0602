import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { useSaveSettings } from './api.js';

type Props = { scope: { accountId: number; siteId: number }; url: string | null };

/** Where candidates sign in; staff who act as a candidate are sent there. */
export function CandidateSiteSection({ scope, url }: Props) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings(scope);
  const [value, setValue] = useState(url ?? '');
  const error = save.error instanceof ApiError ? save.error.errors.candidate_site_url?.[0] : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { candidate_site_url: value.trim() },
      {
        onSuccess: () => showSnackbar('success', t('saved')),
        onError: (e) => {
          if (!(e instanceof ApiError && e.errors.candidate_site_url))
            showSnackbar('error', formAlert(e) ?? t('error'));
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-candidate-site">
      <form onSubmit={submit} noValidate>
        <Title order={2} fz="h4" id="settings-candidate-site">
          {t('candidateSite.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('candidateSite.text')}
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('candidateSite.url')}
            placeholder="https://jobs.example.com/account"
            dir="ltr"
            maxLength={300}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            style={{ flex: 1, minInlineSize: 240 }}
          />
          <Button
            type="submit"
            mt={25}
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('candidateSite.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
