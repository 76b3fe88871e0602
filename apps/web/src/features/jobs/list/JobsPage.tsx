import { Button, Paper, Select } from '@mantine/core';
import { IconBriefcase, IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { checkAccess, JOB_BULK_MAX, JOB_SORTS } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../shared/ui/ListFooter.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useRowSelection } from '../../../shared/ui/useRowSelection.js';
import { formAlert } from '../../auth/forms.js';
import { EmptyState } from '../../employers/components.js';
import { useSearchText } from '../../employers/useSearchText.js';
import { useAbility } from '../../session/useAbility.js';
import { downloadJobsCsv, jobListQuery } from '../api.js';
import {
  cleanSearch,
  isFiltered,
  JOB_PER_PAGE,
  type JobsSearch,
  jobExportQuery,
  jobListQueryOf,
  jobsSearch,
} from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { JobFilters } from './JobFilters.js';
import { JobsBulkBar } from './JobsBulkBar.js';
import { JobsTable } from './JobsTable.js';
import classes from './jobs-list.module.css';

/** `/{account}/{site}/jobs`: search, filters, sort and paging live in the URL. */
export function JobsPage() {
  const { t } = useTranslation('jobs-list');
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const navigate = useNavigate();
  const search = jobsSearch.parse(useSearch({ strict: false }));
  const list = useQuery(jobListQuery(scope, jobListQueryOf(search)));
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const selection = useRowSelection(rows, JOB_BULK_MAX);
  const [exporting, setExporting] = useState(false);
  const staff = scope.employerId === null;
  const canUpdate = checkAccess(ability, 'update', 'jobs');
  const sort = search.sort ?? '-created_at';

  function update(next: Partial<JobsSearch>, resetPage = true) {
    selection.clear();
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }

  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadJobsCsv(jobExportQuery(search));
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? '');
    } finally {
      setExporting(false);
    }
  }

  const postButton = checkAccess(ability, 'create', 'jobs') && (
    <Button component={Link} to={path('jobs/create')} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('actions.post')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          <>
            {checkAccess(ability, 'export', 'jobs') && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={exportCsv}
                loading={exporting}
              >
                {t('actions.export')}
              </Button>
            )}
            {postButton}
          </>
        }
      />
      <Paper className="portal-surface" withBorder radius="md">
        <JobFilters
          search={search}
          q={q}
          onQ={setQ}
          onChange={(next) => update(next)}
          onReset={() => {
            setQ('');
            selection.clear();
            const kept = cleanSearch({ sort: search.sort, per_page: search.per_page });
            void navigate({ to: '.', search: kept as never, replace: true });
          }}
        />
        {/* The column headers sort on wide screens; the stacked cards have no header. */}
        <Select
          hiddenFrom="sm"
          className={classes.toolbar}
          label={t('sort.label')}
          data={JOB_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={sort}
          onChange={(v) => v && update({ sort: v as JobsSearch['sort'] }, false)}
          allowDeselect={false}
        />

        {canUpdate && <JobsBulkBar chosen={selection.chosen} onClear={selection.clear} />}

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconBriefcase}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          isFiltered(search) ? (
            <EmptyState icon={IconSearch} title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
          ) : (
            <EmptyState
              icon={IconBriefcase}
              title={t('list.emptyTitle')}
              text={t('list.emptyText')}
              action={postButton}
            />
          )
        ) : (
          <JobsTable
            rows={rows}
            pending={list.isPending}
            fetching={list.isFetching}
            showEmployer={staff}
            selection={canUpdate ? selection : null}
            sort={sort}
            onSort={(next) => update({ sort: next }, false)}
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
    </>
  );
}
