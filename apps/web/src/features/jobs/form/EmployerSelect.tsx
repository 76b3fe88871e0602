import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employerListQuery } from '../../employers/api.js';
import { useJobScope } from '../useJobScope.js';

/** Staff: whose job it is, searched on the server by name (`/v1/employers?q=`). */
export function EmployerSelect({
  value,
  initialName,
  onChange,
  error,
  disabled,
}: {
  value: string;
  /** The current employer's name, shown before any search. */
  initialName?: string;
  onChange: (id: string) => void;
  error: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('job-form');
  const { scope } = useJobScope();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useQuery(employerListQuery(scope, { per_page: 20, sort: 'name', ...(q ? { q } : {}) }));
  const data = (list.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: initialName ?? `#${value}` });
  return (
    <Select
      label={t('fields.employer')}
      placeholder={t('placeholders.employer')}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? t('loading') : t('noEmployer')}
      error={error}
      required
      disabled={disabled}
      data-field="employer_id"
    />
  );
}
