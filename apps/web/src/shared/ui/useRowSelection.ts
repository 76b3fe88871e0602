import { useState } from 'react';

/**
 * The rows ticked on a list page, by id (numbers for employers, uuids for jobs). Only the visible
 * rows count (`chosen`), so a row that left the page after a refetch is never acted on; "select
 * all" takes at most `max` rows.
 */
export function useRowSelection<Id extends number | string, Row extends { id: Id }>(
  rows: readonly Row[],
  max = Number.POSITIVE_INFINITY,
) {
  const [selected, setSelected] = useState<Id[]>([]);
  const visibleIds = rows.map((r) => r.id);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const allChecked = visibleIds.length > 0 && visibleIds.every((id) => selected.includes(id));
  const someChecked = chosen.length > 0 && !allChecked;

  return {
    chosen,
    allChecked,
    someChecked,
    isSelected: (id: Id) => selected.includes(id),
    toggle: (id: Id, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id))),
    toggleAll: () => setSelected(allChecked ? [] : visibleIds.slice(0, max)),
    clear: () => setSelected([]),
  };
}

/** The selection of rows with ids of type `Id`. */
export type RowSelection<Id extends number | string = number> = ReturnType<typeof useRowSelection<Id, { id: Id }>>;
