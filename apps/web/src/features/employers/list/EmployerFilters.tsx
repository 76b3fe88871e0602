import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from '../employers.module.css';
import { SearchInput } from '../SearchInput.js';
import type { EmployersSearch } from '../search.js';

/** Search box, type / status / industry filters and "reset" (while any is set). */
export function EmployerFilters({
  search,
  q,
  onQ,
  industries,
  onChange,
  onReset,
}: {
  search: EmployersSearch;
  q: string;
  onQ: (q: string) => void;
  industries: { value: string; label: string }[];
  onChange: (next: Partial<EmployersSearch>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('employers');
  const filtered = Boolean(search.q || search.type || search.status || search.industry);
  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      <SearchInput value={q} onChange={onQ} miw={220} style={{ flex: '2 1 240px' }} />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.all')}
        data={EMPLOYER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        value={search.type ?? null}
        onChange={(v) => onChange({ type: (v ?? undefined) as EmployersSearch['type'] })}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={EMPLOYER_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: (v ?? undefined) as EmployersSearch['status'] })}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label={t('filters.industry')}
        placeholder={t('filters.all')}
        data={industries}
        value={search.industry ?? null}
        onChange={(v) => onChange({ industry: v ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('filters.noOption')}
        style={{ flex: '1 1 180px' }}
      />
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
