import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Job, JobOptions } from '@talent/contract';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { FormErrorAlert } from '../../../shared/ui/FormErrorAlert.js';
import { formAlert } from '../../auth/forms.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import { useJobScope } from '../useJobScope.js';
import { BannerField } from './BannerField.js';
import { BasicsSection } from './BasicsSection.js';
import { DescriptionEditor } from './DescriptionEditor.js';
import { HighlightsSection } from './HighlightsSection.js';
import { JobFormSection } from './JobFormSection.js';
import { isFormField, newJobValues, valuesOf } from './job-form.js';
import { ListingSection } from './ListingSection.js';
import { NoCreditsModal } from './NoCreditsModal.js';
import { PaySection } from './PaySection.js';
import { TagsSection } from './TagsSection.js';
import { useJobFields } from './useJobFields.js';
import { useJobSubmit } from './useJobSubmit.js';

export type JobFormProps = {
  /** The job being edited; null to create one. */
  job: Job | null;
  /** The site's products, classifications and currency (`/v1/site/job-options`). */
  options: JobOptions;
};

/** The message above the form: none when the server's 422 names fields the form shows. */
function alertOf(failure: unknown) {
  if (
    failure instanceof ApiError &&
    failure.code === 'validation_failed' &&
    Object.keys(failure.errors).some(isFormField)
  )
    return null;
  return formAlert(failure);
}

/** A job's content in sections, "Save draft" and, for a draft, "Save and publish". */
export function JobForm({ job, options }: JobFormProps) {
  const { t } = useTranslation('job-form');
  const navigate = useNavigate();
  const { scope, path } = useJobScope();
  const fields = useJobFields(job ? valuesOf(job, options.currency) : newJobValues(options.currency));
  const { values, errors, setErrors, set } = fields;
  const submit = useJobSubmit({ job, values, setErrors });
  const draft = !job || job.status === 'draft';
  const staff = scope.employerId === null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit.saveDraft();
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <FormErrorAlert message={alertOf(submit.failure)} />
            <BasicsSection
              fields={fields}
              classifications={options.classifications}
              staff={staff && !job}
              employerName={job?.employer.name}
              {...(staff ? { consultant: { current: job?.consultant ?? null } } : {})}
            />
            <JobFormSection title={t('sections.description')}>
              <DescriptionEditor
                value={values.description}
                onChange={(html) => set('description', html)}
                error={errors.description}
              />
            </JobFormSection>
            <PaySection fields={fields} />
            <ListingSection fields={fields} products={options.products} />
            <HighlightsSection fields={fields} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <Paper className="portal-surface" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                {job && (
                  <Text size="sm" c="dimmed" component="div">
                    {t('status')} <JobStatusBadge status={job.status} />
                  </Text>
                )}
                {job?.status === 'live' && !staff && (
                  <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
                    {t('liveNote')}
                  </Alert>
                )}
                {draft && (
                  <Button
                    onClick={submit.saveAndPublish}
                    loading={submit.busy === 'publish'}
                    disabled={submit.busy === 'save'}
                  >
                    {t('actions.saveAndPublish')}
                  </Button>
                )}
                <Button
                  type="submit"
                  variant={draft ? 'default' : 'filled'}
                  loading={submit.busy === 'save'}
                  disabled={submit.busy === 'publish'}
                >
                  {draft ? t('actions.saveDraft') : t('actions.save')}
                </Button>
                <Button variant="subtle" onClick={() => void navigate({ to: path(job ? `jobs/${job.id}` : 'jobs') })}>
                  {t('actions.cancel')}
                </Button>
                {draft && (
                  <Text size="xs" c="dimmed">
                    {t('publishNote')}
                  </Text>
                )}
              </Stack>
            </Paper>
            <BannerField banner={values.banner} error={errors.banner} onChange={(url) => set('banner', url)} />
            <TagsSection fields={fields} />
          </Stack>
        </Grid.Col>
      </Grid>
      <NoCreditsModal {...submit.noCredits} />
    </form>
  );
}
