import { Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ModerationSettings, SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

const RULES = ['employers_start_on_hold', 'jobs_start_on_hold', 'edited_jobs_need_review'] as const;

type Props = { scope: { accountId: number; siteId: number }; moderation: ModerationSettings };

/** What waits for a moderator: new employers, published jobs, edited live jobs. */
export function ModerationSection({ scope, moderation }: Props) {
  const { t } = useTranslation('settings');
  const form = useForm({ initialValues: { moderation }, validate: contractResolver(SaveSiteSettingsBody) });
  const save = useSaveSection(scope, form);
  const submit = (values: typeof form.values) =>
    save.run(SaveSiteSettingsBody.parse(values), (data) => form.setValues({ moderation: data.moderation }));

  return (
    <SettingsSection
      id="moderation"
      title={t('moderation.title')}
      text={t('moderation.text')}
      onSubmit={form.onSubmit(submit)}
      save={{ label: t('moderation.save'), loading: save.pending }}
    >
      {RULES.map((rule) => (
        <Switch
          key={rule}
          label={t(`moderation.${rule}`)}
          description={t(`moderation.${rule}Hint`)}
          {...form.getInputProps(`moderation.${rule}`, { type: 'checkbox' })}
        />
      ))}
    </SettingsSection>
  );
}
