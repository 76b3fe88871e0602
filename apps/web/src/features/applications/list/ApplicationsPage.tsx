import { Group, Paper } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { APPLICATION_BULK_MAX, APPLICATION_SORTS, checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
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
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { applicationListQuery, downloadApplicationsCsv } from '../api.js';
import classes from '../applications.module.css';
import { ApplicationsBoard } from '../board/ApplicationsBoard.js';
import { ClosedToggle } from '../board/ClosedToggle.js';
import { StageStatusHelp } from '../components/StageStatusHelp.js';
import {
  APPLICATION_FILTERS,
  APPLICATION_HEADER_SORTS,
  applicationFiltersOf,
  applicationListQueryOf,
  applicationsSearch,
  isFiltered,
} from '../search.js';
import { ApplicationFilters } from './ApplicationFilters.js';
import { ApplicationsBulkBar } from './ApplicationsBulkBar.js';
import { ApplicationsViewSwitch } from './ApplicationsViewSwitch.js';
import { useApplicationColumns } from './useApplicationColumns.js';

/** `/{account}/{site}/applications`: list or board; filters, sort, page and view live in the URL. */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const list = useListSearch(applicationsSearch);
  const { search } = list;
  const board = search.view === 'board';
  const query = useQuery({ ...applicationListQuery(scope, applicationListQueryOf(search)), enabled: !board });
  const canUpdate = checkAccess(ability, 'update', 'applications');
  const sort = search.sort ?? '-created_at';
  const setSort = (next: (typeof APPLICATION_SORTS)[number]) => list.set({ sort: next }, { keepPage: true });
  const model = useListTable({
    rows: query.data?.data,
    columns: useApplicationColumns({ showEmployer: scope.employerId === null, sortable: true }),
    rowId: (a) => a.id,
    sort: { value: sort, values: APPLICATION_SORTS, onChange: setSort },
    selection: canUpdate && { max: APPLICATION_BULK_MAX },
    resetKey: list.key,
  });
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));

  const title = t('title');
  const actions = checkAccess(ability, 'export', 'applications') && (
    <ExportButton download={() => downloadApplicationsCsv(applicationFiltersOf(search))} />
  );
  // Both views show stage and status: the help beside the switch says how they differ.
  const viewSwitch = (
    <Group justify="space-between" gap="sm" mb="md">
      <ApplicationsViewSwitch
        board={board}
        onChange={(next) => list.set({ view: next ? 'board' : undefined, column: undefined })}
      />
      <Group gap="xs">
        {board && <ClosedToggle scope={scope} list={list} />}
        <StageStatusHelp />
      </Group>
    </Group>
  );
  const toolbar = (
    <ListToolbar
      search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
      filters={<ApplicationFilters search={search} onChange={list.set} />}
      activeFilters={countSet(search, APPLICATION_FILTERS)}
      filtered={isFiltered(search)}
      onReset={() => list.reset(['view', 'column', 'sort', 'per_page'])}
    />
  );

  // The board shares the header, view switch and filters; its columns replace the table and footer.
  if (board)
    return (
      <>
        <PageHeader title={title} actions={actions} />
        {viewSwitch}
        <Paper className="portal-surface" withBorder radius="md" mb="md">
          {toolbar}
        </Paper>
        <ApplicationsBoard scope={scope} list={list} path={path} />
      </>
    );

  return (
    <ListPage
      title={title}
      actions={actions}
      before={viewSwitch}
      toolbar={toolbar}
      mobileSort={{
        value: sort,
        options: APPLICATION_HEADER_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
        onChange: (v) => {
          const next = APPLICATION_SORTS.find((s) => s === v);
          if (next) setSort(next);
        },
      }}
      bulkBar={canUpdate && <ApplicationsBulkBar scope={scope} chosen={model.chosen} onClear={model.clearSelection} />}
      query={query}
      empty={{ icon: IconFileCv, title: t('empty'), text: t('emptyText') }}
      noMatch={{ title: t('emptyFiltered'), text: t('emptyFilteredText') }}
      filtered={isFiltered(search)}
      paging={{ onPage: list.onPage, onPerPage: list.onPerPage, perPageLabel: t('perPage') }}
      table={{
        model,
        label: title,
        selectAllLabel: t('select.all'),
        rowLabel: (a) => t('select.one', { name: a.seeker.name }),
        rowClassName: (a) => (a.enabled ? undefined : classes.disabledRow),
      }}
    />
  );
}
