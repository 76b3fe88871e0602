import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../employers/components.js';
import { useSearchText } from '../../employers/useSearchText.js';
import { useAbility } from '../../session/useAbility.js';
import { jobOptionsQuery, jobStatusesQuery } from '../api.js';
import { ConsultantSelect } from '../form/ConsultantSelect.js';
import { isFiltered, type JobsSearch } from '../search.js';
import { useJobScope } from '../useJobScope.js';
import { EmployerFilterSelect } from './EmployerFilterSelect.js';
import { JobSearchInput } from './JobSearchInput.js';
import classes from './jobs-list.module.css';

// A date input holds "" while incomplete; only a full day reaches the URL.
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Search, status / employer (staff) / classification / tag / created filters, and "reset". */
export function JobFilters({
  search,
  q,
  onQ,
  onChange,
  onReset,
}: {
  search: JobsSearch;
  q: string;
  onQ: (q: string) => void;
  onChange: (next: Partial<JobsSearch>) => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation('jobs-list');
  const { scope } = useJobScope();
  const ability = useAbility();
  const statuses = useQuery(jobStatusesQuery(i18n.language));
  const options = useQuery(jobOptionsQuery(scope));
  const classificationLabel = useOptionLabel(options.data?.classifications);
  const [tag, setTag] = useSearchText(search.tag, (text) => onChange({ tag: text }));
  // On a phone the filters fold behind a button (with how many are set) below the search box.
  const narrow = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  const set = [search.status, search.employer, search.classification, search.tag, search.from, search.to].filter(
    (v) => v !== undefined,
  ).length;
  const folded = narrow === true && !unfolded;

  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      <JobSearchInput value={q} onChange={onQ} miw={200} style={{ flex: '2 1 240px' }} />
      {narrow && (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={unfolded}
          onClick={() => setUnfolded((u) => !u)}
        >
          {t('filters.toggle', { count: set })}
        </Button>
      )}
      {!folded && (
        <>
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={statuses.data ?? []}
            value={search.status ?? null}
            onChange={(v) => onChange({ status: (v ?? undefined) as JobsSearch['status'] })}
            clearable
            style={{ flex: '1 1 150px' }}
          />
          {scope.employerId === null && (
            <EmployerFilterSelect value={search.employer} onChange={(employer) => onChange({ employer })} />
          )}
          {scope.employerId === null && checkAccess(ability, 'read', 'consultants') && (
            <div className={classes.consultantFilter}>
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
      )}
      {isFiltered(search) && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setTag('');
            onReset();
          }}
        >
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
