import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FieldOption, JOB_TITLE_MAX, WORK_TYPES, type WorkType } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { ConsultantSelect } from './ConsultantSelect.js';
import { EmployerSelect } from './EmployerSelect.js';
import { JobFormSection } from './JobFormSection.js';
import type { JobFormApi } from './useJobForm.js';

/** Whose job (staff), title, work type, classifications and the employer's own reference. */
export function BasicsSection({
  form,
  classifications,
  staff,
  employerName,
  consultant,
}: {
  form: JobFormApi;
  classifications: FieldOption[] | undefined;
  staff: boolean;
  employerName?: string;
  /** Staff (creating or editing) choose the consultant; `current` is the job's. */
  consultant?: { current: { id: number; name: string } | null };
}) {
  const { t } = useTranslation('job-form');
  const { t: tj } = useTranslation('jobs');
  const label = useOptionLabel(classifications);
  const { values, errors, setFieldValue: set } = form;
  const choices = (classifications ?? []).map((o) => ({ value: o.value, label: label(o.value) ?? o.value }));
  for (const v of values.classifications) if (!choices.some((c) => c.value === v)) choices.push({ value: v, label: v });
  return (
    <JobFormSection title={t('sections.basics')}>
      {staff && (
        <EmployerSelect
          value={values.employer_id}
          initialName={employerName}
          onChange={(id) => set('employer_id', id)}
          error={errors.employer_id}
        />
      )}
      {consultant && (
        <ConsultantSelect
          value={values.consultant_id}
          current={consultant.current}
          onChange={(id) => set('consultant_id', id)}
          error={errors.consultant_id}
        />
      )}
      <TextInput
        label={t('fields.title')}
        required
        maxLength={JOB_TITLE_MAX}
        data-field="title"
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.workType')}
          description={t('hints.neededToPublish')}
          placeholder={t('placeholders.choose')}
          data={WORK_TYPES.map((w) => ({ value: w, label: tj(`workType.${w}`) }))}
          value={values.work_type || null}
          onChange={(v) => set('work_type', (v ?? '') as WorkType | '')}
          error={errors.work_type}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
          data-field="work_type"
        />
        <TextInput
          label={t('fields.referenceNumber')}
          description={t('hints.referenceNumber')}
          maxLength={100}
          data-field="reference_number"
          {...form.getInputProps('reference_number')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('fields.classifications')}
        placeholder={values.classifications.length ? undefined : t('placeholders.choose')}
        data={choices}
        value={values.classifications}
        onChange={(v) => set('classifications', v)}
        error={errors.classifications}
        maxValues={10}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        nothingFoundMessage={t('noOption')}
        data-field="classifications"
      />
    </JobFormSection>
  );
}
