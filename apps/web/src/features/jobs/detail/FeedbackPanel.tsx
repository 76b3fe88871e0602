import { Alert, Center, Group, Loader, Pagination, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { AverageRating, JobFeedback } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { averageRatingQuery, jobFeedbackQuery } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { distributionPercents } from './facts.js';
import classes from './job-detail.module.css';

const PER_PAGE = 10;

/** Five stars, filled up to the rounded value; the number itself is said by the caller. */
function Stars({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <span className={classes.stars} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) =>
        n <= Math.round(value) ? <IconStarFilled key={n} size={size} /> : <IconStar key={n} size={size} />,
      )}
    </span>
  );
}

/** What job seekers said: the average with its spread, then each entry. */
export function FeedbackPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const [page, setPage] = useState(1);
  const rating = useQuery(averageRatingQuery(scope, jobId));
  const list = useQuery(jobFeedbackQuery(scope, jobId, { page, per_page: PER_PAGE }));

  if (rating.isPending || list.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (rating.isError || list.isError) {
    return (
      <Alert m="lg" color="red" variant="light" title={t('feedback.error')}>
        {formAlert(rating.error ?? list.error)}
      </Alert>
    );
  }
  if (rating.data.count === 0) {
    return <EmptyState icon={IconStar} title={t('feedback.empty')} text={t('feedback.emptyText')} />;
  }
  return (
    <Stack gap="lg" p="lg">
      <Summary rating={rating.data} />
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('feedback.list')}
        </Title>
        {list.data.data.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
        {list.data.meta.last_page > 1 && (
          <Group justify="center">
            <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

function Summary({ rating }: { rating: AverageRating }) {
  const { t } = useTranslation('job-detail');
  const { number } = useFormat();
  const average = rating.average ?? 0;
  const shown = number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percents = distributionPercents(rating.distribution);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap={4} miw={180}>
        <Text size="sm" c="dimmed">
          {t('feedback.average')}
        </Text>
        <Group gap="xs" align="center">
          <Text fz={36} fw={700} lh={1}>
            <span aria-hidden>{shown}</span>
            <VisuallyHidden>{t('feedback.outOf', { value: shown })}</VisuallyHidden>
          </Text>
          <Stars value={average} />
        </Group>
        <Text size="sm">{t('feedback.count', { count: rating.count })}</Text>
        {rating.recommend_percent !== null && (
          <Text size="sm" fw={600}>
            {t('feedback.recommend', { percent: number(rating.recommend_percent / 100, { style: 'percent' }) })}
          </Text>
        )}
      </Stack>
      <Stack gap={6} style={{ flex: '1 1 220px' }} aria-label={t('feedback.distribution')} role="group">
        {[5, 4, 3, 2, 1].map((stars) => (
          <div key={stars} className={classes.barRow}>
            <Text size="xs" c="dimmed">
              {t('feedback.stars', { count: stars })}
            </Text>
            <Progress
              value={percents[stars - 1] ?? 0}
              color="yellow"
              size="md"
              aria-label={t('feedback.bar', { stars, count: rating.distribution[stars - 1] ?? 0 })}
            />
            <Text size="xs" ta="end">
              {number(rating.distribution[stars - 1] ?? 0)}
            </Text>
          </div>
        ))}
      </Stack>
    </Group>
  );
}

function Entry({ entry }: { entry: JobFeedback }) {
  const { t } = useTranslation('job-detail');
  const { date } = useFormat();
  return (
    <Stack gap={4} className={classes.report}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Stars value={entry.rating} size={14} />
          <Text size="sm" fw={600}>
            {entry.author_name ?? t('feedback.anonymous')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {date(entry.created_at)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        <VisuallyHidden>{t('feedback.outOf', { value: entry.rating })} · </VisuallyHidden>
        {entry.recommend ? (
          <IconThumbUp size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        ) : (
          <IconThumbDown size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        )}{' '}
        {entry.recommend ? t('feedback.recommends') : t('feedback.notRecommends')}
      </Text>
      {entry.additional_feedback && (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.additional_feedback}
        </Text>
      )}
    </Stack>
  );
}
