import { type DayRange, DayRangeFilter } from './DayRangeFilter.js';
import { TextFilter } from './TextFilter.js';

type Search = DayRange & { tag?: string | undefined };

/**
 * The last filters of a list whose rows carry tags and dates (jobs, applications): a tag, then a
 * range of days. The words come from the list's own `t` (`filters.tag`, `filters.from`, `filters.to`).
 */
export function TagAndDaysFilters({
  t,
  search,
  onChange,
}: {
  t: (key: 'filters.tag' | 'filters.from' | 'filters.to') => string;
  search: Search;
  onChange: (change: Search) => void;
}) {
  return (
    <>
      <TextFilter label={t('filters.tag')} value={search.tag} onChange={(tag) => onChange({ tag })} width={130} />
      <DayRangeFilter
        from={search.from}
        to={search.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={onChange}
      />
    </>
  );
}
