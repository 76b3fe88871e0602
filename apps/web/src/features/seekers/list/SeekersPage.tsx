import { IconUserSearch } from '@tabler/icons-react';
import { checkAccess, SEEKER_BULK_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
import { downloadSeekersCsv, seekerListQuery } from '../api.js';
import { isFiltered, SEEKER_FILTERS, seekerFiltersOf, seekerListQueryOf, seekersSearch } from '../search.js';
import { SeekerFilters } from './SeekerFilters.js';
import { SeekersBulkBar } from './SeekersBulkBar.js';
import { useSeekerColumns } from './useSeekerColumns.js';

/** `/{account}/{site}/seekers`: the site's candidates; search, filters, sort and page in the URL. */
export function SeekersPage() {
  const { t } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const ability = useAbility();
  const list = useListSearch(seekersSearch);
  const { search } = list;
  const query = useQuery(seekerListQuery({ accountId, siteId }, seekerListQueryOf(search)));
  const canUpdate = checkAccess(ability, 'update', 'seekers');
  const model = useListTable({
    rows: query.data?.data,
    columns: useSeekerColumns(),
    rowId: (s) => s.id,
    selection: canUpdate && { max: SEEKER_BULK_MAX },
    resetKey: list.key,
  });
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));

  return (
    <ListPage
      title={t('title')}
      actions={
        checkAccess(ability, 'export', 'seekers') && (
          <ExportButton download={() => downloadSeekersCsv(seekerFiltersOf(search))} />
        )
      }
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          filters={<SeekerFilters search={search} onChange={list.set} />}
          activeFilters={countSet(search, SEEKER_FILTERS)}
          filtered={isFiltered(search)}
          onReset={() => list.reset(['sort', 'per_page'])}
        />
      }
      bulkBar={canUpdate && <SeekersBulkBar chosen={model.chosen} onClear={model.clearSelection} />}
      query={query}
      empty={{ icon: IconUserSearch, title: t('empty'), text: t('emptyText') }}
      noMatch={{ title: t('emptyFiltered'), text: t('emptyFilteredText') }}
      filtered={isFiltered(search)}
      paging={{ onPage: list.onPage, onPerPage: list.onPerPage, perPageLabel: t('perPage') }}
      table={{
        model,
        label: t('title'),
        selectAllLabel: t('select.all'),
        rowLabel: (s) => t('select.one', { name: s.name }),
      }}
    />
  );
}
