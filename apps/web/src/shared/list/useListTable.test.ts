// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ListColumn, selectAllOf, sortingOf, sortKeyOf, useListTable } from './useListTable.js';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'One' },
  { id: 2, name: 'Two' },
  { id: 3, name: 'Three' },
];
const columns: (ListColumn<Row> | false)[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (r) => r.name },
  false,
  { id: 'id', header: 'Id', cell: (r) => r.id },
];
const SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

describe('list table model', () => {
  it('maps the URL sort key to TanStack sorting and back, refusing keys the API does not know', () => {
    expect(sortingOf('-created_at')).toEqual([{ id: 'created_at', desc: true }]);
    expect(sortingOf(undefined)).toEqual([]);
    expect(sortKeyOf([{ id: 'name', desc: true }], SORTS)).toBe('-name');
    expect(sortKeyOf([{ id: 'rating', desc: false }], SORTS)).toBeUndefined();
    expect(selectAllOf(['a', 'b', 'c'], 2)).toEqual({ a: true, b: true });
  });

  it('sorts a column ascending first, then descending, through the sort callback', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useListTable({ rows, columns, rowId: (r) => r.id, sort: { value, values: SORTS, onChange } }),
      { initialProps: { value: '-created_at' as (typeof SORTS)[number] } },
    );
    expect(result.current.columns.map((c) => c.id)).toEqual(['name', 'id']);
    const name = () => result.current.table.getColumn('name')!;
    expect(name().getCanSort()).toBe(true);
    expect(result.current.table.getColumn('id')!.getCanSort()).toBe(false);
    act(() => name().toggleSorting(name().getIsSorted() === 'asc'));
    expect(onChange).toHaveBeenLastCalledWith('name');
    rerender({ value: 'name' });
    expect(name().getIsSorted()).toBe('asc');
    act(() => name().toggleSorting(name().getIsSorted() === 'asc'));
    expect(onChange).toHaveBeenLastCalledWith('-name');
    // The rows keep the server's order: the table never sorts them itself.
    expect(result.current.table.getRowModel().rows.map((r) => r.original.id)).toEqual([1, 2, 3]);
  });

  it('selects rows, "all" up to the bulk limit, and only those still shown', () => {
    const { result, rerender } = renderHook(
      ({ list, key }) =>
        useListTable({ rows: list, columns, rowId: (r) => r.id, selection: { max: 2 }, resetKey: key }),
      { initialProps: { list: rows, key: 'a' } },
    );
    act(() => result.current.table.getRow('3').toggleSelected(true));
    expect(result.current.chosen.map((r) => r.id)).toEqual([3]);
    expect(result.current.someChecked).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.chosen.map((r) => r.id)).toEqual([1, 2]);
    act(() => result.current.table.getRow('3').toggleSelected(true));
    expect(result.current.allChecked).toBe(true);
    // A refetch without row 3: it can no longer be acted on.
    rerender({ list: rows.slice(0, 2), key: 'a' });
    expect(result.current.chosen.map((r) => r.id)).toEqual([1, 2]);
    // Another page or filter drops the selection.
    rerender({ list: rows, key: 'b' });
    expect(result.current.chosen).toEqual([]);
  });

  it('has no selection for a user who may not act', () => {
    const { result } = renderHook(() => useListTable({ rows, columns, rowId: (r) => r.id, selection: false }));
    expect(result.current.selectable).toBe(false);
    act(() => result.current.table.getRow('1').toggleSelected(true));
    expect(result.current.chosen).toEqual([]);
  });
});
