import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { type ApplicationRow, stagesQuery } from '../api.js';
import classes from '../applications.module.css';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge.js';

/**
 * The columns of an applications table: candidate, job, employer (staff), stage, status, rating and
 * date. The applications list sorts by candidate, status and date; a job's or candidate's tab leaves
 * the column it is about out.
 */
export function useApplicationColumns({
  showJob = true,
  showEmployer,
  sortable = false,
}: {
  showJob?: boolean;
  showEmployer: boolean;
  sortable?: boolean;
}): (ListColumn<ApplicationRow> | false)[] {
  const { t } = useTranslation('applications');
  const { date, number } = useFormat();
  const { scope, path } = useJobScope();
  const stages = useQuery(stagesQuery(scope));
  // An application without a stage is in the pipeline's first one.
  const stageName = (key: string | null) =>
    stages.data?.find((s) => s.key === key)?.name ?? stages.data?.[0]?.name ?? '';

  return [
    {
      id: 'seeker',
      header: t('columns.candidate'),
      sortable,
      cell: (a) => (
        <Stack gap={0}>
          <Anchor component={Link} to={path(`applications/${a.id}/overview`)} fw={600} size="sm">
            {a.seeker.name}
          </Anchor>
          <Text size="xs" c="dimmed" dir="ltr" className={classes.email}>
            {a.seeker.email}
          </Text>
        </Stack>
      ),
    },
    showJob && { id: 'job', header: t('columns.job'), cell: (a) => <Text size="sm">{a.job.title}</Text> },
    showEmployer && {
      id: 'employer',
      header: t('columns.employer'),
      cell: (a) => <Text size="sm">{a.employer.name}</Text>,
    },
    { id: 'stage', header: t('columns.stage'), cell: (a) => <Text size="sm">{stageName(a.stage)}</Text> },
    {
      id: 'status',
      header: t('columns.status'),
      sortable,
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <ApplicationStatusBadge status={a.status} />
          {!a.enabled && (
            <Badge variant="outline" color="gray" size="sm" className={classes.badge}>
              {t('disabled')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'rating',
      header: t('columns.rating'),
      cell: (a) =>
        a.rating.average === null ? (
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
        ),
    },
    {
      id: 'created_at',
      header: t('columns.applied'),
      sortable,
      cell: (a) => (
        <Text size="sm">
          <time dateTime={a.created_at}>{date(a.created_at)}</time>
        </Text>
      ),
    },
  ];
}
