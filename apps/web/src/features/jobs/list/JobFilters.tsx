import { Select } from '@mantine/core';
import { checkAccess, JOB_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import type { FilterFieldsProps } from '../../../shared/list/filter-fields.js';
import { TagAndDaysFilters } from '../../../shared/list/TagAndDaysFilters.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { jobOptionsQuery, jobStatusesQuery } from '../api.js';
import { ConsultantSelect } from '../form/ConsultantSelect.js';
import type { JobsSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { EmployerFilterSelect } from './EmployerFilterSelect.js';

/** Status / employer and consultant (staff) / classification / tag / created filters of the jobs list. */
export function JobFilters({ search, onChange }: FilterFieldsProps<JobsSearch>) {
  const { t, i18n } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const ability = useAbility();
  const statuses = useQuery(jobStatusesQuery(i18n.language));
  const options = useQuery(jobOptionsQuery(scope));
  const classificationLabel = useOptionLabel(options.data?.classifications);
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
      <TagAndDaysFilters t={t} search={search} onChange={onChange} />
    </>
  );
}
