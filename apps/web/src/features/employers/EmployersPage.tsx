import { Button, Paper } from '@mantine/core';
import { IconBuildingStore, IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { checkAccess, EMPLOYER_BULK_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useRowSelection } from '../../shared/ui/useRowSelection.js';
import { formAlert } from '../auth/forms.js';
import { useAbility } from '../session/useAbility.js';
import { downloadEmployersCsv, employerListQuery, fieldOptionsQuery } from './api.js';
import { EmptyState, useOptionLabel, useTenant } from './components.js';
import { EmployerFilters } from './list/EmployerFilters.js';
import { EmployersTable } from './list/EmployersTable.js';
import { EnableBulkBar } from './list/EnableBulkBar.js';
import type { EmployerSort } from './list/SortHeader.js';
import { type EmployersSearch, employersSearch, exportQuery, listQuery, PER_PAGE_OPTIONS } from './search.js';
import { useSearchText } from './useSearchText.js';

/** `/{account}/{site}/employers`: search, filters, sort and paging live in the URL. */
export function EmployersPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const ability = useAbility();
  const navigate = useNavigate();
  const search = employersSearch.parse(useSearch({ strict: false }));
  const list = useQuery(employerListQuery(tenant, listQuery(search)));
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const selection = useRowSelection(rows, EMPLOYER_BULK_MAX);
  const [exporting, setExporting] = useState(false);

  const canUpdate = checkAccess(ability, 'update', 'employers');
  const canCreate = checkAccess(ability, 'create', 'employers');
  const canExport = checkAccess(ability, 'export', 'employers');

  function update(next: Partial<EmployersSearch>, resetPage = true) {
    const merged: EmployersSearch = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    selection.clear();
    void navigate({ to: '.', search: clean as never, replace: true });
  }

  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));
  const filtered = Boolean(search.q || search.type || search.status || search.industry);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadEmployersCsv(exportQuery(search));
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? '');
    } finally {
      setExporting(false);
    }
  }

  const industries = (options.data?.industries ?? []).map((o) => ({ value: o.value, label: industryLabel(o.value)! }));
  const newButton = canCreate && (
    <Button component={Link} to={tenant.path('employers/create')} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('actions.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          <>
            {canExport && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={exportCsv}
                loading={exporting}
              >
                {t('actions.export')}
              </Button>
            )}
            {newButton}
          </>
        }
      />
      <Paper className="portal-surface" withBorder radius="md">
        <EmployerFilters
          search={search}
          q={q}
          onQ={setQ}
          industries={industries}
          onChange={(next) => update(next)}
          onReset={() => {
            setQ('');
            void navigate({ to: '.', search: (search.sort ? { sort: search.sort } : {}) as never, replace: true });
          }}
        />

        {canUpdate && <EnableBulkBar chosen={selection.chosen} onClear={selection.clear} />}

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconBuildingStore}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          filtered ? (
            <EmptyState icon={IconSearch} title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
          ) : (
            <EmptyState
              icon={IconBuildingStore}
              title={t('list.emptyTitle')}
              text={t('list.emptyText')}
              action={newButton}
            />
          )
        ) : (
          <EmployersTable
            rows={rows}
            pending={list.isPending}
            fetching={list.isFetching}
            selection={canUpdate ? selection : null}
            sort={(search.sort ?? '-created_at') as EmployerSort}
            onSort={(sort) => update({ sort: sort as EmployersSearch['sort'] }, false)}
            pathOf={(employer) => tenant.path(`employers/${employer.id}`)}
            industryLabel={industryLabel}
          />
        )}

        {meta && meta.total > 0 && (
          <ListFooter
            meta={meta}
            perPageOptions={PER_PAGE_OPTIONS}
            perPageLabel={t('list.perPage')}
            onPage={(p) => update({ page: p === 1 ? undefined : p }, false)}
            onPerPage={(perPage) => update({ per_page: perPage })}
          />
        )}
      </Paper>
    </>
  );
}
