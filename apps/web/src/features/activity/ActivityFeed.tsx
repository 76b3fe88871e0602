import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { EventItem, EventsLoading, EventTimeline } from '../../shared/ui/EventTimeline.js';
import { type ActivitySource, activityQuery } from './api.js';
import { describeActivity } from './describe.js';

/** What happened to one thing, newest first, from the audit log; more on request. */
export function ActivityFeed({ queryKey, source }: { queryKey: readonly unknown[]; source: ActivitySource }) {
  const { t } = useTranslation(['activity', 'employers']);
  const feed = useInfiniteQuery(activityQuery(queryKey, source));

  if (feed.isPending) {
    return <EventsLoading label={t('loading')} />;
  }
  if (feed.isError) {
    return (
      <Alert color="red" variant="light" title={t('error')}>
        {formAlert(feed.error)}
      </Alert>
    );
  }
  const entries = feed.data.pages.flatMap((p) => p.data);
  if (!entries.length) {
    return (
      <Stack align="center" gap={4} py="xl">
        <IconHistory size={28} stroke={1.5} aria-hidden />
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <EventTimeline label={t('title')}>
        {entries.map((entry) => (
          <EventItem
            key={entry.id}
            title={describeActivity(entry, t)}
            who={
              entry.actor
                ? entry.impersonator
                  ? t('byImpersonated', { name: entry.actor.name, staff: entry.impersonator.name })
                  : t('by', { name: entry.actor.name })
                : t('bySystem')
            }
            at={entry.created_at}
          />
        ))}
      </EventTimeline>
      {feed.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
