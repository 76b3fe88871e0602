import { Checkbox, Table } from '@mantine/core';
import type { Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import type { RowSelection } from '../../../shared/ui/useRowSelection.js';
import { JobRow } from './JobRow.js';
import { type JobSort, JobSortHeader } from './JobSortHeader.js';
import classes from './jobs-list.module.css';

/** The jobs of one page; `selection` is null for those who may not act on them. */
export function JobsTable({
  rows,
  pending,
  fetching,
  showEmployer,
  selection,
  sort,
  onSort,
  pathOf,
}: {
  rows: Job[];
  pending: boolean;
  fetching: boolean;
  showEmployer: boolean;
  selection: RowSelection<string> | null;
  sort: JobSort;
  onSort: (sort: JobSort) => void;
  pathOf: (job: Job) => string;
}) {
  const { t } = useTranslation('jobs-list');
  const columns = 6 + (showEmployer ? 1 : 0) + (selection ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.stack}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={fetching}
        aria-label={t('title')}
      >
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
            <JobSortHeader field="title" label={t('fields.title')} sort={sort} onSort={onSort} />
            {showEmployer && <Table.Th>{t('fields.employer')}</Table.Th>}
            <JobSortHeader field="status" label={t('fields.status')} sort={sort} onSort={onSort} />
            <Table.Th>{t('fields.workType')}</Table.Th>
            <Table.Th>{t('fields.pay')}</Table.Th>
            <Table.Th>{t('fields.rating')}</Table.Th>
            <JobSortHeader field="end_date" label={t('fields.endDate')} sort={sort} onSort={onSort} />
            <JobSortHeader field="created_at" label={t('fields.created')} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <TableSkeletonRows rows={6} columns={columns} />
          ) : (
            rows.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                to={pathOf(job)}
                showEmployer={showEmployer}
                selectable={selection !== null}
                checked={selection?.isSelected(job.id) ?? false}
                onCheck={(checked) => selection?.toggle(job.id, checked)}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
