import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { reviewQueueQuery } from './api.js';
import classes from './dashboard.module.css';

/** How many of the oldest jobs the card lists; the rest are in the queue itself. */
const SHOWN = 5;

/**
 * The review queue at the top of a moderator's dashboard: how many jobs wait, the oldest few (the
 * queue's own order) linking to each, and the way to the whole queue.
 */
export function ReviewQueueCard({
  accountId,
  siteId,
  queueHref,
}: {
  accountId: number;
  siteId: number;
  queueHref: string;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const query = useQuery(reviewQueueQuery(accountId, siteId, SHOWN));
  const total = query.data?.meta.total;
  const jobPath = (id: string) => `/${accountId}/${siteId}/jobs/${id}`;

  return (
    <section aria-labelledby="dashboard-review-queue" aria-busy={query.isPending}>
      <Card withBorder radius="md" padding="lg" className="portal-surface">
        <Group justify="space-between" align="center" gap="sm" mb="xs">
          <Group gap="sm" wrap="nowrap">
            <IconChecklist size={22} stroke={1.6} aria-hidden />
            <Title order={2} fz="h4" id="dashboard-review-queue">
              {t('queue.title')}
            </Title>
            {total !== undefined && (
              <Badge color="orange" variant="light" c="var(--mantine-color-text)" radius="sm" tt="none">
                {t('queue.waiting', { count: total, n: format.number(total) })}
              </Badge>
            )}
          </Group>
          <Text size="sm" className={classes.muted}>
            {t('queue.hint')}
          </Text>
        </Group>
        {query.isError ? (
          <Text size="sm" c="var(--mantine-color-error)">
            {t('queue.error')}
          </Text>
        ) : !query.data ? (
          <Stack gap="sm" py={4}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={36} radius="sm" />
            ))}
          </Stack>
        ) : query.data.data.length === 0 ? (
          <Text size="sm" className={classes.muted} py="xs">
            {t('queue.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap={0} m={0} p={0} className={classes.queueList}>
            {query.data.data.map((job) => (
              <li key={job.id} className={classes.queueItem}>
                <Anchor component={Link} to={jobPath(job.id)} fw={600} size="sm">
                  {job.title}
                </Anchor>
                <Text size="xs" className={classes.muted}>
                  {t(job.awaiting_employer ? 'queue.byAwaiting' : 'queue.by', {
                    employer: job.employer.name,
                    date: format.dateTime(job.published_at ?? job.updated_at),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {total !== undefined && total > 0 && (
          <Anchor component={Link} to={queueHref} fw={600} size="sm" mt="sm" className={classes.brandLink}>
            {t('queue.all', { count: total, n: format.number(total) })}
            <IconChevronRight size={16} className={`${classes.forward} ${classes.inlineIcon}`} aria-hidden />
          </Anchor>
        )}
      </Card>
    </section>
  );
}
