import { Select, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter } from '../../shared/list/DayRangeFilter.js';
import { EnumFilter } from '../../shared/list/EnumFilter.js';
import type { FilterFieldsProps } from '../../shared/list/filter-fields.js';
import { meQuery } from '../../shared/session/me-query.js';
import classes from './audit-log.module.css';
import { AUDIT_SUBJECTS, type AuditLogSearch } from './search.js';

/** About (subject) / site (accounts with several) / dates / impersonation filters of the audit log. */
export function AuditLogFilters({ search, onChange }: FilterFieldsProps<AuditLogSearch>) {
  const { t } = useTranslation('audit-log');
  const accountId = Number(useParams({ strict: false }).account);
  const { data: me } = useQuery(meQuery);
  const sites = me?.accounts.find((a) => a.id === accountId)?.sites ?? [];
  return (
    <>
      <EnumFilter
        label={t('subject')}
        placeholder={t('anySubject')}
        values={AUDIT_SUBJECTS}
        optionLabel={(s) => t(`subjects.${s}`)}
        value={search.subject}
        onChange={(subject) => onChange({ subject })}
        width={170}
      />
      {sites.length > 1 && (
        <Select
          label={t('site')}
          placeholder={t('anySite')}
          data={sites.map((s) => ({ value: String(s.id), label: s.name }))}
          value={search.site ? String(search.site) : null}
          onChange={(v) => onChange({ site: v ? Number(v) : undefined })}
          clearable
          style={{ flex: '1 1 190px' }}
        />
      )}
      <DayRangeFilter from={search.from} to={search.to} labels={{ from: t('from'), to: t('to') }} onChange={onChange} />
      <Switch
        className={classes.switch}
        label={t('impersonatedOnly')}
        checked={search.impersonated === 'true'}
        onChange={(e) => onChange({ impersonated: e.currentTarget.checked ? 'true' : undefined })}
        style={{ flex: '0 0 auto' }}
      />
    </>
  );
}
