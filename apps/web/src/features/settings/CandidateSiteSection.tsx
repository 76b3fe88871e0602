import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; url: string | null };

/** Where candidates sign in; staff who act as a candidate are sent there. */
export function CandidateSiteSection({ scope, url }: Props) {
  const { t } = useTranslation('settings');
  const save = useSaveSection(scope);
  const [value, setValue] = useState(url ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.run({ candidate_site_url: value.trim() });
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
            error={save.fieldError('candidate_site_url')}
            style={{ flex: 1, minInlineSize: 240 }}
          />
          <Button type="submit" mt={25} loading={save.pending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('candidateSite.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
