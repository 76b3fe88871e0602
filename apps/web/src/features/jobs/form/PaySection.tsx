import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PAY_TYPES, type PayType } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { currencyDigits } from '../../../shared/i18n/money.js';
import { JobFormSection } from './JobFormSection.js';
import type { JobFormApi } from './useJobForm.js';

const MAX_MAJOR = 10_000_000;

/** Pay type and range, typed in major units of the currency (sent in minor units). */
export function PaySection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation('job-form');
  const { t: tj } = useTranslation('jobs');
  const { values, errors, setFieldValue: set } = form;
  const digits = /^[A-Z]{3}$/.test(values.currency) ? currencyDigits(values.currency) : 2;
  const amount = (field: 'pay_min' | 'pay_max') => ({
    value: values[field],
    onChange: (v: string | number) => set(field, typeof v === 'number' ? v : v === '' ? '' : Number(v)),
    error: errors[field],
    min: 0,
    max: MAX_MAJOR,
    decimalScale: digits,
    allowNegative: false,
    'data-field': field,
    name: field,
  });
  return (
    <JobFormSection title={t('sections.pay')} hint={t('hints.pay')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.payType')}
          placeholder={t('placeholders.choose')}
          data={PAY_TYPES.map((p) => ({ value: p, label: tj(`payType.${p}`) }))}
          value={values.pay_type || null}
          onChange={(v) => set('pay_type', (v ?? '') as PayType | '')}
          error={errors.pay_type}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
          data-field="pay_type"
        />
        <TextInput
          label={t('fields.currency')}
          description={t('hints.currency')}
          maxLength={3}
          {...form.getInputProps('currency')}
          onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
          data-field="currency"
          autoCapitalize="characters"
        />
        <NumberInput label={t('fields.payMin')} {...amount('pay_min')} />
        <NumberInput label={t('fields.payMax')} {...amount('pay_max')} />
      </SimpleGrid>
    </JobFormSection>
  );
}
