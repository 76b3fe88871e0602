import { Checkbox, Table } from '@mantine/core';
import type { Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import type { RowSelection } from '../../../shared/ui/useRowSelection.js';
import { EmployerRow } from './EmployerRow.js';
import { type EmployerSort, SortHeader } from './SortHeader.js';

/** The employers of one page; `selection` is null for those who may not act on them. */
export function EmployersTable({
  rows,
  pending,
  fetching,
  selection,
  sort,
  onSort,
  pathOf,
  industryLabel,
}: {
  rows: Employer[];
  pending: boolean;
  fetching: boolean;
  selection: RowSelection | null;
  sort: EmployerSort;
  onSort: (sort: EmployerSort) => void;
  pathOf: (employer: Employer) => string;
  industryLabel: (value: string | null) => string | null;
}) {
  const { t } = useTranslation('employers');
  const { date } = useFormat();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={fetching} aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('list.selectAll')}
                  checked={selection.allChecked}
                  indeterminate={selection.someChecked}
                  onChange={selection.toggleAll}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            )}
            <SortHeader field="name" label={t('fields.name')} sort={sort} onSort={onSort} />
            <Table.Th>{t('fields.type')}</Table.Th>
            <SortHeader field="status" label={t('fields.status')} sort={sort} onSort={onSort} />
            <Table.Th>{t('fields.industry')}</Table.Th>
            <Table.Th>{t('fields.contact')}</Table.Th>
            <SortHeader field="created_at" label={t('fields.createdAt')} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <TableSkeletonRows rows={6} columns={selection ? 7 : 6} />
          ) : (
            rows.map((employer) => (
              <EmployerRow
                key={employer.id}
                employer={employer}
                to={pathOf(employer)}
                selectable={selection !== null}
                checked={selection?.isSelected(employer.id) ?? false}
                onCheck={(checked) => selection?.toggle(employer.id, checked)}
                industry={industryLabel(employer.industry)}
                created={date(employer.created_at)}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
