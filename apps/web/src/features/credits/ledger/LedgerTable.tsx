import { IconReceipt } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/list/ExportButton.js';
import { ListBody } from '../../../shared/list/ListBody.js';
import { ListTable } from '../../../shared/list/ListTable.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { countSet } from '../../../shared/list/search-params.js';
import type { ListSearch } from '../../../shared/list/useListSearch.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { type CreditScope, downloadLedgerCsv, ledgerQuery } from '../api.js';
import { LEDGER_FILTERS, type LedgerFilters, ledgerExportQuery, ledgerQueryOf } from '../search.js';
import { LedgerFilterFields } from './LedgerFilterFields.js';
import { useLedgerColumns } from './useLedgerColumns.js';

/**
 * The credit ledger (transactions) with its filters, paging and CSV export; render it inside a
 * `Paper className="portal-surface"`. The caller owns the filters: the URL search
 * (`useListSearch(LedgerFilters)`), or a tab's own state (`listControls(filters, setFilters)`).
 * Staff pass `employerId` (one employer's ledger; omit it for every employer of the site) and
 * `showEmployer` to add the employer column. An employer user passes neither: the API answers for
 * the selected employer.
 */
export function LedgerTable({
  scope,
  list,
  employerId = null,
  showEmployer = false,
}: {
  scope: CreditScope;
  list: ListSearch<LedgerFilters>;
  employerId?: number | null;
  showEmployer?: boolean;
}) {
  const { t } = useTranslation('credits');
  const ability = useAbility();
  const filters = list.search;
  const query = useQuery(ledgerQuery(scope, ledgerQueryOf(filters, employerId)));
  const filtered = countSet(filters, LEDGER_FILTERS) > 0;
  const site = `/${scope.accountId}/${scope.siteId}`;
  const paths = {
    receipt: `${site}/credit-system/payment-success`,
    job: checkAccess(ability, 'read', 'jobs') ? (id: string) => `${site}/jobs/${id}` : null,
  };
  const model = useListTable({
    rows: query.data?.data,
    columns: useLedgerColumns(showEmployer, paths),
    rowId: (entry) => entry.id,
  });

  return (
    <ListBody
      toolbar={
        <ListToolbar
          filters={<LedgerFilterFields search={filters} onChange={list.set} />}
          activeFilters={countSet(filters, LEDGER_FILTERS)}
          filtered={filtered}
          onReset={() => list.reset(['per_page'])}
          end={
            checkAccess(ability, 'export', 'credits') && (
              <ExportButton download={() => downloadLedgerCsv(ledgerExportQuery(filters, employerId))} />
            )
          }
        />
      }
      query={query}
      empty={{ icon: IconReceipt, title: t('ledger.emptyTitle'), text: t('ledger.emptyText') }}
      noMatch={{ title: t('ledger.noMatchTitle'), text: t('ledger.noMatchText') }}
      filtered={filtered}
      paging={{ ...list, perPageLabel: t('ledger.perPage') }}
    >
      <ListTable model={model} label={t('ledger.title')} pending={query.isPending} fetching={query.isFetching} />
    </ListBody>
  );
}
