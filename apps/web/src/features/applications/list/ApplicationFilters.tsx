import { Select } from '@mantine/core';
import { APPLICATION_STATES, APPLICATION_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import type { FilterFieldsProps } from '../../../shared/list/filter-fields.js';
import { TagAndDaysFilters } from '../../../shared/list/TagAndDaysFilters.js';
import { jobListQuery } from '../../jobs/api.js';
import { EmployerFilterSelect } from '../../jobs/list/EmployerFilterSelect.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { stagesQuery } from '../api.js';
import type { ApplicationsSearch } from '../search.js';

/**
 * Job / status / stage / active or closed / employer (staff) / tag / date filters of the applications
 * list and board.
 */
export function ApplicationFilters({ search, onChange }: FilterFieldsProps<ApplicationsSearch>) {
  const { t } = useTranslation('applications');
  const { scope } = useJobScope();
  const staff = scope.employerId === null;
  const stages = useQuery(stagesQuery(scope));
  // The jobs that can have applications: published ones, newest first.
  const jobs = useQuery(jobListQuery(scope, { per_page: 100, sort: '-created_at' }));
  const jobOptions = (jobs.data?.data ?? [])
    .filter((j) => j.status !== 'draft')
    .map((j) => ({ value: j.id, label: staff ? `${j.title} — ${j.employer.name}` : j.title }));

  return (
    <>
      <Select
        label={t('filters.job')}
        placeholder={t('filters.all')}
        data={jobOptions}
        value={search.job ?? null}
        onChange={(v) => onChange({ job: v ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothing')}
        style={{ flex: '1 1 240px' }}
      />
      <EnumFilter
        label={t('filters.status')}
        placeholder={t('filters.all')}
        values={APPLICATION_STATUSES}
        optionLabel={(s) => t(`status.${s}`)}
        value={search.status}
        onChange={(status) => onChange({ status })}
      />
      <Select
        label={t('filters.stage')}
        placeholder={t('filters.all')}
        data={(stages.data ?? []).map((s) => ({ value: s.key, label: s.name }))}
        value={search.stage ?? null}
        onChange={(v) => onChange({ stage: v ?? undefined })}
        clearable
      />
      <EnumFilter
        label={t('filters.state')}
        placeholder={t('filters.all')}
        values={APPLICATION_STATES}
        optionLabel={(s) => t(`state.${s}`)}
        value={search.state}
        onChange={(state) => onChange({ state })}
      />
      {staff && <EmployerFilterSelect value={search.employer} onChange={(employer) => onChange({ employer })} />}
      <TagAndDaysFilters t={t} search={search} onChange={onChange} />
    </>
  );
}
