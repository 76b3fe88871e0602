import { Button, Select, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { SiteForm, SiteFormSubmission } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { DayRangeFilter } from '../../../shared/list/DayRangeFilter.js';
import { ExportButton } from '../../../shared/list/ExportButton.js';
import { ListBody } from '../../../shared/list/ListBody.js';
import { ListTable } from '../../../shared/list/ListTable.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { countSet } from '../../../shared/list/search-params.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { downloadSubmissionsCsv, submissionsQuery } from '../api.js';
import { SubmissionDrawer } from './SubmissionDrawer.js';
import { filterOf, submissionsListQuery, submissionsSearch } from './search.js';

/** The Submissions tab: newest first, by version and days, each opened in a drawer; CSV of the filtered list. */
export function SubmissionsPanel({ form }: { form: SiteForm }) {
  const { t } = useTranslation('site-forms');
  const { dateTime } = useFormat();
  const { accountId, siteId } = useTenant();
  const list = useListSearch(submissionsSearch);
  const { search } = list;
  const query = useQuery(submissionsQuery({ accountId, siteId }, form.uuid, submissionsListQuery(search)));
  const [opened, setOpened] = useState<string | null>(null);
  const versions = Array.from({ length: form.published?.version ?? 0 }, (_, i) => String(i + 1)).reverse();
  const filtered = Boolean(search.version || search.from || search.to);

  const columns: ListColumn<SiteFormSubmission>[] = [
    {
      id: 'created_at',
      header: t('submissions.received'),
      cell: (s) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened(s.uuid)}
          aria-label={t('submissions.open', { date: dateTime(s.created_at) })}
        >
          {dateTime(s.created_at)}
        </Button>
      ),
    },
    { id: 'email', header: t('submissions.email'), cell: (s) => <Text size="sm">{s.email ?? '—'}</Text> },
    { id: 'version', header: t('submissions.version'), cell: (s) => <Text size="sm">{s.version}</Text> },
    {
      id: 'locale',
      header: t('submissions.language'),
      cell: (s) => <Text size="sm">{t(`languages.${s.locale}`)}</Text>,
    },
  ];
  const model = useListTable({ rows: query.data?.data, columns, rowId: (s) => s.uuid, resetKey: list.key });

  return (
    <>
      <ListBody
        toolbar={
          <ListToolbar
            filters={
              <>
                <Select
                  label={t('submissions.version')}
                  placeholder={t('submissions.allVersions')}
                  data={versions}
                  value={search.version ? String(search.version) : null}
                  onChange={(v) => list.set({ version: v ? Number(v) : undefined })}
                  clearable
                  style={{ flex: '0 1 160px' }}
                />
                <DayRangeFilter
                  from={search.from}
                  to={search.to}
                  labels={{ from: t('submissions.from'), to: t('submissions.to') }}
                  onChange={(change) => list.set(change)}
                />
              </>
            }
            activeFilters={countSet(search, ['version', 'from', 'to'])}
            filtered={filtered}
            onReset={() => list.reset(['per_page'])}
            end={<ExportButton download={() => downloadSubmissionsCsv(form.uuid, filterOf(search))} />}
          />
        }
        query={query}
        empty={{ icon: IconInbox, title: t('submissions.emptyTitle'), text: t('submissions.emptyText') }}
        noMatch={{ title: t('submissions.noMatchTitle'), text: t('submissions.noMatchText') }}
        filtered={filtered}
        paging={list}
      >
        <ListTable model={model} label={t('submissions.title')} pending={query.isPending} fetching={query.isFetching} />
      </ListBody>
      <SubmissionDrawer form={form} sid={opened} onClose={() => setOpened(null)} />
    </>
  );
}
