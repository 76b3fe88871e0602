import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../../features/notifications/useUnreadCount.js';
import classes from './header.module.css';

/** The bell, to the notification inbox; a badge with the unread count when there is any. */
export function NotificationsButton() {
  const { t } = useTranslation('layout');
  const unread = useUnreadCount();
  const label =
    unread > 0
      ? `${t('notifications.label')} (${t('notifications.unread', { count: unread })})`
      : t('notifications.label');
  const bell = <IconBell size={20} stroke={1.75} />;
  return (
    <ActionIcon
      component={Link}
      to="/notifications"
      variant="subtle"
      size="xl"
      radius="md"
      className={classes.iconButton}
      aria-label={label}
    >
      {unread > 0 ? (
        <Indicator label={unread > 99 ? '99+' : unread} size={16} offset={2} color="red.8">
          {bell}
        </Indicator>
      ) : (
        bell
      )}
    </ActionIcon>
  );
}
