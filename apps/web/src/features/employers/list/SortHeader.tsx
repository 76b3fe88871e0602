import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { EmployerListQuery } from '@talent/contract';
import classes from '../employers.module.css';

export type SortField = 'name' | 'status' | 'created_at';
export type EmployerSort = NonNullable<EmployerListQuery['sort']>;

/** A column header that sorts by its field: ascending first, then descending. */
export function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: SortField;
  label: string;
  sort: EmployerSort;
  onSort: (sort: EmployerSort) => void;
}) {
  const active = sort === field || sort === `-${field}`;
  const descending = sort === `-${field}`;
  const Arrow = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort((active && !descending ? `-${field}` : field) as EmployerSort)}
      >
        {label}
        <Arrow size={14} aria-hidden opacity={active ? 1 : 0.6} />
      </UnstyledButton>
    </Table.Th>
  );
}
