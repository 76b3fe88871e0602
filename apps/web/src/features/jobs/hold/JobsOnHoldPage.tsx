import { JOB_BULK_MAX, JOB_REJECTION_REASON_MAX, type Job, JobRejection, REVIEW_QUEUE_SORT } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/list/error-text.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { ReviewQueuePage, useReviewQueueSearch } from '../../../shared/list/ReviewQueuePage.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { RejectModal } from '../../../shared/ui/RejectModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { changedInReview, decisionsOf, onHoldJobsQuery, useBulkJobs } from '../api.js';
import { showJobsBulkResult } from '../list/feedback.js';
import { useJobScope } from '../useJobScope.js';
import { useHoldColumns } from './useHoldColumns.js';
import { useNextInQueue } from './useNextInQueue.js';

// The comparison (rich text and all) loads when a moderator first opens an edit.
const EditReviewModal = lazy(() =>
  import('../review/EditReviewModal.js').then((m) => ({ default: m.EditReviewModal })),
);

/**
 * `jobs/hold`, the review queue: jobs in review and edits of live jobs, oldest first, approved or
 * rejected with a reason, in bulk or one edit at a time from its comparison; after either, "Next in
 * queue" opens the job that follows. Each decision names the version on screen: a job changed
 * meanwhile is refused with the server's words, and the queue shows its newer version.
 */
export function JobsOnHoldPage() {
  const { t } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const queue = useReviewQueueSearch();
  const query = useQuery(onHoldJobsQuery(scope, queue.params(REVIEW_QUEUE_SORT)));
  const { approve, reject } = useBulkJobs(scope);
  const [comparing, setComparing] = useState<string | null>(null);
  const [rejectingOne, setRejectingOne] = useState<Job | null>(null);
  const model = useListTable({
    rows: query.data?.data,
    columns: useHoldColumns(queue.list.search.q, (job) => setComparing(job.id)),
    rowId: (job) => job.id,
    selection: { max: JOB_BULK_MAX },
    resetKey: queue.list.key,
  });
  const { chosen } = model;
  const next = useNextInQueue(queue.list.search.q);
  // The row as last fetched: after a refusal, the newer version.
  const compared = query.data?.data.find((j) => j.id === comparing) ?? null;
  const failed = (e: unknown) => showSnackbar(changedInReview(e) ? 'warning' : 'error', errorText(e));

  /** Approves `jobs` as they are on screen; the rows are in the queue's order, so what follows the last is next. */
  const approveJobs = (jobs: Job[], done?: () => void) =>
    approve.mutate(decisionsOf(jobs), {
      onSuccess: (r) => {
        done?.();
        showJobsBulkResult(r, 'approved', nameOf(jobs), next.action(jobs[jobs.length - 1]?.id));
      },
      onError: failed,
    });
  const rejectJobs = async (jobs: Job[], reason: string) => {
    const r = await reject.mutateAsync({ jobs: decisionsOf(jobs), reason });
    showJobsBulkResult(r, 'rejected', nameOf(jobs), next.action(jobs[jobs.length - 1]?.id));
  };

  return (
    <ReviewQueuePage
      t={t}
      queue={queue}
      query={query}
      model={model}
      rowName={(job) => job.title}
      approve={{ pending: approve.isPending, run: () => approveJobs(chosen, model.clearSelection) }}
      reject={{
        ...(chosen.length === 1 ? { title: t('reject.titleOne', { name: chosen[0]?.title }) } : {}),
        schema: JobRejection,
        max: JOB_REJECTION_REASON_MAX,
        pending: reject.isPending,
        run: async (reason) => {
          await rejectJobs(chosen, reason);
          model.clearSelection();
        },
      }}
      after={
        <>
          {compared && (
            <Suspense fallback={null}>
              <EditReviewModal
                job={compared}
                busy={approve.isPending}
                onClose={() => setComparing(null)}
                onApprove={(job) => approveJobs([job], () => setComparing(null))}
                onReject={(job) => {
                  setComparing(null);
                  setRejectingOne(job);
                }}
              />
            </Suspense>
          )}
          <RejectModal
            opened={rejectingOne !== null}
            schema={JobRejection}
            max={JOB_REJECTION_REASON_MAX}
            title={t('changes.rejectTitle', { title: rejectingOne?.title })}
            text={t('changes.rejectText')}
            onClose={() => setRejectingOne(null)}
            onReject={async (reason) => {
              if (rejectingOne) await rejectJobs([rejectingOne], reason);
              setRejectingOne(null);
            }}
          />
        </>
      }
    />
  );
}

const nameOf = (jobs: Job[]) =>
  rowNames(
    jobs,
    (j) => j.id,
    (j) => j.title,
  );
