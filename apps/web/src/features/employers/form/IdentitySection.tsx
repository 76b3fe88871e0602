import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBuilding, IconHome, type TablerIcon } from '@tabler/icons-react';
import type { FieldOption } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { optionChoices } from './employer-form.js';
import { FormSection } from './FormSection.js';
import type { EmployerFormApi } from './useEmployerForm.js';

/** One choice of the business/household switch: its icon, then its name. */
const typeChoice = (Icon: TablerIcon, name: string) => (
  <Group gap={6} wrap="nowrap" justify="center">
    <Icon size={16} aria-hidden />
    <span>{name}</span>
  </Group>
);

/** Business or household, name and industry. */
export function IdentitySection({ form, industries }: { form: EmployerFormApi; industries?: FieldOption[] }) {
  const { t } = useTranslation('employers');
  const industryLabel = useOptionLabel(industries);
  const { values, errors } = form;
  return (
    <FormSection title={t('form.identity')}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="employer-type-label">
          {t('fields.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="employer-type-label"
          value={values.type}
          onChange={(v) => form.setFieldValue('type', v === 'household' ? 'household' : 'business')}
          data={[
            { value: 'business', label: typeChoice(IconBuilding, t('type.business')) },
            { value: 'household', label: typeChoice(IconHome, t('type.household')) },
          ]}
          fullWidth
          maw={420}
        />
        <Text size="xs" c="dimmed">
          {t(values.type === 'business' ? 'form.businessHelp' : 'form.householdHelp')}
        </Text>
      </Stack>
      <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
      <Select
        label={t('fields.industry')}
        placeholder={t('form.choose')}
        data={optionChoices(industries, industryLabel, values.industry)}
        value={values.industry || null}
        onChange={(v) => form.setFieldValue('industry', v ?? '')}
        error={errors.industry}
        name="industry"
        searchable
        clearable
        nothingFoundMessage={t('filters.noOption')}
      />
    </FormSection>
  );
}
