import { Button, Paper, SegmentedControl, Text } from '@mantine/core';
import { IconDownload, IconFileCv, IconLayoutKanban, IconList } from '@tabler/icons-react';
import { APPLICATION_BULK_MAX, checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanSearch } from '../../shared/list/search-params.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useRowSelection } from '../../shared/ui/useRowSelection.js';
import { formAlert } from '../auth/forms.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { useAbility } from '../session/useAbility.js';
import { ApplicationFilters } from './ApplicationFilters.js';
import { ApplicationsBoard } from './ApplicationsBoard.js';
import { ApplicationsBulkBar } from './ApplicationsBulkBar.js';
import { ApplicationsTable } from './ApplicationsTable.js';
import { applicationListQuery, downloadApplicationsCsv, stagesQuery } from './api.js';
import classes from './applications.module.css';
import {
  APPLICATION_PER_PAGE,
  type ApplicationsSearch,
  applicationFiltersOf,
  applicationListQueryOf,
  applicationsSearch,
  isFiltered,
} from './search.js';

/** `/{account}/{site}/applications`: list or board; filters, sort, page and view live in the URL. */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const navigate = useNavigate();
  const search = applicationsSearch.parse(useSearch({ strict: false }));
  const board = search.view === 'board';
  const list = useQuery({ ...applicationListQuery(scope, applicationListQueryOf(search)), enabled: !board });
  const stages = useQuery(stagesQuery(scope));
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(rows, APPLICATION_BULK_MAX);
  const [exporting, setExporting] = useState(false);
  const canUpdate = checkAccess(ability, 'update', 'applications');
  const stageName = (key: string | null) =>
    stages.data?.find((s) => s.key === key)?.name ?? stages.data?.[0]?.name ?? '';

  function update(next: Partial<ApplicationsSearch>, resetPage = true) {
    selection.clear();
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadApplicationsCsv(applicationFiltersOf(search));
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? t('error'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          checkAccess(ability, 'export', 'applications') && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('export')}
            </Button>
          )
        }
      />
      <SegmentedControl
        mb="md"
        aria-label={t('view.label')}
        value={board ? 'board' : 'list'}
        onChange={(v) => update({ view: v === 'board' ? 'board' : undefined })}
        data={[
          {
            value: 'list',
            label: (
              <span className={classes.viewOption}>
                <IconList size={14} aria-hidden /> {t('view.list')}
              </span>
            ),
          },
          {
            value: 'board',
            label: (
              <span className={classes.viewOption}>
                <IconLayoutKanban size={14} aria-hidden /> {t('view.board')}
              </span>
            ),
          },
        ]}
      />
      <Paper withBorder radius="md" mb="md">
        <ApplicationFilters search={search} stages={stages.data ?? []} update={update} />
        {board ? null : (
          <>
            {canUpdate && <ApplicationsBulkBar scope={scope} chosen={selection.chosen} onClear={selection.clear} />}
            {list.isError ? (
              <Text c="var(--mantine-color-error)" p="md">
                {formAlert(list.error) ?? t('error')}
              </Text>
            ) : !list.isPending && rows.length === 0 ? (
              <EmptyState
                icon={IconFileCv}
                title={isFiltered(search) ? t('emptyFiltered') : t('empty')}
                text={isFiltered(search) ? t('emptyFilteredText') : t('emptyText')}
              />
            ) : (
              <ApplicationsTable
                rows={rows}
                loading={list.isPending || list.isFetching}
                path={path}
                stageName={stageName}
                showEmployer={scope.employerId === null}
                selection={canUpdate ? selection : undefined}
                sort={search.sort ?? '-created_at'}
                onSort={(sort) => update({ sort })}
                label={t('title')}
              />
            )}
            {list.data && list.data.meta.total > 0 && (
              <ListFooter
                meta={list.data.meta}
                perPageOptions={APPLICATION_PER_PAGE}
                perPageLabel={t('perPage')}
                onPage={(page) => update({ page }, false)}
                onPerPage={(n) => update({ per_page: n })}
              />
            )}
          </>
        )}
      </Paper>
      {board && <ApplicationsBoard scope={scope} filters={applicationFiltersOf(search)} path={path} />}
    </>
  );
}
