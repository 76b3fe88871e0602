import { LEDGER_KINDS } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter } from '../../../shared/list/DayRangeFilter.js';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import type { FilterFieldsProps } from '../../../shared/list/filter-fields.js';
import type { LedgerFilters } from '../search.js';

/** The ledger's filters: type and a range of days (laid out by the list toolbar). */
export function LedgerFilterFields({ search: filters, onChange }: FilterFieldsProps<LedgerFilters>) {
  const { t } = useTranslation('credits');
  return (
    <>
      <EnumFilter
        label={t('ledger.filters.kind')}
        placeholder={t('ledger.filters.all')}
        values={LEDGER_KINDS}
        optionLabel={(k) => t(`kinds.${k}`)}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
        width={180}
      />
      <DayRangeFilter
        from={filters.from}
        to={filters.to}
        labels={{ from: t('ledger.filters.from'), to: t('ledger.filters.to') }}
        onChange={onChange}
      />
    </>
  );
}
