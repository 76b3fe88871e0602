import { Grid, Select, TextInput } from '@mantine/core';
import type { FieldOption } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { optionChoices } from './employer-form.js';
import { FormSection } from './FormSection.js';
import type { EmployerFormApi } from './useEmployerForm.js';

/** The fields only a business has: business name, registration number, website and size. */
export function BusinessSection({ form, sizes }: { form: EmployerFormApi; sizes?: FieldOption[] }) {
  const { t } = useTranslation('employers');
  const sizeLabel = useOptionLabel(sizes);
  const { values, errors } = form;
  return (
    <FormSection title={t('form.business')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.businessName')} required {...form.getInputProps('business_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.registrationNumber')} dir="ltr" {...form.getInputProps('registration_number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('fields.website')}
            placeholder="https://"
            type="url"
            dir="ltr"
            autoComplete="url"
            {...form.getInputProps('website')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('fields.size')}
            placeholder={t('form.choose')}
            data={optionChoices(sizes, sizeLabel, values.size)}
            value={values.size || null}
            onChange={(v) => form.setFieldValue('size', v ?? '')}
            error={errors.size}
            name="size"
            clearable
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
