import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { LEDGER_KINDS } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from '../credits.module.css';
import type { LedgerFilters } from '../search.js';

/** Type and date filters, "reset" while any is set, and the CSV export for those allowed. */
export function LedgerToolbar({
  filters,
  onChange,
  onReset,
  onExport,
  exporting,
}: {
  filters: LedgerFilters;
  onChange: (next: Partial<LedgerFilters>) => void;
  onReset: () => void;
  /** Null hides the button (no `credits.export`). */
  onExport: (() => void) | null;
  exporting: boolean;
}) {
  const { t } = useTranslation('credits');
  const filtered = Boolean(filters.kind || filters.from || filters.to);
  // A date input holds "" while incomplete; only a full day reaches the URL.
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('ledger.filters.kind')}
        placeholder={t('ledger.filters.all')}
        data={LEDGER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        value={filters.kind ?? null}
        onChange={(v) => onChange({ kind: (v ?? undefined) as LedgerFilters['kind'] })}
        clearable
        style={{ flex: '1 1 180px' }}
      />
      <TextInput
        type="date"
        label={t('ledger.filters.from')}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        type="date"
        label={t('ledger.filters.to')}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
        style={{ flex: '1 1 150px' }}
      />
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          {t('ledger.filters.reset')}
        </Button>
      )}
      {onExport && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onExport}
          loading={exporting}
          ms="auto"
        >
          {t('ledger.export')}
        </Button>
      )}
    </Group>
  );
}
