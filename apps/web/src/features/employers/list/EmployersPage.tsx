import { Button } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { checkAccess, EMPLOYER_BULK_MAX, EMPLOYER_SORTS } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { ExportButton } from '../../../shared/list/ExportButton.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListSearchInput } from '../../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { countSet } from '../../../shared/list/search-params.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { downloadEmployersCsv, employerListQuery, fieldOptionsQuery } from '../api.js';
import { EMPLOYER_FILTERS, employersSearch, exportQuery, isFiltered, listQuery } from '../search.js';
import { EmployerFilters } from './EmployerFilters.js';
import { EnableBulkBar } from './EnableBulkBar.js';
import { useEmployerColumns } from './useEmployerColumns.js';

/** `/{account}/{site}/employers`: search, filters, sort and paging live in the URL. */
export function EmployersPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const ability = useAbility();
  const list = useListSearch(employersSearch);
  const { search } = list;
  const query = useQuery(employerListQuery(tenant, listQuery(search)));
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const canUpdate = checkAccess(ability, 'update', 'employers');
  const model = useListTable({
    rows: query.data?.data,
    columns: useEmployerColumns('list'),
    rowId: (employer) => employer.id,
    sort: {
      value: search.sort ?? '-created_at',
      values: EMPLOYER_SORTS,
      onChange: (sort) => list.set({ sort }, { keepPage: true }),
    },
    selection: canUpdate && { max: EMPLOYER_BULK_MAX },
    resetKey: list.key,
  });
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));

  const industries = (options.data?.industries ?? []).map((o) => ({ value: o.value, label: industryLabel(o.value)! }));
  const newButton = checkAccess(ability, 'create', 'employers') && (
    <Button component={Link} to={tenant.path('employers/create')} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('actions.new')}
    </Button>
  );

  return (
    <ListPage
      title={t('title')}
      actions={
        <>
          {checkAccess(ability, 'export', 'employers') && (
            <ExportButton download={() => downloadEmployersCsv(exportQuery(search))} />
          )}
          {newButton}
        </>
      }
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          filters={<EmployerFilters search={search} industries={industries} onChange={list.set} />}
          activeFilters={countSet(search, EMPLOYER_FILTERS)}
          filtered={isFiltered(search)}
          onReset={() => list.reset(['sort'])}
        />
      }
      bulkBar={canUpdate && <EnableBulkBar chosen={model.chosen} onClear={model.clearSelection} />}
      query={query}
      empty={{ icon: IconBuildingStore, title: t('list.emptyTitle'), text: t('list.emptyText'), action: newButton }}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      filtered={isFiltered(search)}
      paging={list}
      table={{ model, label: t('title'), selectAllLabel: t('list.selectAll'), rowName: (employer) => employer.name }}
    />
  );
}
