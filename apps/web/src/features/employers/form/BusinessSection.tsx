import { Grid, Select, TextInput } from '@mantine/core';
import type { FieldOption } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { optionChoices } from './employer-form.js';
import { FormSection } from './FormSection.js';
import type { EmployerFields } from './useEmployerFields.js';

/** The fields only a business has: business name, registration number, website and size. */
export function BusinessSection({ fields, sizes }: { fields: EmployerFields; sizes?: FieldOption[] }) {
  const { t } = useTranslation('employers');
  const sizeLabel = useOptionLabel(sizes);
  const { values, errors, set, input } = fields;
  return (
    <FormSection title={t('form.business')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.businessName')} required {...input('business_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.registrationNumber')} dir="ltr" {...input('registration_number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('fields.website')}
            placeholder="https://"
            type="url"
            dir="ltr"
            autoComplete="url"
            {...input('website')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('fields.size')}
            placeholder={t('form.choose')}
            data={optionChoices(sizes, sizeLabel, values.size)}
            value={values.size || null}
            onChange={set('size')}
            error={errors.size}
            name="size"
            clearable
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
