import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import classes from './jobs-list.module.css';
import { usePayRange } from './usePayRange.js';

/** One job of the list; `data-label` names each cell when the table stacks on a narrow screen. */
export function JobRow({
  job,
  to,
  showEmployer,
  selectable,
  checked,
  onCheck,
}: {
  job: Job;
  to: string;
  showEmployer: boolean;
  selectable: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { date, number } = useFormat();
  const pay = usePayRange()(job);
  return (
    <Table.Tr className={checked ? classes.selected : undefined}>
      {selectable && (
        <Table.Td data-label={t('list.selectColumn')}>
          <Checkbox
            aria-label={t('list.select', { name: job.title })}
            checked={checked}
            onChange={(e) => onCheck(e.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <Table.Td data-label={t('fields.title')} className={classes.title}>
        <div>
          <Anchor component={Link} to={to} fw={600} size="sm">
            {job.title}
          </Anchor>
          {job.reference_number && (
            <Text size="xs" c="dimmed">
              {t('fields.reference', { ref: job.reference_number })}
            </Text>
          )}
        </div>
      </Table.Td>
      {showEmployer && (
        <Table.Td data-label={t('fields.employer')}>
          <Text size="sm">{job.employer.name}</Text>
        </Table.Td>
      )}
      <Table.Td data-label={t('fields.status')}>
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
        </div>
      </Table.Td>
      <Table.Td data-label={t('fields.workType')}>
        <Text size="sm">{job.work_type ? tj(`workType.${job.work_type}`) : '—'}</Text>
      </Table.Td>
      <Table.Td data-label={t('fields.pay')}>
        <Text size="sm" className={classes.nowrap}>
          {pay ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('fields.rating')}>
        {job.rating.average === null ? (
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
        )}
      </Table.Td>
      <Table.Td data-label={t('fields.endDate')}>
        <Text size="sm" className={classes.nowrap}>
          {job.end_date ? date(`${job.end_date}T00:00:00`) : '—'}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('fields.created')}>
        <Text size="sm" className={classes.nowrap}>
          {date(job.created_at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
