import { Center, Loader, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format.js';

/** What happened to one thing (an application, an employer), newest first: one item a happening. */
export function EventTimeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label={label}>
      {children}
    </Timeline>
  );
}

/** One happening: what, then who and when (and what the page adds: "e-mailed"). */
export function EventItem({
  title,
  who,
  at,
  children,
  ...item
}: {
  title: string;
  /** "by Ana", already translated. */
  who: string;
  /** ISO time. */
  at: string;
  children?: ReactNode;
}) {
  const { dateTime } = useFormat();
  return (
    <Timeline.Item {...item} title={<Text size="sm">{title}</Text>}>
      <Text size="xs" c="dimmed">
        {who}
        {' · '}
        <time dateTime={at}>{dateTime(at)}</time>
        {children}
      </Text>
    </Timeline.Item>
  );
}

/** The timeline while it loads. */
export function EventsLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
}
