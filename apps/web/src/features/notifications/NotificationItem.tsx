import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingStore,
  IconCircleCheck,
  IconCircleDot,
  IconCoins,
  IconFileCv,
  IconMailOpened,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserShield,
  IconUserX,
  IconWebhook,
  IconX,
} from '@tabler/icons-react';
import type { Notification, NotificationKind } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import classes from './notifications.module.css';

const ICONS: Record<NotificationKind, typeof IconBriefcase> = {
  employer_on_hold: IconBuildingStore,
  job_on_hold: IconBriefcase,
  job_rejected: IconX,
  job_edit_pending: IconPencil,
  job_edit_rejected: IconX,
  job_flagged: IconAlertTriangle,
  credits_purchased: IconCoins,
  application_received: IconFileCv,
  impersonated: IconUserShield,
  invitation_received: IconMailOpened,
  invitation_accepted: IconUserCheck,
  invitation_declined: IconUserX,
  webhook_failed: IconWebhook,
};

/**
 * One notification: what, when, where to go, and its read and delete actions. `locked`: a notice
 * that someone acted as the reader, seen by that someone: only the reader may read it away.
 */
export function NotificationItem({
  item,
  locked = false,
  onOpen,
  onToggleRead,
  onDelete,
}: {
  item: Notification;
  locked?: boolean;
  onOpen: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { dateTime } = useFormat();
  const unread = item.read_at === null;
  const Icon = ICONS[item.kind];
  const readLabel = unread ? t('markRead', { subject: item.subject }) : t('markUnread', { subject: item.subject });
  return (
    <Paper withBorder radius="md" p="md" className={classes.item} data-unread={unread || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <Icon size={18} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={2} className={classes.body}>
          <Group gap={6} wrap="nowrap">
            {unread && <span className={classes.dot} aria-hidden />}
            <Text fw={unread ? 700 : 500} size="sm">
              {item.link ? (
                <Anchor component={Link} to={item.link} onClick={onOpen} c="inherit" underline="hover">
                  {item.subject}
                </Anchor>
              ) : (
                item.subject
              )}
              {unread && <VisuallyHidden>{` (${t('unread')})`}</VisuallyHidden>}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {item.content}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={item.notified_at}>{dateTime(item.notified_at)}</time>
          </Text>
          {locked && (
            <Text size="xs" c="dimmed" fs="italic">
              {t('trailLocked')}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={unread ? t('markReadShort') : t('markUnreadShort')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={readLabel}
              onClick={onToggleRead}
              disabled={locked && unread}
            >
              {unread ? <IconCircleCheck size={18} /> : <IconCircleDot size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('deleteShort')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete', { subject: item.subject })}
              onClick={onDelete}
              disabled={locked}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
