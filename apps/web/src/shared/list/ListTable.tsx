import { Checkbox, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { DEFAULT_PER_PAGE } from '@talent/contract';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../ui/SortHeader.js';
import { isBlankCell } from './blank-cell.js';
import classes from './ListTable.module.css';
import type { ListTableModel } from './useListTable.js';

export type ListTableProps<Row extends RowData> = {
  model: ListTableModel<Row>;
  /** The table's accessible name (the page title). */
  label: string;
  /** First load: skeleton rows of a row's height instead of the rows. */
  pending: boolean;
  /** A refetch is under way (`aria-busy`). */
  fetching: boolean;
  /** Checkbox names: "Select all jobs on this page", and each row's name ("Select <name>"). */
  selectAllLabel?: string;
  rowName?: (row: Row) => string;
  /** A row checkbox's whole name, when "Select <name>" would say less ("Select the application of …"). */
  rowLabel?: (row: Row) => string;
  /** A class for a row (a disabled record drawn faded). */
  rowClassName?: (row: Row) => string | undefined;
  /**
   * Skeleton rows on the first load: a full page (the API's page size unless the list shows fewer),
   * so the footer sits below the fold before and after the rows come (no layout shift).
   */
  skeletonRows?: number;
};

/**
 * The rows of a list page: sort buttons in the headers (server sorting), a checkbox column while
 * rows can be selected, and, under Mantine's `sm`, each row stacked as a card whose cells carry
 * their column's name, without the cells that have no value and with the checkbox in its corner.
 */
export function ListTable<Row extends RowData>({
  model,
  label,
  pending,
  fetching,
  selectAllLabel,
  rowName,
  rowLabel,
  rowClassName,
  skeletonRows = DEFAULT_PER_PAGE,
}: ListTableProps<Row>) {
  const { t } = useTranslation();
  const { table, columns, selectable } = model;
  const columnOf = new Map(columns.map((c) => [c.id, c]));
  const width = columns.length + (selectable ? 1 : 0);
  const sortKey = table.state.sorting.map((s) => `${s.desc ? '-' : ''}${s.id}`)[0] ?? '';

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table className={classes.cards} verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={fetching}>
        <Table.Thead className={classes.head}>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {selectable && (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label={selectAllLabel}
                    checked={model.allChecked}
                    indeterminate={model.someChecked}
                    onChange={model.toggleAll}
                    disabled={pending || table.getRowModel().rows.length === 0}
                  />
                </Table.Th>
              )}
              {group.headers.map((header) => {
                const column = columnOf.get(header.column.id);
                if (!column) return null;
                if (header.column.getCanSort())
                  return (
                    <SortHeader
                      key={header.id}
                      field={header.column.id}
                      label={column.header}
                      sort={sortKey}
                      onSort={(key) => header.column.toggleSorting(key.startsWith('-'))}
                    />
                  );
                return (
                  <Table.Th key={header.id}>
                    {column.hiddenHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {pending
            ? Array.from({ length: skeletonRows }, (_, i) => (
                // Keys of their own: a row whose id matched a skeleton's index would take over that
                // skeleton's element, and its move down the page would count as a layout shift.
                // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                <Table.Tr key={`skeleton-${i}`} className={classes.skeletonRow}>
                  {Array.from({ length: width }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cells
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : table.getRowModel().rows.map((row) => {
                const checked = row.getIsSelected();
                return (
                  <Table.Tr
                    key={row.id}
                    className={
                      [checked && classes.selected, rowClassName?.(row.original)].filter(Boolean).join(' ') || undefined
                    }
                  >
                    {selectable && (
                      <Table.Td data-label={t('list.selectColumn')} className={classes.select}>
                        <Checkbox
                          aria-label={
                            rowLabel?.(row.original) ?? t('list.select', { name: rowName?.(row.original) ?? row.id })
                          }
                          checked={checked}
                          onChange={(e) => row.toggleSelected(e.currentTarget.checked)}
                        />
                      </Table.Td>
                    )}
                    {row.getAllCells().map((cell) => {
                      const column = columnOf.get(cell.column.id);
                      if (!column) return null;
                      const content = column.cell(row.original);
                      return (
                        <Table.Td
                          key={cell.id}
                          data-label={column.header}
                          // A phone's card leaves out what has no value (ListTable.module.css).
                          data-blank={isBlankCell(content) || undefined}
                          className={column.className}
                        >
                          {content}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
