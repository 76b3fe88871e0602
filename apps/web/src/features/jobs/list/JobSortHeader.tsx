import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { JobListQuery } from '@talent/contract';
import classes from './jobs-list.module.css';

export type JobSort = NonNullable<JobListQuery['sort']>;
type Field = 'title' | 'created_at' | 'end_date' | 'status';

/** A column header that sorts by its field: ascending first, then descending. */
export function JobSortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: Field;
  label: string;
  sort: JobSort;
  onSort: (sort: JobSort) => void;
}) {
  const active = sort === field || sort === `-${field}`;
  const descending = sort === `-${field}`;
  const Arrow = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort((active && !descending ? `-${field}` : field) as JobSort)}
      >
        {label}
        <Arrow size={14} aria-hidden opacity={active ? 1 : 0.6} />
      </UnstyledButton>
    </Table.Th>
  );
}
