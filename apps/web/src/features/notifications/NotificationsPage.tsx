import { Button, Center, Loader, SegmentedControl, Stack } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { IMPERSONATION_TRAIL_KINDS } from '@talent/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { listControls } from '../../shared/list/useListSearch.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useIsImpersonating } from '../impersonation/useIsImpersonating.js';
import { invitationFocusOf, PendingInvitations } from '../invitations/PendingInvitations.js';
import {
  deleteNotification,
  type InboxFilter,
  inboxQuery,
  markAllRead,
  markNotification,
  NOTIFICATIONS_KEY,
} from './api.js';
import { NotificationItem } from './NotificationItem.js';
import classes from './notifications.module.css';

const PER_PAGE_OPTIONS = [10, 25, 50] as const;

/**
 * /notifications: the signed-in user's inbox, under the invitations waiting for an answer (mailed
 * and notified links point here, `?invitation=…&answer=…`). The bell's count follows every change.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const focus = invitationFocusOf(useSearch({ strict: false }));
  const client = useQueryClient();
  // The inbox's state stays in the page: its URL carries the invitation being answered.
  const [state, setState] = useState<{ filter?: InboxFilter | undefined; page?: number; per_page?: number }>({});
  const list = listControls(state, setState);
  const filter = state.filter ?? 'all';
  const inbox = useQuery(inboxQuery(filter, state.page ?? 1, state.per_page ?? PER_PAGE_OPTIONS[0]));
  const impersonating = useIsImpersonating();
  const refresh = () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const fail = (error: unknown) => showSnackbar('error', formAlert(error) ?? t('error'));

  const toggle = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markNotification(id, read),
    onSuccess: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => {
      showSnackbar('success', t('deleted'));
      return refresh();
    },
    onError: fail,
  });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      showSnackbar('success', t('allRead'));
      return refresh();
    },
    onError: fail,
  });

  const unread = inbox.data?.meta.unread ?? 0;
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button
            leftSection={<IconChecks size={16} />}
            variant="light"
            onClick={() => readAll.mutate()}
            loading={readAll.isPending}
            disabled={unread === 0}
          >
            {t('markAllRead')}
          </Button>
        }
      />
      <Stack gap="md">
        <PendingInvitations key={focus?.id ?? 'none'} focus={focus} />
        <ListBody
          toolbar={
            <SegmentedControl
              aria-label={t('show')}
              value={filter}
              onChange={(v) => list.set({ filter: v === 'unread' ? 'unread' : undefined })}
              data={[
                { value: 'all', label: t('all') },
                { value: 'unread', label: t('unreadCount', { count: unread }) },
              ]}
              w="fit-content"
            />
          }
          query={inbox}
          empty={{
            icon: IconBellOff,
            title: filter === 'unread' ? t('emptyUnread') : t('empty'),
            text: t('emptyText'),
          }}
          paging={{ ...list, perPageOptions: PER_PAGE_OPTIONS, perPageLabel: t('perPage') }}
        >
          {inbox.isPending ? (
            <Center py="xl">
              <Loader size="sm" role="status" aria-label={t('loading')} />
            </Center>
          ) : (
            <Stack gap="sm" component="ul" className={classes.list} aria-label={t('title')}>
              {inbox.data?.data.map((item) => (
                <li key={item.id}>
                  <NotificationItem
                    item={item}
                    locked={impersonating && IMPERSONATION_TRAIL_KINDS.includes(item.kind)}
                    onOpen={() => item.read_at === null && toggle.mutate({ id: item.id, read: true })}
                    onToggleRead={() => toggle.mutate({ id: item.id, read: item.read_at === null })}
                    onDelete={() => remove.mutate(item.id)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </ListBody>
      </Stack>
    </>
  );
}
