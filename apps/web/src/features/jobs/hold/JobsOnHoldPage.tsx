import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconChecklist, IconSearch, IconX } from '@tabler/icons-react';
import { JOB_BULK_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../shared/ui/ListFooter.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useRowSelection } from '../../../shared/ui/useRowSelection.js';
import { formAlert } from '../../auth/forms.js';
import { EmptyState } from '../../employers/components.js';
import { useSearchText } from '../../employers/useSearchText.js';
import { onHoldJobsQuery, useBulkJobs } from '../api.js';
import { openJobsConfirm, showJobsBulkResult } from '../list/feedback.js';
import { JobSearchInput } from '../list/JobSearchInput.js';
import classes from '../list/jobs-list.module.css';
import { cleanSearch, JOB_PER_PAGE, type JobsHoldSearch, jobsHoldSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { HoldTable } from './HoldTable.js';
import { RejectJobsModal } from './RejectJobsModal.js';

/** `jobs/hold`: jobs in review, approved (they go live) or rejected with a reason, in bulk. */
export function JobsOnHoldPage() {
  const { t } = useTranslation('jobs-list');
  const { scope, path } = useJobScope();
  const navigate = useNavigate();
  const search = jobsHoldSearch.parse(useSearch({ strict: false }));
  const list = useQuery(
    onHoldJobsQuery(scope, {
      page: search.page ?? 1,
      per_page: search.per_page ?? 25,
      sort: 'created_at',
      ...(search.q ? { q: search.q } : {}),
    }),
  );
  const { run, reject } = useBulkJobs(scope);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const selection = useRowSelection(rows, JOB_BULK_MAX);
  const { chosen } = selection;
  const [rejecting, setRejecting] = useState(false);

  function update(next: Partial<JobsHoldSearch>, resetPage = true) {
    selection.clear();
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }

  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));
  const busy = run.isPending || reject.isPending;

  function confirmApprove() {
    const count = chosen.length;
    openJobsConfirm({
      chosen,
      title: t('confirm.approveTitle', { count }),
      text: t('confirm.approveText', { count }),
      confirm: t('confirm.approve', { count }),
      onConfirm: () =>
        run.mutate(
          { action: 'approve', ids: chosen.map((j) => j.id) },
          {
            onSuccess: (r) => {
              selection.clear();
              showJobsBulkResult(r, 'approved');
            },
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('hold.title')}
        crumbs={[{ label: t('title'), to: path('jobs') }, { label: t('hold.title') }]}
      />
      <Paper className="portal-surface" withBorder radius="md">
        <Group className={classes.toolbar} justify="space-between" gap="sm" align="flex-end">
          <JobSearchInput value={q} onChange={setQ} style={{ flex: '1 1 240px' }} maw={420} />
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {chosen.length > 0 ? t('bulk.selected', { count: chosen.length }) : t('hold.selectHint')}
            </Text>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              disabled={chosen.length === 0 || busy}
              loading={run.isPending}
              onClick={confirmApprove}
            >
              {t('actions.approve')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={chosen.length === 0 || busy}
              loading={reject.isPending}
              onClick={() => setRejecting(true)}
            >
              {t('actions.reject')}
            </Button>
          </Group>
        </Group>

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconChecklist}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          search.q ? (
            <EmptyState icon={IconSearch} title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
          ) : (
            <EmptyState icon={IconChecklist} title={t('hold.emptyTitle')} text={t('hold.emptyText')} />
          )
        ) : (
          <HoldTable
            rows={rows}
            pending={list.isPending}
            fetching={list.isFetching}
            selection={selection}
            pathOf={(job) => path(`jobs/${job.id}`)}
          />
        )}

        {meta && meta.total > 0 && (
          <ListFooter
            meta={meta}
            perPageOptions={JOB_PER_PAGE}
            perPageLabel={t('list.perPage')}
            onPage={(p) => update({ page: p === 1 ? undefined : p }, false)}
            onPerPage={(perPage) => update({ per_page: perPage })}
          />
        )}
      </Paper>
      <RejectJobsModal
        opened={rejecting}
        count={chosen.length}
        name={chosen.length === 1 ? chosen[0]?.title : undefined}
        loading={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { ids: chosen.map((j) => j.id), reason },
            {
              onSuccess: (r) => {
                setRejecting(false);
                selection.clear();
                showJobsBulkResult(r, 'rejected');
              },
              onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
            },
          )
        }
      />
    </>
  );
}
