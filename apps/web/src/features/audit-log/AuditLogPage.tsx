import { Badge, Code, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { ExportButton } from '../../shared/list/ExportButton.js';
import { ListPage } from '../../shared/list/ListPage.js';
import { ListSearchInput } from '../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { countSet } from '../../shared/list/search-params.js';
import { useListSearch } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { describeActivity } from '../activity/describe.js';
import { AuditLogFilters } from './AuditLogFilters.js';
import { auditLogQuery, downloadAuditCsv } from './api.js';
import classes from './audit-log.module.css';
import { AUDIT_FILTERS, AUDIT_PER_PAGE, auditLogSearch, auditQueryOf } from './search.js';

/** `/{account}/audit-log`: who did what in the account, newest first; filters live in the URL. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  // The sentences live under `activity:actions`: describeActivity reads them with that namespace first.
  const { t: tActivity } = useTranslation(['activity', 'employers']);
  const { dateTime } = useFormat();
  const ability = useAbility();
  const accountId = Number(useParams({ strict: false }).account);
  const list = useListSearch(auditLogSearch);
  const { search } = list;
  const query = auditQueryOf(search);
  const log = useQuery(auditLogQuery(accountId, query));
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const model = useListTable({
    rows: log.data?.data,
    rowId: (e) => e.id,
    columns: [
      {
        id: 'when',
        header: t('columns.when'),
        className: classes.when,
        cell: (e) => <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>,
      },
      {
        id: 'who',
        header: t('columns.who'),
        cell: (e) => (
          <>
            {e.actor ? (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {e.actor.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.actor.email}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('system')}
              </Text>
            )}
            {e.impersonator && (
              <Badge variant="light" color="orange" size="sm" mt={4} className={classes.badge}>
                {t('impersonatedBy', { name: e.impersonator.name })}
              </Badge>
            )}
          </>
        ),
      },
      {
        id: 'what',
        header: t('columns.what'),
        cell: (e) => (
          <>
            <Text size="sm">{describeActivity(e, tActivity)}</Text>
            <Code className={classes.code}>
              {e.action}
              {e.subject_id ? ` · ${e.subject_type} ${e.subject_id}` : ''}
            </Code>
          </>
        ),
      },
      {
        id: 'where',
        header: t('columns.where'),
        cell: (e) => (
          <>
            <Text size="sm">{e.site?.name ?? t('wholeAccount')}</Text>
            {e.ip && (
              <Text size="xs" c="dimmed">
                {t('ip', { ip: e.ip })}
              </Text>
            )}
          </>
        ),
      },
    ],
  });

  return (
    <ListPage
      title={t('title')}
      actions={checkAccess(ability, 'export', 'audit_log') && <ExportButton download={() => downloadAuditCsv(query)} />}
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('searchPlaceholder')} />}
          filters={<AuditLogFilters search={search} onChange={list.set} />}
          activeFilters={countSet(search, AUDIT_FILTERS)}
          filtered={Boolean(search.q) || countSet(search, AUDIT_FILTERS) > 0}
          onReset={() => list.reset(['per_page'])}
        />
      }
      query={log}
      empty={{ icon: IconHistory, title: t('empty'), text: t('emptyText') }}
      paging={{
        onPage: list.onPage,
        onPerPage: list.onPerPage,
        perPageOptions: AUDIT_PER_PAGE,
        perPageLabel: t('perPage'),
      }}
      table={{ model, label: t('title') }}
    />
  );
}
