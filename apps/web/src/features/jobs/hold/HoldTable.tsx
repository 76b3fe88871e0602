import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import type { RowSelection } from '../../../shared/ui/useRowSelection.js';
import classes from '../list/jobs-list.module.css';
import { usePayRange } from '../list/usePayRange.js';

/** The jobs waiting for review, each with its checkbox; stacks into cards on narrow screens. */
export function HoldTable({
  rows,
  pending,
  fetching,
  selection,
  pathOf,
}: {
  rows: Job[];
  pending: boolean;
  fetching: boolean;
  selection: RowSelection<string>;
  pathOf: (job: Job) => string;
}) {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { date, dateTime } = useFormat();
  const payOf = usePayRange();
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.stack}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('hold.title')}
        aria-busy={fetching}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={selection.allChecked}
                indeterminate={selection.someChecked}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th>{t('fields.employer')}</Table.Th>
            <Table.Th>{t('fields.workType')}</Table.Th>
            <Table.Th>{t('fields.pay')}</Table.Th>
            <Table.Th>{t('fields.endDate')}</Table.Th>
            <Table.Th>{t('hold.submitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <TableSkeletonRows rows={4} columns={7} />
          ) : (
            rows.map((job) => {
              const checked = selection.isSelected(job.id);
              return (
                <Table.Tr key={job.id} className={checked ? classes.selected : undefined}>
                  <Table.Td data-label={t('list.selectColumn')}>
                    <Checkbox
                      aria-label={t('list.select', { name: job.title })}
                      checked={checked}
                      onChange={(e) => selection.toggle(job.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td data-label={t('fields.title')} className={classes.title}>
                    <Anchor component={Link} to={pathOf(job)} fw={600} size="sm">
                      {job.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label={t('fields.employer')}>
                    <Text size="sm">{job.employer.name}</Text>
                    {job.awaiting_employer && (
                      <Text size="xs" c="dimmed">
                        {t('list.awaitingEmployer')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('fields.workType')}>
                    <Text size="sm">{job.work_type ? tj(`workType.${job.work_type}`) : '—'}</Text>
                  </Table.Td>
                  <Table.Td data-label={t('fields.pay')}>
                    <Text size="sm" className={classes.nowrap}>
                      {payOf(job) ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('fields.endDate')}>
                    <Text size="sm" className={classes.nowrap}>
                      {job.end_date ? date(`${job.end_date}T00:00:00`) : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('hold.submitted')}>
                    <Text size="sm" className={classes.nowrap}>
                      {dateTime(job.published_at ?? job.updated_at)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
