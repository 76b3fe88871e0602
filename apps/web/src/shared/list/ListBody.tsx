import { Button, Select } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconSearch } from '@tabler/icons-react';
import type { PageMeta } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/EmptyState.js';
import { ListFooter } from '../ui/ListFooter.js';
import { SkipLink, useTargetId } from '../ui/SkipLink.js';
import { errorText } from './error-text.js';
import classes from './ListBody.module.css';
import toolbarClasses from './ListToolbar.module.css';
import { PER_PAGE_OPTIONS } from './search-params.js';

/**
 * The parts of a list query the list reads (a TanStack Query result fits): a page of rows with its
 * meta, or every row at once (a list short enough to come unpaged).
 */
export type ListQuery = {
  data?: { data: readonly unknown[]; meta: PageMeta } | readonly unknown[] | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

const isRows = (data: NonNullable<ListQuery['data']>): data is readonly unknown[] => Array.isArray(data);

export type ListBodyProps = {
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
  /** The rows (ListTable, or the screen's own cards), shown while loading and once rows came. */
  children: ReactNode;
  /**
   * The footer's paging (useListSearch's onPage / onPerPage). Without `onPerPage` the page size is
   * fixed; `perPageOptions` (PER_PAGE_OPTIONS unless given) and `perPageLabel` ("Rows per page"
   * unless given) name the sizes and what is counted.
   */
  paging?: {
    onPage: (page: number) => void;
    onPerPage?: (perPage: number) => void;
    perPageOptions?: readonly number[];
    perPageLabel?: string;
  };
  /**
   * The id of the results (the region "Skip to results" leads to) when the page shows that link
   * itself, above its header (ListPage); else the list shows it first, when it has a toolbar.
   */
  resultsId?: string;
};

/**
 * A list without its page: toolbar, bulk bar, then the error, empty, "no match" or rows, and the
 * footer with the range and pages. `ListPage` puts it in a page; a list inside a card or a tab
 * (credits balances, a ledger, a team) uses it alone.
 */
export function ListBody({
  toolbar,
  mobileSort,
  bulkBar,
  query,
  empty,
  noMatch,
  filtered = false,
  children,
  paging,
  resultsId,
}: ListBodyProps) {
  const { t } = useTranslation();
  const ownId = useTargetId('results');
  const results = resultsId ?? ownId;
  const data = query.data;
  const rows = data === undefined ? [] : isRows(data) ? data : data.data;
  const meta = data === undefined || isRows(data) ? undefined : data.meta;

  const body =
    query.isError && !data ? (
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
      children
    );

  return (
    <>
      {!resultsId && toolbar && <SkipLink target={results}>{t('list.skipToResults')}</SkipLink>}
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
      {/* Where "Skip to results" puts focus: the rows, or what says there are none. */}
      <div id={results} tabIndex={-1} className={classes.results}>
        {body}
      </div>
      {meta && meta.total > 0 && paging && (
        <ListFooter
          meta={meta}
          perPageOptions={paging.perPageOptions ?? PER_PAGE_OPTIONS}
          perPageLabel={paging.perPageLabel ?? t('list.perPage')}
          onPage={paging.onPage}
          onPerPage={paging.onPerPage}
        />
      )}
    </>
  );
}
