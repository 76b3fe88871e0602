import { Button, Table } from '@mantine/core';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { ListFooter } from '../../../shared/ui/ListFooter.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import { formAlert } from '../../auth/forms.js';
import { useAbility } from '../../session/useAbility.js';
import { type CreditScope, downloadLedgerCsv, ledgerQuery } from '../api.js';
import classes from '../credits.module.css';
import { LEDGER_PER_PAGE, type LedgerFilters, ledgerExportQuery, ledgerQueryOf } from '../search.js';
import { LedgerRow } from './LedgerRow.js';
import { LedgerToolbar } from './LedgerToolbar.js';

/**
 * The credit ledger (transactions) with its filters, paging and CSV export; render it inside a
 * `Paper className="portal-surface"`. The caller owns the filters, usually the URL search
 * (`LedgerFilters` from `../search.js` as the route's `search`):
 *
 * ```tsx
 * const filters = LedgerFilters.parse(useSearch({ strict: false }));
 * <LedgerTable scope={scope} filters={filters} onFiltersChange={(f) => navigate({ to: '.', search: f, replace: true })} />
 * ```
 *
 * `onFiltersChange` gets the whole next state, with `page` dropped when a filter changed and
 * undefined values removed. Staff pass `employerId` (one employer's ledger; omit it for every
 * employer of the site) and `showEmployer` to add the employer column. An employer user passes
 * neither: the API answers for the selected employer.
 */
export function LedgerTable({
  scope,
  filters,
  onFiltersChange,
  employerId = null,
  showEmployer = false,
}: {
  scope: CreditScope;
  filters: LedgerFilters;
  onFiltersChange: (next: LedgerFilters) => void;
  employerId?: number | null;
  showEmployer?: boolean;
}) {
  const { t } = useTranslation('credits');
  const ability = useAbility();
  const list = useQuery(ledgerQuery(scope, ledgerQueryOf(filters, employerId)));
  const [exporting, setExporting] = useState(false);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = Boolean(filters.kind || filters.from || filters.to);
  const receiptPath = `/${scope.accountId}/${scope.siteId}/credit-system/payment-success`;
  const columns = showEmployer ? 6 : 5;

  function update(next: Partial<LedgerFilters>, resetPage = true) {
    const merged: LedgerFilters = { ...filters, ...next, ...(resetPage ? { page: undefined } : {}) };
    onFiltersChange(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as LedgerFilters);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadLedgerCsv(ledgerExportQuery(filters, employerId));
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? '');
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <LedgerToolbar
        filters={filters}
        onChange={(next) => update(next)}
        onReset={() => onFiltersChange(filters.per_page ? { per_page: filters.per_page } : {})}
        onExport={checkAccess(ability, 'export', 'credits') ? exportCsv : null}
        exporting={exporting}
      />
      {list.isError && !list.data ? (
        <EmptyState
          icon={IconReceipt}
          title={t('ledger.errorTitle')}
          text={formAlert(list.error) ?? undefined}
          action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : !list.isPending && rows.length === 0 ? (
        filtered ? (
          <EmptyState icon={IconSearch} title={t('ledger.noMatchTitle')} text={t('ledger.noMatchText')} />
        ) : (
          <EmptyState icon={IconReceipt} title={t('ledger.emptyTitle')} text={t('ledger.emptyText')} />
        )
      ) : (
        <Table.ScrollContainer minWidth={0} type="native">
          <Table
            className={classes.stack}
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={list.isFetching}
            aria-label={t('ledger.title')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ledger.columns.date')}</Table.Th>
                {showEmployer && <Table.Th>{t('ledger.columns.employer')}</Table.Th>}
                <Table.Th>{t('ledger.columns.kind')}</Table.Th>
                <Table.Th>{t('ledger.columns.amount')}</Table.Th>
                <Table.Th>{t('ledger.columns.balanceAfter')}</Table.Th>
                <Table.Th>{t('ledger.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableSkeletonRows rows={5} columns={columns} />
              ) : (
                rows.map((entry) => (
                  <LedgerRow key={entry.id} entry={entry} showEmployer={showEmployer} receiptPath={receiptPath} />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {meta && meta.total > 0 && (
        <ListFooter
          meta={meta}
          perPageOptions={LEDGER_PER_PAGE}
          perPageLabel={t('ledger.perPage')}
          onPage={(p) => update({ page: p === 1 ? undefined : p }, false)}
          onPerPage={(perPage) => update({ per_page: perPage })}
        />
      )}
    </>
  );
}
