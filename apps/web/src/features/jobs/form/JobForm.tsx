import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Job, JobOptions } from '@talent/contract';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import { useJobScope } from '../useJobScope.js';
import { BannerField } from './BannerField.js';
import { BasicsSection } from './BasicsSection.js';
import { DescriptionEditor } from './DescriptionEditor.js';
import { HighlightsSection } from './HighlightsSection.js';
import { JobFormSection } from './JobFormSection.js';
import { newJobValues, valuesOf, versionToEdit } from './job-form.js';
import classes from './job-form.module.css';
import { ListingSection } from './ListingSection.js';
import { NoCreditsModal } from './NoCreditsModal.js';
import { PaySection } from './PaySection.js';
import { PublishNote } from './PublishNote.js';
import { QuestionsSection } from './QuestionsSection.js';
import { TagsSection } from './TagsSection.js';
import { useJobForm } from './useJobForm.js';
import { useJobSubmit } from './useJobSubmit.js';

export type JobFormProps = {
  /** The job being edited; null to create one. */
  job: Job | null;
  /** The site's products, classifications and currency (`/v1/site/job-options`). */
  options: JobOptions;
};

/** A job's content in sections, "Save draft" and, for a draft, "Save and publish". */
export function JobForm({ job, options }: JobFormProps) {
  const { t } = useTranslation('job-form');
  const navigate = useNavigate();
  const { scope, path } = useJobScope();
  const staff = scope.employerId === null;
  const form = useJobForm(
    job ? valuesOf(versionToEdit(job, !staff), options.currency) : newJobValues(options.currency),
  );
  const { values, errors, setFieldValue: set } = form;
  const submit = useJobSubmit({ job, form });
  const draft = !job || job.status === 'draft';

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
            <FormErrorAlert message={formAlert(submit.failure, form)} />
            <BasicsSection
              form={form}
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
            <PaySection form={form} />
            <ListingSection form={form} products={options.products} />
            <QuestionsSection form={form} forms={options.screening_forms} staff={staff} />
            <HighlightsSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <BannerField banner={values.banner} error={errors.banner} onChange={(url) => set('banner', url)} />
            <TagsSection form={form} />
            <Paper className={`portal-surface ${classes.actions}`} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="sm">
                {job && (
                  <Text size="sm" c="dimmed" component="div">
                    {t('status')} <JobStatusBadge status={job.status} />
                  </Text>
                )}
                {job && (job.status === 'live' || job.status === 'unlisted') && (
                  <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
                    {staff ? t('liveNoteStaff') : job.pending_edit ? t('pendingNote') : t('liveNote')}
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
                  <PublishNote
                    own={!staff}
                    employerId={job ? job.employer.id : values.employer_id ? Number(values.employer_id) : null}
                  />
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <NoCreditsModal {...submit.noCredits} />
    </form>
  );
}
