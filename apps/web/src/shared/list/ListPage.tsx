import { Button, Paper, Select } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconSearch } from '@tabler/icons-react';
import type { PageMeta } from '@talent/contract';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/EmptyState.js';
import { ListFooter } from '../ui/ListFooter.js';
import { type Crumb, PageHeader } from '../ui/PageHeader.js';
import { errorText } from './error-text.js';
import { ListTable, type ListTableProps } from './ListTable.js';
import toolbarClasses from './ListToolbar.module.css';
import { PER_PAGE_OPTIONS } from './search-params.js';

/** The parts of a list query the page reads (a TanStack Query result fits). */
export type ListQuery = {
  data?: { data: readonly unknown[]; meta: PageMeta } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type ListPageProps<Row extends RowData> = {
  title: string;
  crumbs?: Crumb[];
  /** Page actions beside the title (export, "new"). */
  actions?: ReactNode;
  /** ListToolbar: search and filters. */
  toolbar?: ReactNode;
  /** On phones the rows are cards without headers: the sort is chosen here instead. */
  mobileSort?: { value: string; options: { value: string; label: string }[]; onChange: (value: string) => void };
  /** The bulk action bar (renders nothing while no row is selected). */
  bulkBar?: ReactNode;
  query: ListQuery;
  /** The empty list, and (while `filtered`) the list that nothing matches. */
  empty: { icon: Icon; title: string; text?: string; action?: ReactNode };
  noMatch?: { title: string; text: string };
  filtered?: boolean;
  /** The table (ListTable without what the query tells), shown while loading and once rows came. */
  table: Omit<ListTableProps<Row>, 'pending' | 'fetching'>;
  /** The footer's paging (useListSearch's onPage / onPerPage); `options` and `label` when a list keeps its own. */
  paging?: {
    onPage: (page: number) => void;
    onPerPage: (perPage: number) => void;
    options?: readonly number[];
    label?: string;
  };
  /** Between the header and the list (a view switch). */
  before?: ReactNode;
  /** Dialogs and drawers of the page. */
  after?: ReactNode;
};

/**
 * A list screen: header, toolbar, bulk bar, then the error, empty, "no match" or table body, and
 * the footer with the range and pages. Each screen brings its columns, filters and actions.
 */
export function ListPage<Row extends RowData>({
  title,
  crumbs,
  actions,
  toolbar,
  mobileSort,
  bulkBar,
  query,
  empty,
  noMatch,
  filtered = false,
  table,
  paging,
  before,
  after,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const meta = query.data?.meta;
  const rows = query.data?.data ?? [];

  const body =
    query.isError && !query.data ? (
      <EmptyState
        icon={empty.icon}
        title={t('list.errorTitle')}
        text={errorText(query.error)}
        action={<Button onClick={() => query.refetch()}>{t('errors.tryAgain')}</Button>}
      />
    ) : !query.isPending && rows.length === 0 ? (
      filtered && noMatch ? (
        <EmptyState icon={IconSearch} title={noMatch.title} text={noMatch.text} />
      ) : (
        <EmptyState {...empty} />
      )
    ) : (
      <ListTable {...table} pending={query.isPending} fetching={query.isFetching} />
    );

  return (
    <>
      <PageHeader title={title} crumbs={crumbs ?? [{ label: title }]} actions={actions} />
      {before}
      <Paper className="portal-surface" withBorder radius="md">
        {toolbar}
        {mobileSort && (
          <Select
            hiddenFrom="sm"
            className={toolbarClasses.toolbar}
            label={t('list.sortBy')}
            data={mobileSort.options}
            value={mobileSort.value}
            onChange={(v) => v && mobileSort.onChange(v)}
            allowDeselect={false}
          />
        )}
        {bulkBar}
        {body}
        {meta && meta.total > 0 && paging && (
          <ListFooter
            meta={meta}
            perPageOptions={paging.options ?? PER_PAGE_OPTIONS}
            perPageLabel={paging.label ?? t('list.perPage')}
            onPage={paging.onPage}
            onPerPage={paging.onPerPage}
          />
        )}
      </Paper>
      {after}
    </>
  );
}
