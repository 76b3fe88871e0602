import { type Job, SaveJobBody } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { applyApiErrors } from '../../../shared/form/api-errors.js';
import { focusFirstError } from '../../../shared/form/focus-field.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { jobKeys, useJobAction, useSaveJob } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { bodyOf, jobFormErrors } from './job-form.js';
import { rememberPendingJob } from './pending-job.js';
import type { JobFormApi } from './useJobForm.js';

/**
 * "Save draft" and "Save and publish": checks the values, saves (create, then update), publishes.
 * A missing credit keeps the saved draft and opens the no-credit dialog with the server's words.
 */
export function useJobSubmit({ job, form }: { job: Job | null; form: JobFormApi }) {
  const { t } = useTranslation('job-form');
  const { scope, path } = useJobScope();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = scope.employerId === null;
  const [savedId, setSavedId] = useState<string | null>(job?.id ?? null);
  const save = useSaveJob(scope, savedId);
  const { publish } = useJobAction(scope);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [noCredits, setNoCredits] = useState<string | null>(null);

  /** After the first save of a new job, the URL names it, so a reload edits the same draft. */
  function settle(saved: Job) {
    queryClient.setQueryData(jobKeys.detail(scope, saved.id), saved);
    if (!job) void navigate({ to: path('jobs/edit'), search: { id: saved.id }, replace: true });
  }

  async function submit(publishing: boolean) {
    const values = form.getValues();
    const problems = jobFormErrors(values, { staff: staff && !job, publishing });
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError(problems);
      return;
    }
    setBusy(publishing ? 'publish' : 'save');
    setFailure(null);
    let saved: Job | null = null;
    try {
      saved = await save.mutateAsync(SaveJobBody.parse(bodyOf(values, staff && !job)));
      setSavedId(saved.id);
      // Rows left blank were not saved (the contract drops them): the form shows what was.
      form.setFieldValue('key_selling_points', saved.key_selling_points);
      if (!publishing) {
        // An employer's edit of an approved job may wait for review: the live title stays.
        const waiting = saved.pending_edit;
        showSnackbar(
          'success',
          waiting && !staff
            ? t('savedForReview', { title: waiting.content.title })
            : t('saved', { title: saved.title }),
        );
        settle(saved);
        return;
      }
      const published = await publish.mutateAsync(saved.id);
      showSnackbar(
        'success',
        t(published.status === 'on_hold' ? 'submitted' : 'published', { title: published.title }),
      );
      void navigate({ to: path(`jobs/${published.id}`) });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'insufficient_credits' && saved) {
        setNoCredits(e.message);
      } else {
        setFailure(e);
        focusFirstError(applyApiErrors(form, e));
      }
      // The draft exists now: later saves update it (the URL follows once nothing is on screen).
      if (saved) queryClient.setQueryData(jobKeys.detail(scope, saved.id), saved);
    } finally {
      setBusy(null);
    }
  }

  const buyCredits =
    staff || !savedId
      ? undefined
      : () => {
          rememberPendingJob(savedId, form.getValues().title.trim());
          void navigate({ to: path('credit-system/create'), search: { job: savedId } });
        };

  return {
    busy,
    failure,
    saveDraft: () => void submit(false),
    saveAndPublish: () => void submit(true),
    noCredits: {
      message: noCredits,
      onBuy: buyCredits,
      onClose: () => {
        setNoCredits(null);
        if (!job && savedId) void navigate({ to: path('jobs/edit'), search: { id: savedId }, replace: true });
      },
    },
  };
}
