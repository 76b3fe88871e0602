import { Badge, Paper, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_ORIGINS, type PrivacyRequest } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { EnumFilter } from '../../shared/list/EnumFilter.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { ListTable } from '../../shared/list/ListTable.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { countSet } from '../../shared/list/search-params.js';
import { useListSearch } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { privacyRequestsQuery } from './api.js';
import { usePrivacyLabels } from './labels.js';
import classes from './privacy.module.css';
import { privacySearch } from './search.js';

const PER_PAGE = 10;
const STATUS_COLORS: Record<PrivacyRequest['status'], string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

/**
 * Every erasure and export of the account, newest first: what, who asked (staff, the candidate,
 * the sweep), who did it and why, when, and how it ended. An erased candidate has no name here.
 */
export function HistoryCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation('privacy');
  const { dateTime } = useFormat();
  const label = usePrivacyLabels();
  const list = useListSearch(privacySearch);
  const { search } = list;
  const query = useQuery(
    privacyRequestsQuery(accountId, {
      page: search.page ?? 1,
      per_page: PER_PAGE,
      ...(search.kind ? { kind: search.kind } : {}),
      ...(search.origin ? { origin: search.origin } : {}),
    }),
  );
  const filtered = Boolean(search.kind || search.origin);
  const model = useListTable({
    rows: query.data?.data,
    rowId: (row) => row.id,
    resetKey: list.key,
    columns: [
      {
        id: 'kind',
        header: t('history.columns.kind'),
        cell: (row) => (
          <Text size="sm" fw={600}>
            {label.kind(row.kind)}
          </Text>
        ),
      },
      {
        id: 'candidate',
        header: t('history.columns.candidate'),
        cell: (row) =>
          row.seeker_name ?? (
            <Text span size="sm" fs="italic" className={classes.muted}>
              {t('history.erasedCandidate')}
            </Text>
          ),
      },
      { id: 'site', header: t('history.columns.site'), cell: (row) => row.site_name },
      { id: 'origin', header: t('history.columns.origin'), cell: (row) => label.origin(row.origin) },
      {
        id: 'actor',
        header: t('history.columns.actor'),
        cell: (row) => row.actor_name ?? (row.origin === 'staff' ? null : label.origin(row.origin)),
      },
      { id: 'reason', header: t('history.columns.reason'), cell: (row) => row.reason },
      {
        id: 'when',
        header: t('history.columns.when'),
        cell: (row) => <time dateTime={row.created_at}>{dateTime(row.created_at)}</time>,
      },
      {
        id: 'status',
        header: t('history.columns.status'),
        cell: (row) => (
          // A dot badge: the colour is in the dot, the text keeps body colour (its own contrast).
          <Badge variant="dot" radius="sm" tt="none" color={STATUS_COLORS[row.status]} c="var(--mantine-color-text)">
            {label.status(row.status)}
          </Badge>
        ),
      },
    ],
  });

  return (
    <Paper className="portal-surface" withBorder radius="md" component="section" aria-labelledby="privacy-history">
      <ListBody
        toolbar={
          <ListToolbar
            title={
              <Title order={2} fz="h4" id="privacy-history">
                {t('history.title')}
              </Title>
            }
            filters={
              <>
                <EnumFilter
                  label={t('history.filters.kind')}
                  placeholder={t('history.filters.all')}
                  values={PRIVACY_REQUEST_KINDS}
                  optionLabel={(kind) => label.kind(kind)}
                  value={search.kind}
                  onChange={(kind) => list.set({ kind })}
                />
                <EnumFilter
                  label={t('history.filters.origin')}
                  placeholder={t('history.filters.all')}
                  values={PRIVACY_REQUEST_ORIGINS}
                  optionLabel={(origin) => label.origin(origin)}
                  value={search.origin}
                  onChange={(origin) => list.set({ origin })}
                />
              </>
            }
            activeFilters={countSet(search, ['kind', 'origin'])}
            filtered={filtered}
            onReset={() => list.reset()}
          />
        }
        query={query}
        empty={{ icon: IconHistory, title: t('history.emptyTitle'), text: t('history.emptyText') }}
        noMatch={{ title: t('history.noMatchTitle'), text: t('history.noMatchText') }}
        filtered={filtered}
        paging={{ onPage: list.onPage }}
      >
        <ListTable
          model={model}
          label={t('history.title')}
          pending={query.isPending}
          fetching={query.isFetching}
          skeletonRows={PER_PAGE}
        />
      </ListBody>
    </Paper>
  );
}
