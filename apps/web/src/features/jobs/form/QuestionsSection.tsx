import { Anchor, Select, Text } from '@mantine/core';
import type { ScreeningFormOption } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useJobScope } from '../useJobScope.js';
import { JobFormSection } from './JobFormSection.js';
import type { JobFormApi } from './useJobForm.js';

/**
 * The job's screening questions: one of the site's published screening forms, or none. Staff get a
 * link to the form's builder; a form disabled since it was chosen stays chosen until changed.
 */
export function QuestionsSection({
  form,
  forms,
  staff,
}: {
  form: JobFormApi;
  forms: ScreeningFormOption[];
  staff: boolean;
}) {
  const { t } = useTranslation('job-form');
  const { path } = useJobScope();
  const { values, errors, setFieldValue: set } = form;
  const data = forms.map((f) => ({ value: f.uuid, label: f.name }));
  const chosen = values.screening_form_uuid;
  if (chosen && !data.some((d) => d.value === chosen)) data.push({ value: chosen, label: t('questions.current') });
  const current = forms.find((f) => f.uuid === chosen);
  return (
    <JobFormSection title={t('sections.questions')} hint={t('questions.hint')}>
      <Select
        label={t('questions.field')}
        placeholder={t('questions.none')}
        data={data}
        value={chosen || null}
        onChange={(v) => set('screening_form_uuid', v ?? '')}
        error={errors.screening_form_uuid}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        nothingFoundMessage={t('noOption')}
        data-field="screening_form_uuid"
      />
      {forms.length === 0 && !chosen && (
        <Text size="sm" c="dimmed">
          {t('questions.noneYet')}
        </Text>
      )}
      {staff && current && (
        <Anchor component={Link} to={path(`settings/forms/${current.uuid}`)} size="sm">
          {t('questions.edit', { name: current.name })}
        </Anchor>
      )}
    </JobFormSection>
  );
}
