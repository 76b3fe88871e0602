import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employerListQuery, employerQuery } from '../../employers/api.js';
import { useJobScope } from '../useJobScope.js';

/** Staff only: picks one employer of the site, searching `/v1/employers` as the user types. */
export function EmployerFilterSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const list = useQuery(employerListQuery(scope, { per_page: 20, sort: 'name', ...(q ? { q } : {}) }));
  // The chosen employer may not be among the first matches (a shared URL): its name is fetched.
  const chosen = useQuery({ ...employerQuery(scope, value ?? 0), enabled: value !== undefined });
  const options = new Map((list.data?.data ?? []).map((e) => [String(e.id), e.name]));
  if (value !== undefined && chosen.data) options.set(String(value), chosen.data.name);

  return (
    <Select
      label={t('filters.employer')}
      placeholder={t('filters.all')}
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => {
        setTyped('');
        onChange(v ? Number(v) : undefined);
      }}
      onSearchChange={setTyped}
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={t('filters.noOption')}
      style={{ flex: '1 1 200px' }}
    />
  );
}
