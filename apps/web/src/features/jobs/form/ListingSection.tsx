import { Select, SimpleGrid } from '@mantine/core';
import type { JobProduct } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { DayInput } from '../../../shared/ui/DayInput.js';
import { JobFormSection } from './JobFormSection.js';
import type { JobFormApi } from './useJobForm.js';

/** The posting product (how many days it stays listed) and the optional start and end dates. */
export function ListingSection({ form, products }: { form: JobFormApi; products: JobProduct[] | undefined }) {
  const { t, i18n } = useTranslation('job-form');
  const locale = pickLocale(i18n.language);
  const { values, errors, setFieldValue: set } = form;
  const data = (products ?? []).map((p) => {
    const name = p.label[locale] || p.label.en;
    // Most names already say how long they run ("Standard — 30 days"); the others get the days added.
    return { value: p.key, label: name.includes(String(p.days)) ? name : t('productOption', { name, days: p.days }) };
  });
  if (values.product && !data.some((d) => d.value === values.product)) {
    data.push({ value: values.product, label: values.product });
  }
  return (
    <JobFormSection title={t('sections.listing')}>
      <Select
        label={t('fields.product')}
        description={t('hints.neededToPublish')}
        placeholder={t('placeholders.choose')}
        data={data}
        value={values.product || null}
        onChange={(v) => set('product', v ?? '')}
        error={errors.product}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        data-field="product"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayInput
          label={t('fields.startDate')}
          description={t('hints.startDate')}
          data-field="start_date"
          value={values.start_date}
          onChange={(day) => set('start_date', day)}
          error={errors.start_date}
        />
        <DayInput
          label={t('fields.endDate')}
          description={t('hints.endDate')}
          min={values.start_date || undefined}
          data-field="end_date"
          value={values.end_date}
          onChange={(day) => set('end_date', day)}
          error={errors.end_date}
        />
      </SimpleGrid>
    </JobFormSection>
  );
}
