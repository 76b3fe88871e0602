import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ApplicationListQuery } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { SortHeader } from '../../shared/ui/SortHeader.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import type { useRowSelection } from '../../shared/ui/useRowSelection.js';
import type { ApplicationRow } from './api.js';
import classes from './applications.module.css';
import { ApplicationStatusBadge } from './components/ApplicationStatusBadge.js';

type Sort = NonNullable<ApplicationListQuery['sort']>;

/**
 * Applications as a table: candidate, job, employer (staff), stage, status, rating and date. With
 * `selection`, rows can be ticked for bulk actions; with `onSort`, headers sort.
 */
export function ApplicationsTable({
  rows,
  loading,
  path,
  stageName,
  showEmployer,
  showJob = true,
  selection,
  sort,
  onSort,
  label,
}: {
  rows: ApplicationRow[];
  loading: boolean;
  path: (rest: string) => string;
  stageName: (key: string | null) => string;
  showEmployer: boolean;
  showJob?: boolean;
  selection?: ReturnType<typeof useRowSelection<string, ApplicationRow>>;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  label: string;
}) {
  const { t } = useTranslation('applications');
  const { date, number } = useFormat();
  const columns = 5 + (selection ? 1 : 0) + (showEmployer ? 1 : 0) + (showJob ? 1 : 0);
  const sortable = (field: 'seeker' | 'status' | 'created_at', text: string) =>
    sort && onSort ? (
      <SortHeader field={field} label={text} sort={sort} onSort={onSort} />
    ) : (
      <Table.Th>{text}</Table.Th>
    );
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('select.all')}
                  checked={selection.allChecked}
                  indeterminate={selection.someChecked}
                  onChange={selection.toggleAll}
                />
              </Table.Th>
            )}
            {sortable('seeker', t('columns.candidate'))}
            {showJob && <Table.Th>{t('columns.job')}</Table.Th>}
            {showEmployer && <Table.Th>{t('columns.employer')}</Table.Th>}
            <Table.Th>{t('columns.stage')}</Table.Th>
            {sortable('status', t('columns.status'))}
            <Table.Th>{t('columns.rating')}</Table.Th>
            {sortable('created_at', t('columns.applied'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && rows.length === 0 ? (
            <TableSkeletonRows rows={6} columns={columns} />
          ) : (
            rows.map((a) => (
              <Table.Tr key={a.id} className={a.enabled ? undefined : classes.disabledRow}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('select.one', { name: a.seeker.name })}
                      checked={selection.isSelected(a.id)}
                      onChange={(e) => selection.toggle(a.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={path(`applications/${a.id}/overview`)} fw={600} size="sm">
                      {a.seeker.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" dir="ltr" className={classes.email}>
                      {a.seeker.email}
                    </Text>
                  </Stack>
                </Table.Td>
                {showJob && (
                  <Table.Td>
                    <Text size="sm">{a.job.title}</Text>
                  </Table.Td>
                )}
                {showEmployer && (
                  <Table.Td>
                    <Text size="sm">{a.employer.name}</Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm">{stageName(a.stage)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ApplicationStatusBadge status={a.status} />
                    {!a.enabled && (
                      <Badge variant="outline" color="gray" size="sm" className={classes.badge}>
                        {t('disabled')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {a.rating.average === null ? (
                    <Text size="sm" c="dimmed">
                      {t('noRating')}
                    </Text>
                  ) : (
                    <Group
                      gap={4}
                      wrap="nowrap"
                      role="img"
                      aria-label={t('ratingLabel', { average: a.rating.average, count: a.rating.count })}
                    >
                      <IconStarFilled size={14} className={classes.star} aria-hidden />
                      <Text size="sm" aria-hidden>
                        {number(a.rating.average, { maximumFractionDigits: 1 })}
                      </Text>
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <time dateTime={a.created_at}>{date(a.created_at)}</time>
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
