import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; url: string | null };

/** Where candidates sign in; staff who act as a candidate are sent there. */
export function CandidateSiteSection({ scope, url }: Props) {
  const { t } = useTranslation('settings');
  const form = useForm({
    initialValues: { candidate_site_url: url ?? '' },
    validate: contractResolver(SaveSiteSettingsBody),
  });
  const save = useSaveSection(scope, form);

  return (
    <SectionCard
      id="settings-candidate-site"
      title={t('candidateSite.title')}
      intro={t('candidateSite.text')}
      onSubmit={form.onSubmit((values) => save.run(SaveSiteSettingsBody.parse(values)))}
      gap="sm"
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('candidateSite.url')}
          placeholder="https://jobs.example.com/account"
          dir="ltr"
          maxLength={300}
          {...form.getInputProps('candidate_site_url')}
          style={{ flex: 1, minInlineSize: 240 }}
        />
        <Button type="submit" mt={25} loading={save.pending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          {t('candidateSite.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
