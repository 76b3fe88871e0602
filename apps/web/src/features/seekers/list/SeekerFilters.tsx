import { Select } from '@mantine/core';
import { SEEKER_SORTS, SEEKER_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import type { FilterFieldsProps } from '../../../shared/list/filter-fields.js';
import { TextFilter } from '../../../shared/list/TextFilter.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { sortOptionsQuery } from '../api.js';
import type { SeekersSearch } from '../search.js';

/** Status and tag filters of the candidates list, and its sort (the API names the sorts it offers). */
export function SeekerFilters({ search, onChange }: FilterFieldsProps<SeekersSearch>) {
  const { t, i18n } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const sorts = useQuery(sortOptionsQuery({ accountId, siteId }, i18n.language));
  return (
    <>
      <EnumFilter
        label={t('filters.status')}
        placeholder={t('filters.all')}
        values={SEEKER_STATUSES}
        optionLabel={(s) => t(`status.${s}`)}
        value={search.status}
        onChange={(status) => onChange({ status })}
      />
      <TextFilter label={t('filters.tag')} value={search.tag} onChange={(tag) => onChange({ tag })} />
      <Select
        label={t('filters.sort')}
        data={sorts.data ?? []}
        value={search.sort ?? '-created_at'}
        onChange={(v) => onChange({ sort: SEEKER_SORTS.find((s) => s === v) })}
        allowDeselect={false}
        style={{ flex: '1 1 220px' }}
      />
    </>
  );
}
