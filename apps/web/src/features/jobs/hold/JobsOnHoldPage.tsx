import { Anchor, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { JOB_BULK_MAX, JOB_REJECTION_REASON_MAX, type Job, JobRejection, REVIEW_QUEUE_SORT } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { errorText } from '../../../shared/list/error-text.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListSearchInput } from '../../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { ReviewActions } from '../../../shared/list/ReviewActions.js';
import { queueSearch } from '../../../shared/list/search-params.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { onHoldJobsQuery, useBulkJobs } from '../api.js';
import { showJobsBulkResult } from '../list/feedback.js';
import classes from '../list/jobs-list.module.css';
import { useJobCells } from '../list/useJobColumns.js';
import { useJobScope } from '../useJobScope.js';
import { useNextInQueue } from './useNextInQueue.js';

/** The queue's columns; a job opens with the queue's search, which its "Next in queue" keeps to. */
function useHoldColumns(q: string | undefined): ListColumn<Job>[] {
  const { t } = useTranslation('jobs-list');
  const { dateTime } = useFormat();
  const { path } = useJobScope();
  const cells = useJobCells();
  return [
    {
      id: 'title',
      header: t('fields.title'),
      className: classes.title,
      cell: (job) => (
        <Anchor
          component={Link}
          to={path(`jobs/${job.id}`)}
          search={(q ? { queue: q } : {}) as never}
          fw={600}
          size="sm"
        >
          {job.title}
        </Anchor>
      ),
    },
    {
      id: 'employer',
      header: t('fields.employer'),
      cell: (job) => (
        <>
          <Text size="sm">{job.employer.name}</Text>
          {job.awaiting_employer && (
            <Text size="xs" c="dimmed">
              {t('list.awaitingEmployer')}
            </Text>
          )}
        </>
      ),
    },
    cells.workType,
    cells.pay,
    cells.endDate,
    {
      id: 'submitted',
      header: t('hold.submitted'),
      cell: (job) => cells.nowrap(dateTime(job.published_at ?? job.updated_at)),
    },
  ];
}

/**
 * `jobs/hold`, the review queue: jobs in review, oldest first, approved (they go live) or rejected
 * with a reason, in bulk; after either, "Next in queue" opens the job that follows.
 */
export function JobsOnHoldPage() {
  const { t } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const list = useListSearch(queueSearch);
  const { search } = list;
  const query = useQuery(
    onHoldJobsQuery(scope, {
      page: search.page ?? 1,
      per_page: search.per_page ?? 25,
      sort: REVIEW_QUEUE_SORT,
      ...(search.q ? { q: search.q } : {}),
    }),
  );
  const { run, reject } = useBulkJobs(scope);
  const model = useListTable({
    rows: query.data?.data,
    columns: useHoldColumns(search.q),
    rowId: (job) => job.id,
    selection: { max: JOB_BULK_MAX },
    resetKey: list.key,
  });
  const { chosen } = model;
  const count = chosen.length;
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const ids = chosen.map((j) => j.id);
  const nameOf = rowNames(
    chosen,
    (j) => j.id,
    (j) => j.title,
  );
  const next = useNextInQueue(search.q);
  // The rows are in the queue's order: what follows the last one decided is next.
  const last = ids[ids.length - 1];
  const failed = (e: unknown) => showSnackbar('error', errorText(e));

  return (
    <ListPage
      title={t('hold.title')}
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          searchMaxWidth={420}
          end={
            <ReviewActions
              names={chosen.map((j) => j.title)}
              hint={t('hold.selectHint')}
              approve={{
                title: t('confirm.approveTitle', { count }),
                text: t('confirm.approveText', { count }),
                confirm: t('confirm.approve', { count }),
                pending: run.isPending,
                run: () =>
                  run.mutate(
                    { action: 'approve', ids },
                    {
                      onSuccess: (r) => {
                        model.clearSelection();
                        showJobsBulkResult(r, 'approved', nameOf, next.action(last));
                      },
                      onError: failed,
                    },
                  ),
              }}
              reject={{
                title: count === 1 ? t('reject.titleOne', { name: chosen[0]?.title }) : t('reject.title', { count }),
                text: t('reject.text'),
                schema: JobRejection,
                max: JOB_REJECTION_REASON_MAX,
                pending: reject.isPending,
                run: async (reason) => {
                  showJobsBulkResult(await reject.mutateAsync({ ids, reason }), 'rejected', nameOf, next.action(last));
                  model.clearSelection();
                },
              }}
            />
          }
        />
      }
      query={query}
      empty={{ icon: IconChecklist, title: t('hold.emptyTitle'), text: t('hold.emptyText') }}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      filtered={Boolean(search.q)}
      paging={list}
      table={{
        model,
        label: t('hold.title'),
        selectAllLabel: t('list.selectAll'),
        rowName: (job) => job.title,
        skeletonRows: 4,
      }}
    />
  );
}
