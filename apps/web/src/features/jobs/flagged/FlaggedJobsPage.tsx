import { Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { FlaggedJob } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { flaggedJobsQuery } from '../api.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import classes from '../list/jobs-list.module.css';
import { useJobCells } from '../list/useJobColumns.js';
import { FLAGGED_SORTS, flaggedSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { ReportsDrawer } from './ReportsDrawer.js';

/** How many reports, why, when; "Review reports" opens them. */
function useFlaggedColumns(onOpen: (row: FlaggedJob) => void): ListColumn<FlaggedJob>[] {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { dateTime, number } = useFormat();
  const cells = useJobCells();
  return [
    {
      id: 'title',
      header: t('fields.title'),
      className: classes.title,
      cell: (row) => (
        <div>
          {cells.link(row.job)}
          <Text size="xs" c="dimmed">
            {row.job.employer.name}
          </Text>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (row) => (
        <div className={classes.status}>
          <JobStatusBadge status={row.job.status} />
        </div>
      ),
    },
    {
      id: 'open_reports',
      header: t('flagged.openReports'),
      cell: (row) => (
        <Text size="sm" fw={700} className={classes.nowrap}>
          {number(row.open_reports)}
        </Text>
      ),
    },
    {
      id: 'reasons',
      header: t('flagged.reasons'),
      cell: (row) => (
        <Group gap={4}>
          {row.reasons.map((r) => (
            <Badge key={r} variant="outline" color="gray" radius="sm" tt="none" c="var(--mantine-color-text)">
              {tj(`flagReason.${r}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    { id: 'first', header: t('flagged.firstReported'), cell: (row) => cells.nowrap(dateTime(row.first_reported_at)) },
    { id: 'last', header: t('flagged.lastReported'), cell: (row) => cells.nowrap(dateTime(row.last_reported_at)) },
    {
      id: 'actions',
      header: t('flagged.actions'),
      hiddenHeader: true,
      cell: (row) => (
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
      ),
    },
  ];
}

/** `jobs/flagged-jobs`: reported jobs to triage; a job's reports are dismissed or it is unlisted. */
export function FlaggedJobsPage() {
  const { t } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const list = useListSearch(flaggedSearch);
  const { search } = list;
  const sort = search.sort ?? '-open_reports';
  const query = useQuery(flaggedJobsQuery(scope, { sort, page: search.page ?? 1, per_page: search.per_page ?? 25 }));
  const [opened, setOpened] = useState<FlaggedJob | null>(null);
  const model = useListTable({ rows: query.data?.data, columns: useFlaggedColumns(setOpened), rowId: (r) => r.job.id });

  return (
    <ListPage
      title={t('flagged.title')}
      toolbar={
        <ListToolbar
          align="center"
          search={
            <Text size="sm" c="dimmed">
              {t('flagged.intro')}
            </Text>
          }
          end={
            <Group gap="xs">
              <Text size="sm" fw={600} id="flagged-sort">
                {t('sort.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="flagged-sort"
                size="xs"
                value={sort}
                onChange={(v) => list.set({ sort: FLAGGED_SORTS.find((s) => s === v && s !== '-open_reports') })}
                data={[
                  { value: '-open_reports', label: t('flagged.sortReports') },
                  { value: '-last_reported_at', label: t('flagged.sortLatest') },
                ]}
              />
            </Group>
          }
        />
      }
      query={query}
      empty={{ icon: IconFlag, title: t('flagged.emptyTitle'), text: t('flagged.emptyText') }}
      paging={list}
      after={<ReportsDrawer jobId={opened?.job.id ?? null} onClose={() => setOpened(null)} />}
      table={{ model, label: t('flagged.title'), skeletonRows: 4 }}
    />
  );
}
