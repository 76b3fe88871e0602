import { Select } from '@mantine/core';
import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import type { FilterFieldsProps } from '../../../shared/list/filter-fields.js';
import type { EmployersSearch } from '../search.js';

/** Type / status / industry filters of the employers list. */
export function EmployerFilters({
  search,
  industries,
  onChange,
}: FilterFieldsProps<EmployersSearch> & { industries: { value: string; label: string }[] }) {
  const { t } = useTranslation('employers');
  return (
    <>
      <EnumFilter
        label={t('filters.type')}
        placeholder={t('filters.all')}
        values={EMPLOYER_TYPES}
        optionLabel={(v) => t(`type.${v}`)}
        value={search.type}
        onChange={(type) => onChange({ type })}
        width={150}
      />
      <EnumFilter
        label={t('filters.status')}
        placeholder={t('filters.all')}
        values={EMPLOYER_STATUSES}
        optionLabel={(v) => t(`status.${v}`)}
        value={search.status}
        onChange={(status) => onChange({ status })}
        width={150}
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
