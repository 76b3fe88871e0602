import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import classes from '../list/jobs-list.module.css';
import { useJobCells } from '../list/useJobColumns.js';
import { changedRows } from '../review/job-changes.js';
import { useChangeLabels } from '../review/useChangeLabels.js';
import { useJobScope } from '../useJobScope.js';

/**
 * The queue's columns; a job opens with the queue's search, which its "Next in queue" keeps to. An
 * edit says what it changes and opens its comparison (`onCompare`).
 */
export function useHoldColumns(q: string | undefined, onCompare: (job: Job) => void): ListColumn<Job>[] {
  const { t } = useTranslation('jobs-list');
  const { dateTime } = useFormat();
  const { path } = useJobScope();
  const cells = useJobCells();
  const labels = useChangeLabels();
  return [
    {
      id: 'title',
      header: t('fields.title'),
      className: classes.title,
      cell: (job) => (
        <Anchor
          component={Link}
          to={path(`jobs/${job.id}`)}
          search={(q ? { queue: q } : {}) as never}
          fw={600}
          size="sm"
        >
          {job.title}
        </Anchor>
      ),
    },
    {
      id: 'employer',
      header: t('fields.employer'),
      cell: (job) => (
        <>
          <Text size="sm">{job.employer.name}</Text>
          {job.awaiting_employer && (
            <Text size="xs" c="dimmed">
              {t('list.awaitingEmployer')}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'review',
      header: t('hold.review'),
      cell: (job) =>
        job.pending_edit ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">
              {t('hold.edit', {
                fields: changedRows(job.pending_edit.changed)
                  .map((r) => labels[r])
                  .join(', '),
              })}
            </Text>
            <Button
              variant="light"
              size="compact-xs"
              leftSection={<IconArrowsDiff size={14} aria-hidden />}
              onClick={() => onCompare(job)}
              aria-label={t('hold.compareNamed', { title: job.title })}
            >
              {t('hold.compare')}
            </Button>
          </Stack>
        ) : (
          <Text size="sm">{t('hold.newJob')}</Text>
        ),
    },
    cells.workType,
    cells.pay,
    cells.endDate,
    {
      id: 'submitted',
      header: t('hold.submitted'),
      cell: (job) => cells.nowrap(dateTime(job.pending_edit?.submitted_at ?? job.published_at ?? job.updated_at)),
    },
  ];
}
