import { useState } from 'react';

/**
 * The rows ticked on a list page. Only the visible rows count (`chosen`), so a row that left
 * the page after a refetch is never acted on; "select all" takes at most `max` rows.
 */
export function useRowSelection<Row extends { id: number }>(rows: readonly Row[], max = Number.POSITIVE_INFINITY) {
  const [selected, setSelected] = useState<number[]>([]);
  const visibleIds = rows.map((r) => r.id);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const allChecked = visibleIds.length > 0 && visibleIds.every((id) => selected.includes(id));
  const someChecked = chosen.length > 0 && !allChecked;

  return {
    chosen,
    allChecked,
    someChecked,
    isSelected: (id: number) => selected.includes(id),
    toggle: (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id))),
    toggleAll: () => setSelected(allChecked ? [] : visibleIds.slice(0, max)),
    clear: () => setSelected([]),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
