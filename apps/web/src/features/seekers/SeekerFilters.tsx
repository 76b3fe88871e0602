import { Select, TextInput } from '@mantine/core';
import { SEEKER_SORTS, SEEKER_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { sortOptionsQuery } from './api.js';
import type { SeekersSearch } from './search.js';

/** Status and tag filters of the candidates list, and its sort (the API names the sorts it offers). */
export function SeekerFilters({
  search,
  onChange,
}: {
  search: SeekersSearch;
  onChange: (next: Partial<SeekersSearch>) => void;
}) {
  const { t, i18n } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const sorts = useQuery(sortOptionsQuery({ accountId, siteId }, i18n.language));
  const [tag, setTag] = useSearchText(search.tag, (text) => onChange({ tag: text }));
  return (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={SEEKER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: SEEKER_STATUSES.find((s) => s === v) })}
        clearable
      />
      <TextInput label={t('filters.tag')} value={tag} onChange={(e) => setTag(e.currentTarget.value)} />
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
