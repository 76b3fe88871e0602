import { Checkbox, Stack, Table, Text } from '@mantine/core';
import type { Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { StatusBadge, TypeLabel } from '../components.js';
import { EmployerNameCell } from '../EmployerNameCell.js';

/** One employer of the list; the checkbox only for those who may act on it. */
export function EmployerRow({
  employer,
  to,
  selectable,
  checked,
  onCheck,
  industry,
  created,
}: {
  employer: Employer;
  to: string;
  selectable: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  industry: string | null;
  created: string;
}) {
  const { t } = useTranslation('employers');
  return (
    <Table.Tr bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      {selectable && (
        <Table.Td>
          <Checkbox
            aria-label={t('list.select', { name: employer.name })}
            checked={checked}
            onChange={(e) => onCheck(e.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <EmployerNameCell employer={employer} to={to} />
      <Table.Td>
        <Text size="sm">
          <TypeLabel type={employer.type} />
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={employer.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{industry ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate>
            {employer.contact_name ?? '—'}
          </Text>
          {employer.email && (
            <Text size="xs" c="dimmed" truncate>
              <span dir="ltr">{employer.email}</span>
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {created}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
