import { Badge, Paper, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { ListTable } from '../../shared/list/ListTable.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { listControls } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { pendingErasuresQuery } from './api.js';
import { usePrivacyLabels } from './labels.js';
import classes from './privacy.module.css';

const PER_PAGE = 10;

/**
 * Candidates the retention sweep marked, soonest due first, with why and whether their notice
 * went. Its page stays in the card: the page's URL belongs to the history below.
 */
export function PendingCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation('privacy');
  const { date, dateTime } = useFormat();
  const label = usePrivacyLabels();
  const [state, setState] = useState<{ page?: number | undefined }>({});
  const list = listControls(state, setState);
  const pending = useQuery(pendingErasuresQuery(accountId, { page: state.page ?? 1, per_page: PER_PAGE }));
  const model = useListTable({
    rows: pending.data?.data,
    rowId: (row) => row.seeker_id,
    columns: [
      {
        id: 'name',
        header: t('pending.columns.name'),
        cell: (row) => (
          <div>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="xs" dir="ltr" className={`${classes.muted} ${classes.email}`}>
              {row.email}
            </Text>
          </div>
        ),
      },
      { id: 'site', header: t('pending.columns.site'), cell: (row) => row.site_name },
      {
        id: 'due',
        header: t('pending.columns.due'),
        cell: (row) => <time dateTime={row.due_at}>{date(row.due_at)}</time>,
      },
      {
        id: 'reason',
        header: t('pending.columns.reason'),
        cell: (row) => (
          <Badge
            variant="dot"
            color={row.reason === 'no_consent' ? 'grape' : 'gray'}
            radius="sm"
            tt="none"
            c="var(--mantine-color-text)"
          >
            {label.reason(row.reason)}
          </Badge>
        ),
      },
      {
        id: 'notice',
        header: t('pending.columns.notice'),
        cell: (row) => (row.notice_sent_at ? dateTime(row.notice_sent_at) : t('pending.noticeWaiting')),
      },
    ],
  });

  return (
    <Paper className="portal-surface" withBorder radius="md" component="section" aria-labelledby="privacy-pending">
      <ListBody
        toolbar={
          <ListToolbar
            title={
              <Title order={2} fz="h4" id="privacy-pending">
                {t('pending.title')}
              </Title>
            }
          />
        }
        query={pending}
        empty={{ icon: IconUserCheck, title: t('pending.emptyTitle'), text: t('pending.emptyText') }}
        paging={{ onPage: list.onPage }}
      >
        <ListTable
          model={model}
          label={t('pending.title')}
          pending={pending.isPending}
          fetching={pending.isFetching}
          skeletonRows={PER_PAGE}
        />
      </ListBody>
    </Paper>
  );
}
