import { Checkbox, Stack, Table, Text } from '@mantine/core';
import type { Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import type { RowSelection } from '../../shared/ui/useRowSelection.js';
import { TypeLabel } from './components.js';
import { EmployerNameCell } from './EmployerNameCell.js';

/** The registrations waiting for a moderator, each with its checkbox. */
export function OnHoldTable({
  rows,
  pending,
  fetching,
  selection,
  pathOf,
  industryLabel,
}: {
  rows: Employer[];
  pending: boolean;
  fetching: boolean;
  selection: RowSelection;
  pathOf: (employer: Employer) => string;
  industryLabel: (value: string | null) => string | null;
}) {
  const { t } = useTranslation('employers');
  const { date } = useFormat();
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('hold.title')} aria-busy={fetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={selection.allChecked}
                indeterminate={selection.someChecked}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.type')}</Table.Th>
            <Table.Th>{t('fields.industry')}</Table.Th>
            <Table.Th>{t('fields.contact')}</Table.Th>
            <Table.Th>{t('hold.registered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending ? (
            <TableSkeletonRows rows={4} columns={6} />
          ) : (
            rows.map((e) => {
              const checked = selection.isSelected(e.id);
              return (
                <Table.Tr key={e.id} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.select', { name: e.name })}
                      checked={checked}
                      onChange={(ev) => selection.toggle(e.id, ev.currentTarget.checked)}
                    />
                  </Table.Td>
                  <EmployerNameCell employer={e} to={pathOf(e)} />
                  <Table.Td>
                    <Text size="sm">
                      <TypeLabel type={e.type} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{industryLabel(e.industry) ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{e.contact_name ?? '—'}</Text>
                      {e.email && (
                        <Text size="xs" c="dimmed">
                          <span dir="ltr">{e.email}</span>
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {date(e.created_at)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
