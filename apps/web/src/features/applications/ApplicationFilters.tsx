import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStage } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { jobListQuery } from '../jobs/api.js';
import { EmployerFilterSelect } from '../jobs/list/EmployerFilterSelect.js';
import { useJobScope } from '../jobs/useJobScope.js';
import classes from './applications.module.css';
import { type ApplicationsSearch, isFiltered } from './search.js';

/** Search and filters of the applications list and board; every value lives in the URL. */
export function ApplicationFilters({
  search,
  stages,
  update,
}: {
  search: ApplicationsSearch;
  stages: ApplicationStage[];
  update: (next: Partial<ApplicationsSearch>) => void;
}) {
  const { t } = useTranslation('applications');
  const { scope } = useJobScope();
  const staff = scope.employerId === null;
  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));
  // The jobs that can have applications: published ones, newest first.
  const jobs = useQuery(jobListQuery(scope, { per_page: 100, sort: '-created_at' }));
  const jobOptions = (jobs.data?.data ?? [])
    .filter((j) => j.status !== 'draft')
    .map((j) => ({ value: j.id, label: staff ? `${j.title} — ${j.employer.name}` : j.title }));

  return (
    <Group className={classes.filters} gap="sm" p="md" align="flex-end">
      <TextInput
        className={classes.search}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      <Select
        label={t('filters.job')}
        placeholder={t('filters.all')}
        data={jobOptions}
        value={search.job ?? null}
        onChange={(v) => update({ job: v ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothing')}
        w={260}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        data={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={search.status ?? null}
        onChange={(v) => update({ status: (v as ApplicationsSearch['status']) ?? undefined })}
        clearable
        w={170}
      />
      <Select
        label={t('filters.stage')}
        placeholder={t('filters.all')}
        data={stages.map((s) => ({ value: s.key, label: s.name }))}
        value={search.stage ?? null}
        onChange={(v) => update({ stage: v ?? undefined })}
        clearable
        w={170}
      />
      {staff && <EmployerFilterSelect value={search.employer} onChange={(employer) => update({ employer })} />}
      <TextInput
        label={t('filters.tag')}
        defaultValue={search.tag ?? ''}
        key={search.tag ?? ''}
        onBlur={(e) => update({ tag: e.currentTarget.value.trim() || undefined })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') update({ tag: e.currentTarget.value.trim() || undefined });
        }}
        w={150}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={search.from ?? ''}
        onChange={(e) => update({ from: e.currentTarget.value || undefined })}
        w={160}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={search.to ?? ''}
        onChange={(e) => update({ to: e.currentTarget.value || undefined })}
        w={160}
      />
      {isFiltered(search) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setQ('');
            update({
              q: undefined,
              status: undefined,
              stage: undefined,
              job: undefined,
              employer: undefined,
              consultant: undefined,
              tag: undefined,
              enabled: undefined,
              from: undefined,
              to: undefined,
            });
          }}
        >
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
