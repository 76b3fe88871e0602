import {
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';

/** What a list column shows; the list page keeps only these, the kit draws the rest. */
export type ListColumn<Row> = {
  /** For a sortable column, the API's sort field (`created_at` sorts by `created_at` / `-created_at`). */
  id: string;
  /** The header text, also the cell's label when the rows stack into cards on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** A header read by screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  className?: string;
};

// Sorting and paging happen on the server: the table holds their state and never sorts rows itself.
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const NO_ROWS: readonly never[] = [];

/** `-created_at` → TanStack's sorting state (one column, descending). */
export function sortingOf(key: string | undefined): SortingState {
  if (!key) return [];
  return key.startsWith('-') ? [{ id: key.slice(1), desc: true }] : [{ id: key, desc: false }];
}

/** TanStack's sorting state → the list's sort key, when it is one of `sorts` (the contract's enum). */
export function sortKeyOf<S extends string>(sorting: SortingState, sorts: readonly S[]): S | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  const key = `${first.desc ? '-' : ''}${first.id}`;
  return sorts.find((s) => s === key);
}

/** The ids "select all" ticks: the page's first `max` rows (the API's bulk limit). */
export function selectAllOf(ids: readonly string[], max: number): RowSelectionState {
  return Object.fromEntries(ids.slice(0, max).map((id) => [id, true] as const));
}

const apply = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

export type ListTableOptions<Row extends RowData, S extends string> = {
  /** The page's rows (undefined while loading). */
  rows: readonly Row[] | undefined;
  /** Columns in order; `false` leaves one out (a column only staff see). */
  columns: readonly (ListColumn<Row> | false)[];
  rowId: (row: Row) => string | number;
  /** Server sorting: the current key, its allowed values, and where a header click writes. */
  sort?: { value: S; values: readonly S[]; onChange: (sort: S) => void };
  /** Row selection for bulk actions (omit when the user may not act); `max` caps "select all". */
  selection?: { max: number } | false;
  /** The selection is dropped whenever this changes (the list's URL state: another page, filter…). */
  resetKey?: string;
};

/**
 * A list's table model on TanStack Table (headless): its columns, the server sort as table state,
 * and row selection. Only the visible rows can be `chosen`, so a row that left the page after a
 * refetch is never acted on.
 */
export function useListTable<Row extends RowData, S extends string = string>({
  rows,
  columns,
  rowId,
  sort,
  selection,
  resetKey = '',
}: ListTableOptions<Row, S>) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setRowSelection({});
  }

  const shown = columns.filter((c): c is ListColumn<Row> => c !== false);
  const columnKey = shown.map((c) => `${c.id}:${c.header}:${c.sortable ? 1 : 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the definitions change only with these texts
  const columnDefs = useMemo(
    () =>
      shown.map((c) => ({
        id: c.id,
        header: c.header,
        // TanStack sorts only columns with an accessor; the value is unused (the server sorts).
        accessorFn: (_row: Row, index: number) => index,
        enableSorting: c.sortable === true,
      })),
    [columnKey],
  );
  const sorting = sortingOf(sort?.value);
  const selectable = Boolean(selection);
  const max = selection ? selection.max : 0;

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? NO_ROWS,
    getRowId: (row) => String(rowId(row)),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = sort && sortKeyOf(apply(updater, sorting), sort.values);
      if (next) sort.onChange(next);
    },
    enableRowSelection: selectable,
    enableRowRangeSelection: false,
    onRowSelectionChange: (updater) => setRowSelection((old) => apply(updater, old)),
  });

  const pageIds = table.getRowModel().rows.map((r) => r.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => rowSelection[id]);
  const chosen = table.getSelectedRowModel().rows.map((r) => r.original);

  return {
    table,
    columns: shown,
    selectable,
    /** The selected rows of this page. */
    chosen,
    allChecked,
    someChecked: chosen.length > 0 && !allChecked,
    toggleAll: () => setRowSelection(allChecked ? {} : selectAllOf(pageIds, max)),
    clearSelection: () => setRowSelection({}),
  };
}

export type ListTableModel<Row extends RowData> = ReturnType<typeof useListTable<Row>>;
