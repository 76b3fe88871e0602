import { Anchor, Text } from '@mantine/core';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import { usePayText } from '../components/usePayText.js';
import { useJobScope } from '../useJobScope.js';
import classes from './jobs-list.module.css';

/** The columns the jobs list and the jobs on hold share, by name. */
export function useJobCells() {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { date } = useFormat();
  const { path } = useJobScope();
  const payOf = usePayText();
  const nowrap = (text: string) => (
    <Text size="sm" className={classes.nowrap}>
      {text}
    </Text>
  );
  return {
    link: (job: Pick<Job, 'id' | 'title'>) => (
      <Anchor component={Link} to={path(`jobs/${job.id}`)} fw={600} size="sm">
        {job.title}
      </Anchor>
    ),
    workType: {
      id: 'work_type',
      header: t('fields.workType'),
      cell: (job) => <Text size="sm">{job.work_type ? tj(`workType.${job.work_type}`) : '—'}</Text>,
    } satisfies ListColumn<Job>,
    pay: { id: 'pay', header: t('fields.pay'), cell: (job) => nowrap(payOf(job) ?? '—') } satisfies ListColumn<Job>,
    endDate: {
      id: 'end_date',
      header: t('fields.endDate'),
      cell: (job) => nowrap(job.end_date ? date(`${job.end_date}T00:00:00`) : '—'),
    } satisfies ListColumn<Job>,
    nowrap,
  };
}

/** The jobs list's columns; the employer column only for staff (an employer sees its own jobs). */
export function useJobColumns(staff: boolean): (ListColumn<Job> | false)[] {
  const { t } = useTranslation('jobs-list');
  const { date, number } = useFormat();
  const cells = useJobCells();
  return [
    {
      id: 'title',
      header: t('fields.title'),
      sortable: true,
      className: classes.title,
      cell: (job) => (
        <div>
          {cells.link(job)}
          {job.reference_number && (
            <Text size="xs" c="dimmed">
              {t('fields.reference', { ref: job.reference_number })}
            </Text>
          )}
        </div>
      ),
    },
    staff && {
      id: 'employer',
      header: t('fields.employer'),
      cell: (job) => <Text size="sm">{job.employer.name}</Text>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortable: true,
      cell: (job) => (
        <div className={classes.status}>
          <JobStatusBadge status={job.status} />
          {job.unlisted && job.unlisted.by !== 'employer' && (
            <Text size="xs" c="dimmed" mt={2}>
              {t(job.unlisted.by === 'moderation' ? 'list.unlistedByModeration' : 'list.unlistedByStaff')}
            </Text>
          )}
          {job.awaiting_employer && (
            <Text size="xs" c="dimmed" mt={2}>
              {t('list.awaitingEmployer')}
            </Text>
          )}
          {job.pending_edit && (
            <Text size="xs" c="dimmed" mt={2}>
              {t('list.editInReview')}
            </Text>
          )}
        </div>
      ),
    },
    cells.workType,
    cells.pay,
    {
      id: 'rating',
      header: t('fields.rating'),
      cell: (job) =>
        job.rating.average === null ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Text size="sm" className={classes.nowrap}>
            <span aria-hidden>★ </span>
            {t('list.rating', {
              average: number(job.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              count: number(job.rating.count),
            })}
          </Text>
        ),
    },
    { ...cells.endDate, sortable: true },
    {
      id: 'created_at',
      header: t('fields.created'),
      sortable: true,
      cell: (job) => cells.nowrap(date(job.created_at)),
    },
  ];
}
