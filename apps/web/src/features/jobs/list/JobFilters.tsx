import { Select, TextInput } from '@mantine/core';
import { checkAccess, JOB_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
import { useAbility } from '../../session/useAbility.js';
import { jobOptionsQuery, jobStatusesQuery } from '../api.js';
import { ConsultantSelect } from '../form/ConsultantSelect.js';
import type { JobsSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { EmployerFilterSelect } from './EmployerFilterSelect.js';

// A date input holds "" while incomplete; only a full day reaches the URL.
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Status / employer and consultant (staff) / classification / tag / created filters of the jobs list. */
export function JobFilters({
  search,
  onChange,
}: {
  search: JobsSearch;
  onChange: (next: Partial<JobsSearch>) => void;
}) {
  const { t, i18n } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const ability = useAbility();
  const statuses = useQuery(jobStatusesQuery(i18n.language));
  const options = useQuery(jobOptionsQuery(scope));
  const classificationLabel = useOptionLabel(options.data?.classifications);
  const [tag, setTag] = useSearchText(search.tag, (text) => onChange({ tag: text }));
  const staff = scope.employerId === null;

  return (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={statuses.data ?? []}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: JOB_STATUSES.find((s) => s === v) })}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      {staff && <EmployerFilterSelect value={search.employer} onChange={(employer) => onChange({ employer })} />}
      {staff && checkAccess(ability, 'read', 'consultants') && (
        <div style={{ flex: '0 0 200px' }}>
          <ConsultantSelect
            label={t('filters.consultant')}
            placeholder={t('filters.all')}
            value={search.consultant ? String(search.consultant) : ''}
            onChange={(id) => onChange({ consultant: id ? Number(id) : undefined })}
          />
        </div>
      )}
      <Select
        label={t('filters.classification')}
        placeholder={t('filters.all')}
        data={(options.data?.classifications ?? []).map((o) => ({
          value: o.value,
          label: classificationLabel(o.value)!,
        }))}
        value={search.classification ?? null}
        onChange={(v) => onChange({ classification: v ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('filters.noOption')}
        style={{ flex: '1 1 180px' }}
      />
      <TextInput
        label={t('filters.tag')}
        value={tag}
        onChange={(e) => setTag(e.currentTarget.value)}
        style={{ flex: '1 1 130px' }}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={search.from ?? ''}
        max={search.to}
        onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
        style={{ flex: '1 1 140px' }}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={search.to ?? ''}
        min={search.from}
        onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
        style={{ flex: '1 1 140px' }}
      />
    </>
  );
}
