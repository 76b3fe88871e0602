import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows while a table's first page loads. */
export function TableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
    <Table.Tr key={i}>
      {Array.from({ length: columns }, (_, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cells
        <Table.Td key={j}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
