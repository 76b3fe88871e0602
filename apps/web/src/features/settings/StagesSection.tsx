import { useForm } from '@mantine/form';
import { APPLICATION_STAGES_MAX, SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import type { SiteSettings } from './api.js';
import { LabelListEditor, type LabelledItem } from './LabelListEditor.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; stages: SiteSettings['application_stages'] };

const valuesOf = (stages: Props['stages']) => ({
  application_stages: stages.map(({ key, label }): LabelledItem => ({ key, label })),
});

/** The pipeline: the board's columns in order, each named in three languages (replaced as a whole). */
export function StagesSection({ scope, stages }: Props) {
  const { t } = useTranslation('settings');
  const form = useForm({ initialValues: valuesOf(stages), validate: contractResolver(SaveSiteSettingsBody) });
  const save = useSaveSection(scope, form);
  const submit = (values: typeof form.values) =>
    save.run(SaveSiteSettingsBody.parse(values), (data) => form.setValues(valuesOf(data.application_stages)));

  return (
    <SettingsSection
      id="stages"
      title={t('stages.title')}
      text={t('stages.text')}
      onSubmit={form.onSubmit(submit)}
      save={{ label: t('stages.save'), loading: save.pending }}
    >
      <FormErrorAlert message={Object.keys(form.errors).length > 0 ? t('stages.invalid') : null} />
      <LabelListEditor
        form={form}
        path="application_stages"
        items={form.values.application_stages}
        max={APPLICATION_STAGES_MAX}
        maxLength={40}
        labels={{
          field: (lang, n) => t(`stages.label_${lang}`, { n }),
          up: (n) => t('stages.up', { n }),
          down: (n) => t('stages.down', { n }),
          remove: (n) => t('stages.remove', { n }),
          add: t('stages.add'),
          newName: (n) => t('stages.newName', { n }),
        }}
      />
    </SettingsSection>
  );
}
