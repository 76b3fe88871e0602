import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FIELD_OPTIONS_MAX, type FieldOptions, SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { LabelListEditor, type LabelledItem } from './LabelListEditor.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; options: FieldOptions };
type Values = Record<keyof FieldOptions, LabelledItem[]>;

/** The lists edit an option's `value` as its item's `key`. */
const valuesOf = (options: FieldOptions): Values => ({
  industries: options.industries.map((o) => ({ key: o.value, label: o.label })),
  sizes: options.sizes.map((o) => ({ key: o.value, label: o.label })),
});
const bodyOf = (values: Values) => ({
  field_options: {
    industries: values.industries.map((i) => ({ value: i.key, label: i.label })),
    sizes: values.sizes.map((i) => ({ value: i.key, label: i.label })),
  },
});
/** `field_options.sizes.2.value` (the body's, or the server's key) is `sizes.2.key` in the form. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path
    .slice(1)
    .map((p) => (p === 'value' ? 'key' : String(p)))
    .join('.');

/** The employer form's choices (industries, company sizes), each named in three languages. */
export function FieldOptionsSection({ scope, options }: Props) {
  const { t } = useTranslation('settings');
  const form = useForm({
    initialValues: valuesOf(options),
    validate: contractResolver(SaveSiteSettingsBody, { toBody: bodyOf, fieldOf }),
  });
  const save = useSaveSection(scope, form, (key) => fieldOf(key.split('.')));
  const submit = (values: Values) =>
    save.run(SaveSiteSettingsBody.parse(bodyOf(values)), (data) => form.setValues(valuesOf(data.field_options)));

  return (
    <SettingsSection
      id="options"
      title={t('options.title')}
      text={t('options.text')}
      onSubmit={form.onSubmit(submit)}
      save={{ label: t('options.save'), loading: save.pending }}
    >
      <FormErrorAlert message={Object.keys(form.errors).length > 0 ? t('options.invalid') : null} />
      {(['industries', 'sizes'] as const).map((field) => (
        <Stack key={field} gap="xs" component="section" aria-labelledby={`settings-options-${field}`}>
          <Title order={3} fz="md" id={`settings-options-${field}`}>
            {t(`options.${field}.title`)}
          </Title>
          <LabelListEditor
            form={form}
            path={field}
            items={form.values[field]}
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
