import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconBuildingStore,
  IconDownload,
  IconFilterOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import {
  checkAccess,
  EMPLOYER_BULK_MAX,
  EMPLOYER_STATUSES,
  EMPLOYER_TYPES,
  type Employer,
  type EmployerListQuery,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { useAbility } from '../session/useAbility.js';
import { downloadEmployersCsv, employerListQuery, fieldOptionsQuery, useSetEmployersEnabled } from './api.js';
import { EmptyState, StatusBadge, showBulkResult, TypeLabel, useOptionLabel, useTenant } from './components.js';
import classes from './employers.module.css';
import { type EmployersSearch, employersSearch, exportQuery, listQuery, PER_PAGE_OPTIONS } from './search.js';

type SortField = 'name' | 'status' | 'created_at';

/** `/{account}/{site}/employers`: search, filters, sort and paging live in the URL. */
export function EmployersPage() {
  const { t } = useTranslation('employers');
  const { date, number } = useFormat();
  const tenant = useTenant();
  const ability = useAbility();
  const navigate = useNavigate();
  const search = employersSearch.parse(useSearch({ strict: false }));
  const query = listQuery(search);
  const list = useQuery(employerListQuery(tenant, query));
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const setEnabled = useSetEmployersEnabled(tenant);
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const [q, setQ] = useState(search.q ?? '');
  const [debouncedQ] = useDebouncedValue(q.trim(), 350);

  const canUpdate = checkAccess(ability, 'update', 'employers');
  const canCreate = checkAccess(ability, 'create', 'employers');

  function update(next: Partial<EmployersSearch>, resetPage = true) {
    const merged: EmployersSearch = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    setSelected([]);
    void navigate({ to: '.', search: clean as never, replace: true });
  }

  // The search box writes the URL once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers it
  useEffect(() => {
    if ((search.q ?? '') !== debouncedQ) update({ q: debouncedQ || undefined });
  }, [debouncedQ]);

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = Boolean(search.q || search.type || search.status || search.industry);
  const visibleIds = rows.map((r) => r.id);
  const allChecked = visibleIds.length > 0 && visibleIds.every((id) => selected.includes(id));
  const someChecked = visibleIds.some((id) => selected.includes(id)) && !allChecked;
  const chosen = rows.filter((r) => selected.includes(r.id));

  function toggleAll() {
    setSelected(allChecked ? [] : visibleIds.slice(0, EMPLOYER_BULK_MAX));
  }

  function confirmStatus(enabled: boolean) {
    const count = chosen.length;
    const names = chosen.slice(0, 5).map((e) => e.name);
    modals.openConfirmModal({
      title: t(enabled ? 'confirm.enableTitle' : 'confirm.disableTitle', { count }),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t(enabled ? 'confirm.enableText' : 'confirm.disableText', { count })}</Text>
          <Text size="sm" fw={600}>
            {names.join(', ')}
            {count > names.length ? ` ${t('confirm.more', { count: count - names.length })}` : ''}
          </Text>
        </Stack>
      ),
      labels: {
        confirm: t(enabled ? 'confirm.enable' : 'confirm.disable', { count }),
        cancel: t('actions.cancel'),
      },
      confirmProps: { color: enabled ? undefined : 'red' },
      onConfirm: () =>
        setEnabled.mutate(
          { ids: chosen.map((e) => e.id), enabled },
          {
            onSuccess: (result) => {
              setSelected([]);
              showBulkResult(result, enabled ? 'enabled' : 'disabled');
            },
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadEmployersCsv(exportQuery(search));
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? '');
    } finally {
      setExporting(false);
    }
  }

  const sort = (search.sort ?? '-created_at') as NonNullable<EmployerListQuery['sort']>;
  function SortHeader({ field, label }: { field: SortField; label: string }) {
    const active = sort === field || sort === `-${field}`;
    const descending = sort === `-${field}`;
    const Arrow = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton
          className={classes.sortButton}
          onClick={() =>
            update({ sort: (active && !descending ? `-${field}` : field) as EmployersSearch['sort'] }, false)
          }
        >
          {label}
          <Arrow size={14} aria-hidden opacity={active ? 1 : 0.6} />
        </UnstyledButton>
      </Table.Th>
    );
  }

  const industries = (options.data?.industries ?? []).map((o) => ({ value: o.value, label: industryLabel(o.value)! }));

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('actions.export')}
            </Button>
            {canCreate && (
              <Button
                component={Link}
                to={tenant.path('employers/create')}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('actions.new')}
              </Button>
            )}
          </>
        }
      />
      <Paper className="portal-surface" withBorder radius="md">
        <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              q ? <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={() => setQ('')} /> : null
            }
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            type="search"
            miw={220}
            style={{ flex: '2 1 240px' }}
          />
          <Select
            label={t('filters.type')}
            placeholder={t('filters.all')}
            data={EMPLOYER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
            value={search.type ?? null}
            onChange={(v) => update({ type: (v ?? undefined) as EmployersSearch['type'] })}
            clearable
            style={{ flex: '1 1 150px' }}
          />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={EMPLOYER_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))}
            value={search.status ?? null}
            onChange={(v) => update({ status: (v ?? undefined) as EmployersSearch['status'] })}
            clearable
            style={{ flex: '1 1 150px' }}
          />
          <Select
            label={t('filters.industry')}
            placeholder={t('filters.all')}
            data={industries}
            value={search.industry ?? null}
            onChange={(v) => update({ industry: v ?? undefined })}
            clearable
            searchable
            nothingFoundMessage={t('filters.noOption')}
            style={{ flex: '1 1 180px' }}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setQ('');
                void navigate({ to: '.', search: (search.sort ? { sort: search.sort } : {}) as never, replace: true });
              }}
            >
              {t('filters.reset')}
            </Button>
          )}
        </Group>

        {canUpdate && chosen.length > 0 && (
          <Group
            className={classes.selectionBar}
            justify="space-between"
            gap="sm"
            role="region"
            aria-label={t('bulk.region')}
          >
            <Text size="sm" fw={600}>
              {t('bulk.selected', { count: chosen.length })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => confirmStatus(true)}
                loading={setEnabled.isPending}
              >
                {t('actions.enable')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconPlayerPause size={14} aria-hidden />}
                onClick={() => confirmStatus(false)}
                loading={setEnabled.isPending}
              >
                {t('actions.disable')}
              </Button>
              <Tooltip label={t('bulk.clear')}>
                <ActionIcon variant="subtle" color="gray" aria-label={t('bulk.clear')} onClick={() => setSelected([])}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        )}

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconBuildingStore}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          filtered ? (
            <EmptyState icon={IconSearch} title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
          ) : (
            <EmptyState
              icon={IconBuildingStore}
              title={t('list.emptyTitle')}
              text={t('list.emptyText')}
              action={
                canCreate && (
                  <Button
                    component={Link}
                    to={tenant.path('employers/create')}
                    leftSection={<IconPlus size={16} aria-hidden />}
                  >
                    {t('actions.new')}
                  </Button>
                )
              }
            />
          )
        ) : (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching} aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  {canUpdate && (
                    <Table.Th w={44}>
                      <Checkbox
                        aria-label={t('list.selectAll')}
                        checked={allChecked}
                        indeterminate={someChecked}
                        onChange={toggleAll}
                        disabled={rows.length === 0}
                      />
                    </Table.Th>
                  )}
                  <SortHeader field="name" label={t('fields.name')} />
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <SortHeader field="status" label={t('fields.status')} />
                  <Table.Th>{t('fields.industry')}</Table.Th>
                  <Table.Th>{t('fields.contact')}</Table.Th>
                  <SortHeader field="created_at" label={t('fields.createdAt')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending
                  ? Array.from({ length: 6 }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                      <Table.Tr key={i}>
                        {Array.from({ length: canUpdate ? 7 : 6 }, (_, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cells
                          <Table.Td key={j}>
                            <Skeleton height={14} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((employer) => (
                      <EmployerRow
                        key={employer.id}
                        employer={employer}
                        to={tenant.path(`employers/${employer.id}`)}
                        selectable={canUpdate}
                        checked={selected.includes(employer.id)}
                        onCheck={(checked) =>
                          setSelected((s) => (checked ? [...s, employer.id] : s.filter((id) => id !== employer.id)))
                        }
                        industry={industryLabel(employer.industry)}
                        created={date(employer.created_at)}
                      />
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {meta && meta.total > 0 && (
          <Group className={classes.footer} justify="space-between" gap="sm">
            <Group gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('list.range', {
                  from: number((meta.current_page - 1) * meta.per_page + 1),
                  to: number(Math.min(meta.current_page * meta.per_page, meta.total)),
                  total: number(meta.total),
                })}
              </Text>
              <Select
                aria-label={t('list.perPage')}
                data={PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: t('list.perPageOption', { count: n }) }))}
                value={String(meta.per_page)}
                onChange={(v) => v && update({ per_page: Number(v) })}
                allowDeselect={false}
                size="xs"
                w={130}
              />
            </Group>
            {meta.last_page > 1 && (
              <Pagination
                total={meta.last_page}
                value={meta.current_page}
                onChange={(p) => update({ page: p === 1 ? undefined : p }, false)}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t('list.previous') : control === 'next' ? t('list.next') : undefined,
                })}
                getItemProps={(p) => ({ 'aria-label': t('list.page', { page: p }) })}
              />
            )}
          </Group>
        )}
      </Paper>
    </>
  );
}

function EmployerRow({
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
      <Table.Td className={classes.nameCell}>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={employer.logo}
            name={employer.name}
            variant="filled"
            color="var(--mantine-primary-color-filled)"
            radius="md"
            size={36}
            className={classes.logo}
            alt=""
          />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={to} fw={600} size="sm" truncate>
              {employer.name}
            </Anchor>
            {employer.business_name && employer.business_name !== employer.name && (
              <Text size="xs" c="dimmed" truncate>
                {employer.business_name}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
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
