import { Stack, Title } from '@mantine/core';
import { FIELD_OPTIONS_MAX, type FieldOptions } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { LabelListEditor, type LabelledItem } from './LabelListEditor.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; options: FieldOptions };
type Field = keyof FieldOptions;

const toItems = (list: FieldOptions[Field]): LabelledItem[] =>
  list.map((o) => ({ key: o.value, label: { en: o.label.en ?? '', fr: o.label.fr ?? '', ar: o.label.ar ?? '' } }));
const toOptions = (items: LabelledItem[]) => items.map((i) => ({ value: i.key, label: i.label }));

/** The employer form's choices (industries, company sizes), each named in three languages. */
export function FieldOptionsSection({ scope, options }: Props) {
  const { t } = useTranslation('settings');
  const save = useSaveSection(scope);
  const [lists, setLists] = useState<Record<Field, LabelledItem[]>>({
    industries: toItems(options.industries),
    sizes: toItems(options.sizes),
  });
  const submit = () =>
    save.run({ field_options: { industries: toOptions(lists.industries), sizes: toOptions(lists.sizes) } });

  return (
    <SettingsSection
      id="options"
      title={t('options.title')}
      text={t('options.text')}
      save={{ label: t('options.save'), loading: save.pending, onClick: submit }}
    >
      {save.refused('field_options') && <FormErrorAlert message={t('options.invalid')} />}
      {(['industries', 'sizes'] as const).map((field) => (
        <Stack key={field} gap="xs" component="section" aria-labelledby={`settings-options-${field}`}>
          <Title order={3} fz="md" id={`settings-options-${field}`}>
            {t(`options.${field}.title`)}
          </Title>
          <LabelListEditor
            items={lists[field]}
            onChange={(items) => setLists((all) => ({ ...all, [field]: items }))}
            max={FIELD_OPTIONS_MAX}
            maxLength={40}
            labels={{
              field: (lang, n) => t(`options.${field}.label_${lang}`, { n }),
              up: (n) => t(`options.${field}.up`, { n }),
              down: (n) => t(`options.${field}.down`, { n }),
              remove: (n) => t(`options.${field}.remove`, { n }),
              add: t(`options.${field}.add`),
              newName: (n) => t(`options.${field}.newName`, { n }),
            }}
          />
        </Stack>
      ))}
    </SettingsSection>
  );
}
