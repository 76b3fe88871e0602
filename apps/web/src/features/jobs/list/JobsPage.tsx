import { Button } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { checkAccess, JOB_BULK_MAX, JOB_SORTS } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/list/ExportButton.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListSearchInput } from '../../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { countSet } from '../../../shared/list/search-params.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { downloadJobsCsv, jobListQuery } from '../api.js';
import { isFiltered, JOB_FILTERS, jobExportQuery, jobListQueryOf, jobsSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { JobFilters } from './JobFilters.js';
import { JobsBulkBar } from './JobsBulkBar.js';
import { useJobColumns } from './useJobColumns.js';

/** `/{account}/{site}/jobs`: search, filters, sort and paging live in the URL. */
export function JobsPage() {
  const { t } = useTranslation('jobs-list');
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const list = useListSearch(jobsSearch);
  const { search } = list;
  const query = useQuery(jobListQuery(scope, jobListQueryOf(search)));
  const canUpdate = checkAccess(ability, 'update', 'jobs');
  const sort = search.sort ?? '-created_at';
  const setSort = (next: (typeof JOB_SORTS)[number]) => list.set({ sort: next }, { keepPage: true });
  const model = useListTable({
    rows: query.data?.data,
    columns: useJobColumns(scope.employerId === null),
    rowId: (job) => job.id,
    sort: { value: sort, values: JOB_SORTS, onChange: setSort },
    selection: canUpdate && { max: JOB_BULK_MAX },
    resetKey: list.key,
  });
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));

  const postButton = checkAccess(ability, 'create', 'jobs') && (
    <Button component={Link} to={path('jobs/create')} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('actions.post')}
    </Button>
  );

  return (
    <ListPage
      title={t('title')}
      actions={
        <>
          {checkAccess(ability, 'export', 'jobs') && (
            <ExportButton download={() => downloadJobsCsv(jobExportQuery(search))} />
          )}
          {postButton}
        </>
      }
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          filters={<JobFilters search={search} onChange={list.set} />}
          activeFilters={countSet(search, JOB_FILTERS)}
          filtered={isFiltered(search)}
          onReset={() => list.reset(['sort', 'per_page'])}
        />
      }
      mobileSort={{
        value: sort,
        options: JOB_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
        onChange: (v) => {
          const next = JOB_SORTS.find((s) => s === v);
          if (next) setSort(next);
        },
      }}
      bulkBar={canUpdate && <JobsBulkBar chosen={model.chosen} onClear={model.clearSelection} />}
      query={query}
      empty={{ icon: IconBriefcase, title: t('list.emptyTitle'), text: t('list.emptyText'), action: postButton }}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      filtered={isFiltered(search)}
      paging={list}
      table={{ model, label: t('title'), selectAllLabel: t('list.selectAll'), rowName: (job) => job.title }}
    />
  );
}
