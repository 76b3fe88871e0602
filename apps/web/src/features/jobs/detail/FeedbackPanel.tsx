import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconEye,
  IconEyeOff,
  IconMailQuestion,
  IconStar,
  IconStarFilled,
  IconThumbDown,
  IconThumbUp,
} from '@tabler/icons-react';
import { type AverageRating, checkAccess, type JobFeedback } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { errorText } from '../../../shared/list/error-text.js';
import { useStaffAbility } from '../../../shared/session/useStaffAbility.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { averageRatingQuery, jobFeedbackQuery, useFeedbackVisibility } from '../api.js';
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
  const awaiting = rating.data.awaiting_confirmation;
  // Hidden feedback is out of the count but still listed for staff; ratings awaiting their address's
  // confirmation are only counted: empty only when there is none of either.
  if (rating.data.count === 0 && list.data.meta.total === 0 && awaiting === 0) {
    return <EmptyState icon={IconStar} title={t('feedback.empty')} text={t('feedback.emptyText')} />;
  }
  return (
    <Stack gap="lg" p="lg">
      {rating.data.count > 0 ? (
        <Summary rating={rating.data} />
      ) : (
        <Text size="sm" c="dimmed">
          {list.data.meta.total > 0 ? t('feedback.allHidden') : t('feedback.noneCounted')}
        </Text>
      )}
      {awaiting > 0 && <Awaiting count={awaiting} />}
      {list.data.meta.total > 0 && (
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('feedback.list')}
          </Title>
          {list.data.data.map((entry) => (
            <Entry key={entry.id} entry={entry} jobId={jobId} />
          ))}
          {list.data.meta.last_page > 1 && (
            <Group justify="center">
              <Pagination total={list.data.meta.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Ratings whose address has not confirmed its mailed link: they count nowhere, so staff see only how
 * many there are (their words are unproven and may be made up), and why they are not in the list.
 */
function Awaiting({ count }: { count: number }) {
  const { t } = useTranslation('job-detail');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.awaiting}>
      <IconMailQuestion size={20} aria-hidden className={classes.awaitingIcon} />
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('feedback.awaiting', { count })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('feedback.awaitingHint')}
        </Text>
      </Stack>
    </Group>
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

/** Hide / Show of one entry, for the site's moderators (the right of triaging reports). */
function ModerateButton({ entry, jobId }: { entry: JobFeedback; jobId: string }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const canModerate = checkAccess(useStaffAbility(), 'update', 'flagged_jobs');
  const visibility = useFeedbackVisibility(scope, jobId);
  if (!canModerate) return null;
  const hide = !entry.hidden;
  const who = entry.author_name ?? t('feedback.anonymous');
  return (
    <Button
      size="compact-xs"
      variant={hide ? 'subtle' : 'default'}
      color={hide ? 'red' : undefined}
      leftSection={hide ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
      loading={visibility.isPending}
      aria-label={t(hide ? 'feedback.hideOne' : 'feedback.showOne', { name: who })}
      onClick={() =>
        visibility.mutate(
          { id: entry.id, hidden: hide },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t(hide ? 'feedback.hiddenDone' : 'feedback.shownDone') }),
            onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
          },
        )
      }
    >
      {t(hide ? 'feedback.hide' : 'feedback.show')}
    </Button>
  );
}

function Entry({ entry, jobId }: { entry: JobFeedback; jobId: string }) {
  const { t } = useTranslation('job-detail');
  const { date } = useFormat();
  return (
    <Stack gap={4} className={entry.hidden ? `${classes.report} ${classes.hiddenFeedback}` : classes.report}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Stars value={entry.rating} size={14} />
          <Text size="sm" fw={600}>
            {entry.author_name ?? t('feedback.anonymous')}
          </Text>
          {entry.hidden && (
            <Badge size="sm" variant="light" color="gray" radius="sm">
              {t('feedback.hiddenBadge')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {date(entry.created_at)}
          </Text>
          <ModerateButton entry={entry} jobId={jobId} />
        </Group>
      </Group>
      <div className={entry.hidden ? classes.struck : undefined}>
        {entry.recommend !== null && (
          <Text size="sm" c="dimmed">
            <VisuallyHidden>{t('feedback.outOf', { value: entry.rating })} · </VisuallyHidden>
            {entry.recommend ? (
              <IconThumbUp size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            ) : (
              <IconThumbDown size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            )}{' '}
            {entry.recommend ? t('feedback.recommends') : t('feedback.notRecommends')}
          </Text>
        )}
        {entry.recommend === null && <VisuallyHidden>{t('feedback.outOf', { value: entry.rating })}</VisuallyHidden>}
        {entry.additional_feedback && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.additional_feedback}
          </Text>
        )}
      </div>
    </Stack>
  );
}
