import { Stack, Text } from '@mantine/core';
import type { Employer } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { fieldOptionsQuery } from '../api.js';
import { StatusBadge, TypeLabel } from '../components.js';
import classes from '../employers.module.css';
import { EmployerNameCell } from './EmployerNameCell.js';

/**
 * The employers list's columns (`list`: with the status, sortable) or the registrations on hold's
 * (`hold`: "Registered" instead of "Created").
 */
export function useEmployerColumns(which: 'list' | 'hold'): ListColumn<Employer>[] {
  const { t } = useTranslation('employers');
  const { date } = useFormat();
  const tenant = useTenant();
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const list = which === 'list';
  const columns: (ListColumn<Employer> | false)[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortable: list,
      className: classes.nameCell,
      cell: (e) => <EmployerNameCell employer={e} to={tenant.path(`employers/${e.id}`)} />,
    },
    {
      id: 'type',
      header: t('fields.type'),
      cell: (e) => (
        <Text size="sm">
          <TypeLabel type={e.type} />
        </Text>
      ),
    },
    list && {
      id: 'status',
      header: t('fields.status'),
      sortable: true,
      cell: (e) => <StatusBadge status={e.status} />,
    },
    {
      id: 'industry',
      header: t('fields.industry'),
      cell: (e) => <Text size="sm">{industryLabel(e.industry) ?? '—'}</Text>,
    },
    {
      id: 'contact',
      header: t('fields.contact'),
      cell: (e) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate>
            {e.contact_name ?? '—'}
          </Text>
          {e.email && (
            <Text size="xs" c="dimmed" truncate>
              <span dir="ltr">{e.email}</span>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'created_at',
      header: list ? t('fields.createdAt') : t('hold.registered'),
      sortable: list,
      cell: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(e.created_at)}
        </Text>
      ),
    },
  ];
  return columns.filter((c) => c !== false);
}
