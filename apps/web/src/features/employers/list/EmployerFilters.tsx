import { Select } from '@mantine/core';
import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import type { EmployersSearch } from '../search.js';

/** Type / status / industry filters of the employers list. */
export function EmployerFilters({
  search,
  industries,
  onChange,
}: {
  search: EmployersSearch;
  industries: { value: string; label: string }[];
  onChange: (next: Partial<EmployersSearch>) => void;
}) {
  const { t } = useTranslation('employers');
  return (
    <>
      <Select
        label={t('filters.type')}
        placeholder={t('filters.all')}
        data={EMPLOYER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        value={search.type ?? null}
        onChange={(v) => onChange({ type: EMPLOYER_TYPES.find((s) => s === v) })}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={EMPLOYER_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: EMPLOYER_STATUSES.find((s) => s === v) })}
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
    </>
  );
}
