import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consultantOptionsQuery } from '../../consultants/api.js';
import { useJobScope } from '../useJobScope.js';

/** Staff: the recruiter looking after this job. A disabled consultant the job already has stays listed. */
export function ConsultantSelect({
  value,
  current,
  onChange,
  error,
  label,
  placeholder,
}: {
  value: string;
  current?: { id: number; name: string } | null;
  onChange: (id: string) => void;
  error?: ReactNode;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('job-form');
  const { scope } = useJobScope();
  const options = useQuery(consultantOptionsQuery(scope));
  const data = [...(options.data ?? [])];
  if (current && !data.some((d) => d.value === String(current.id)))
    data.unshift({ value: String(current.id), label: current.name });
  return (
    <Select
      label={label ?? t('fields.consultant')}
      description={label ? undefined : t('hints.consultant')}
      placeholder={placeholder ?? t('placeholders.noConsultant')}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      nothingFoundMessage={t('noOption')}
      data-field="consultant_id"
    />
  );
}
