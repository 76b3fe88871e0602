import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from './SortHeader.module.css';

/**
 * A column header that sorts a list by `field`: ascending first, then descending. `sort` is the
 * list's sort key (`field` or `-field`).
 */
export function SortHeader<F extends string, S extends string>({
  field,
  label,
  sort,
  onSort,
}: {
  field: F;
  label: string;
  sort: S;
  onSort: (sort: S) => void;
}) {
  const key: string = sort;
  const active = key === field || key === `-${field}`;
  const descending = key === `-${field}`;
  const Arrow = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort((active && !descending ? `-${field}` : field) as S)}
      >
        {label}
        <Arrow size={14} aria-hidden opacity={active ? 1 : 0.6} />
      </UnstyledButton>
    </Table.Th>
  );
}
