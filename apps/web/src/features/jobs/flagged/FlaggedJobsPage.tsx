import { Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { FlaggedJob } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../shared/ui/ListFooter.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { formAlert } from '../../auth/forms.js';
import { EmptyState } from '../../employers/components.js';
import { flaggedJobsQuery } from '../api.js';
import classes from '../list/jobs-list.module.css';
import { cleanSearch, type FlaggedSearch, flaggedSearch, JOB_PER_PAGE } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { FlaggedTable } from './FlaggedTable.js';
import { ReportsDrawer } from './ReportsDrawer.js';

/** `jobs/flagged-jobs`: reported jobs to triage; a job's reports are dismissed or it is unlisted. */
export function FlaggedJobsPage() {
  const { t } = useTranslation('jobs-list');
  const { scope, path } = useJobScope();
  const navigate = useNavigate();
  const search = flaggedSearch.parse(useSearch({ strict: false }));
  const sort = search.sort ?? '-open_reports';
  const list = useQuery(flaggedJobsQuery(scope, { sort, page: search.page ?? 1, per_page: search.per_page ?? 25 }));
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const [opened, setOpened] = useState<FlaggedJob | null>(null);

  function update(next: Partial<FlaggedSearch>, resetPage = true) {
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }

  return (
    <>
      <PageHeader
        title={t('flagged.title')}
        crumbs={[{ label: t('title'), to: path('jobs') }, { label: t('flagged.title') }]}
      />
      <Paper className="portal-surface" withBorder radius="md">
        <Group className={classes.toolbar} justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('flagged.intro')}
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={600} id="flagged-sort">
              {t('sort.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="flagged-sort"
              size="xs"
              value={sort}
              onChange={(v) => update({ sort: v === '-open_reports' ? undefined : (v as FlaggedSearch['sort']) })}
              data={[
                { value: '-open_reports', label: t('flagged.sortReports') },
                { value: '-last_reported_at', label: t('flagged.sortLatest') },
              ]}
            />
          </Group>
        </Group>

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconFlag}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState icon={IconFlag} title={t('flagged.emptyTitle')} text={t('flagged.emptyText')} />
        ) : (
          <FlaggedTable
            rows={rows}
            pending={list.isPending}
            fetching={list.isFetching}
            pathOf={(id) => path(`jobs/${id}`)}
            onOpen={setOpened}
          />
        )}

        {meta && meta.total > 0 && (
          <ListFooter
            meta={meta}
            perPageOptions={JOB_PER_PAGE}
            perPageLabel={t('list.perPage')}
            onPage={(p) => update({ page: p === 1 ? undefined : p }, false)}
            onPerPage={(perPage) => update({ per_page: perPage })}
          />
        )}
      </Paper>
      <ReportsDrawer jobId={opened?.job.id ?? null} onClose={() => setOpened(null)} />
    </>
  );
}
