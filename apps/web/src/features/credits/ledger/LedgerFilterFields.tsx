import { Select, TextInput } from '@mantine/core';
import { LEDGER_KINDS } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import type { LedgerFilters } from '../search.js';

// A date input holds "" while incomplete; only a full day reaches the state.
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The ledger's filters: type and a range of days (laid out by the list toolbar). */
export function LedgerFilterFields({
  filters,
  onChange,
}: {
  filters: LedgerFilters;
  onChange: (next: Partial<LedgerFilters>) => void;
}) {
  const { t } = useTranslation('credits');
  return (
    <>
      <Select
        label={t('ledger.filters.kind')}
        placeholder={t('ledger.filters.all')}
        data={LEDGER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        value={filters.kind ?? null}
        onChange={(v) => onChange({ kind: LEDGER_KINDS.find((k) => k === v) })}
        clearable
        style={{ flex: '1 1 180px' }}
      />
      <TextInput
        type="date"
        label={t('ledger.filters.from')}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
      />
      <TextInput
        type="date"
        label={t('ledger.filters.to')}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
      />
    </>
  );
}
