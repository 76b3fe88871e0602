import { Anchor, Avatar, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconUserStar } from '@tabler/icons-react';
import { CONSULTANT_STATUSES, type ConsultantStatus, checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import { formAlert } from '../auth/forms.js';
import { jobOptionsQuery } from '../jobs/api.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { useAbility } from '../session/useAbility.js';
import { consultantListQuery } from './api.js';
import { ConsultantStatusBadge, useSpecialisationLabel } from './components.js';

const PER_PAGE = [10, 25, 50] as const;

/** `/{account}/{site}/consultants`: the site's recruiters, searchable. */
export function ConsultantsPage() {
  const { t } = useTranslation('consultants');
  const { number } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const { scope } = useJobScope();
  const ability = useAbility();
  const [q, setQ] = useState<string | undefined>();
  const [search, setSearch] = useSearchText(q, setQ);
  const [status, setStatus] = useState<ConsultantStatus | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PER_PAGE[1]);
  const list = useQuery(
    consultantListQuery(
      { accountId, siteId },
      { q, 'filter[status]': status ?? undefined, page, per_page: perPage, sort: 'name' },
    ),
  );
  const options = useQuery(jobOptionsQuery(scope));
  const specialisation = useSpecialisationLabel(options.data?.classifications);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          checkAccess(ability, 'create', 'consultants') && (
            <Button component={Link} to={path('consultants/create')} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('new')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md">
        <Group gap="sm" p="md" align="flex-end">
          <TextInput
            style={{ flex: '1 1 240px' }}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={CONSULTANT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status}
            onChange={(v) => {
              setStatus(v as ConsultantStatus | null);
              setPage(1);
            }}
            clearable
            w={170}
          />
        </Group>
        {list.isError ? (
          <Text c="var(--mantine-color-error)" p="md">
            {formAlert(list.error) ?? t('error')}
          </Text>
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState icon={IconUserStar} title={t('empty')} text={t('emptyText')} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.phone')}</Table.Th>
                  <Table.Th>{t('columns.specialisations')}</Table.Th>
                  <Table.Th>{t('columns.employers')}</Table.Th>
                  <Table.Th>{t('columns.liveJobs')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <TableSkeletonRows rows={5} columns={6} />
                ) : (
                  rows.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar
                            src={c.photo}
                            name={c.name}
                            radius="xl"
                            size={36}
                            color="brand"
                            variant="filled"
                            alt=""
                            aria-hidden
                          />
                          <Stack gap={0}>
                            <Anchor component={Link} to={path(`consultants/${c.id}`)} fw={600} size="sm">
                              {c.name}
                            </Anchor>
                            <Text size="xs" c="dimmed" dir="ltr">
                              {c.email}
                            </Text>
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" dir="ltr">
                          {c.phone ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {c.specialisations.map((s) => (
                            <Badge key={s} variant="light" radius="sm" tt="none">
                              {specialisation(s)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.employers.map((e) => e.name).join(', ') || '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{number(c.jobs_count)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <ConsultantStatusBadge status={c.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.meta.total > 0 && (
          <ListFooter
            meta={list.data.meta}
            perPageOptions={PER_PAGE}
            perPageLabel={t('perPage')}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
        )}
      </Paper>
    </>
  );
}
