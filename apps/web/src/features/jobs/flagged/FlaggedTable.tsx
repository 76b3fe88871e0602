import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FlaggedJob } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import classes from '../list/jobs-list.module.css';

/** Jobs with open reports: how many, why, when; "Review reports" opens them. */
export function FlaggedTable({
  rows,
  pending,
  fetching,
  pathOf,
  onOpen,
}: {
  rows: FlaggedJob[];
  pending: boolean;
  fetching: boolean;
  pathOf: (id: string) => string;
  onOpen: (row: FlaggedJob) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { dateTime, number } = useFormat();
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={classes.stack}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('flagged.title')}
        aria-busy={fetching}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>{t('flagged.openReports')}</Table.Th>
            <Table.Th>{t('flagged.reasons')}</Table.Th>
            <Table.Th>{t('flagged.firstReported')}</Table.Th>
            <Table.Th>{t('flagged.lastReported')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('flagged.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <TableSkeletonRows rows={4} columns={7} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.job.id}>
                <Table.Td data-label={t('fields.title')} className={classes.title}>
                  <div>
                    <Anchor component={Link} to={pathOf(row.job.id)} fw={600} size="sm">
                      {row.job.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.job.employer.name}
                    </Text>
                  </div>
                </Table.Td>
                <Table.Td data-label={t('fields.status')}>
                  <div className={classes.status}>
                    <JobStatusBadge status={row.job.status} />
                  </div>
                </Table.Td>
                <Table.Td data-label={t('flagged.openReports')}>
                  <Text size="sm" fw={700} className={classes.nowrap}>
                    {number(row.open_reports)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('flagged.reasons')}>
                  <Group gap={4}>
                    {row.reasons.map((r) => (
                      <Badge key={r} variant="outline" color="gray" radius="sm" tt="none" c="var(--mantine-color-text)">
                        {tj(`flagReason.${r}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('flagged.firstReported')}>
                  <Text size="sm" className={classes.nowrap}>
                    {dateTime(row.first_reported_at)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('flagged.lastReported')}>
                  <Text size="sm" className={classes.nowrap}>
                    {dateTime(row.last_reported_at)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('flagged.actions')}>
                  <div>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(row)}
                      aria-label={t('flagged.reviewOne', { title: row.job.title })}
                    >
                      {t('flagged.review')}
                    </Button>
                  </div>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
