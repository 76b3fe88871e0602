import { TagsInput } from '@mantine/core';
import { JOB_TAG_MAX, JOB_TAGS_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { JobFormSection } from './JobFormSection.js';
import type { JobFormApi } from './useJobForm.js';

/** Free tags the team searches by (never shown to candidates). */
export function TagsSection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation('job-form');
  const { values, errors, setFieldValue: set } = form;
  return (
    <JobFormSection title={t('sections.tags')}>
      <TagsInput
        label={t('fields.tags')}
        description={t('hints.tags', { max: JOB_TAGS_MAX })}
        placeholder={values.tags.length < JOB_TAGS_MAX ? t('placeholders.tags') : undefined}
        value={values.tags}
        onChange={(tags) =>
          set(
            'tags',
            tags.map((tag) => tag.slice(0, JOB_TAG_MAX)),
          )
        }
        maxTags={JOB_TAGS_MAX}
        splitChars={[',']}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        error={errors.tags}
        data-field="tags"
      />
    </JobFormSection>
  );
}
