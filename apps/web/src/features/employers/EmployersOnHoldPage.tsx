import {
  Anchor,
  Avatar,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCheck, IconChecklist, IconSearch, IconX } from '@tabler/icons-react';
import { EMPLOYER_BULK_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { fieldOptionsQuery, onHoldEmployersQuery, useApproveEmployers, useRejectEmployers } from './api.js';
import { EmptyState, RejectModal, showBulkResult, TypeLabel, useOptionLabel, useTenant } from './components.js';
import classes from './employers.module.css';
import { type OnHoldSearch, onHoldSearch } from './search.js';

/** `employers/hold`: registrations waiting for a moderator, approved or rejected in bulk. */
export function EmployersOnHoldPage() {
  const { t } = useTranslation('employers');
  const { date, number } = useFormat();
  const tenant = useTenant();
  const navigate = useNavigate();
  const search = onHoldSearch.parse(useSearch({ strict: false }));
  const list = useQuery(
    onHoldEmployersQuery(tenant, {
      page: search.page ?? 1,
      per_page: search.per_page ?? 25,
      sort: 'created_at',
      ...(search.q ? { q: search.q } : {}),
    }),
  );
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const approve = useApproveEmployers(tenant);
  const reject = useRejectEmployers(tenant);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [q, setQ] = useState(search.q ?? '');
  const [debouncedQ] = useDebouncedValue(q.trim(), 350);

  function update(next: Partial<OnHoldSearch>) {
    const merged = { ...search, ...next };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    setSelected([]);
    void navigate({ to: '.', search: clean as never, replace: true });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers it
  useEffect(() => {
    if ((search.q ?? '') !== debouncedQ) update({ q: debouncedQ || undefined, page: undefined });
  }, [debouncedQ]);

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const visibleIds = rows.map((r) => r.id);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const allChecked = visibleIds.length > 0 && visibleIds.every((id) => selected.includes(id));
  const someChecked = chosen.length > 0 && !allChecked;
  const busy = approve.isPending || reject.isPending;

  function confirmApprove() {
    const count = chosen.length;
    const names = chosen.slice(0, 5).map((e) => e.name);
    modals.openConfirmModal({
      title: t('confirm.approveTitle', { count }),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('confirm.approveText', { count })}</Text>
          <Text size="sm" fw={600}>
            {names.join(', ')}
            {count > names.length ? ` ${t('confirm.more', { count: count - names.length })}` : ''}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('confirm.approve', { count }), cancel: t('actions.cancel') },
      onConfirm: () =>
        approve.mutate(
          { ids: chosen.map((e) => e.id) },
          {
            onSuccess: (r) => {
              setSelected([]);
              showBulkResult(r, 'approved');
            },
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('hold.title')}
        crumbs={[{ label: t('title'), to: tenant.path('employers') }, { label: t('hold.title') }]}
      />
      <Paper className="portal-surface" withBorder radius="md">
        <Group className={classes.toolbar} justify="space-between" gap="sm" align="flex-end">
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
            style={{ flex: '1 1 260px' }}
            maw={420}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {chosen.length > 0 ? t('bulk.selected', { count: chosen.length }) : t('hold.selectHint')}
            </Text>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              disabled={chosen.length === 0 || busy}
              loading={approve.isPending}
              onClick={confirmApprove}
            >
              {t('actions.approve')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={chosen.length === 0 || busy}
              loading={reject.isPending}
              onClick={() => setRejecting(true)}
            >
              {t('actions.reject')}
            </Button>
          </Group>
        </Group>

        {list.isError && !list.data ? (
          <EmptyState
            icon={IconChecklist}
            title={t('list.errorTitle')}
            text={formAlert(list.error) ?? undefined}
            action={<Button onClick={() => list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : !list.isPending && rows.length === 0 ? (
          search.q ? (
            <EmptyState icon={IconSearch} title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
          ) : (
            <EmptyState icon={IconChecklist} title={t('hold.emptyTitle')} text={t('hold.emptyText')} />
          )
        ) : (
          <Table.ScrollContainer minWidth={820} type="native">
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('hold.title')} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>
                    <Checkbox
                      aria-label={t('list.selectAll')}
                      checked={allChecked}
                      indeterminate={someChecked}
                      onChange={() => setSelected(allChecked ? [] : visibleIds.slice(0, EMPLOYER_BULK_MAX))}
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
                {list.isPending
                  ? Array.from({ length: 4 }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                      <Table.Tr key={i}>
                        {Array.from({ length: 6 }, (_, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cells
                          <Table.Td key={j}>
                            <Skeleton height={14} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((e) => {
                      const checked = selected.includes(e.id);
                      return (
                        <Table.Tr key={e.id} bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
                          <Table.Td>
                            <Checkbox
                              aria-label={t('list.select', { name: e.name })}
                              checked={checked}
                              onChange={(ev) => {
                                const on = ev.currentTarget.checked;
                                setSelected((s) => (on ? [...s, e.id] : s.filter((id) => id !== e.id)));
                              }}
                            />
                          </Table.Td>
                          <Table.Td className={classes.nameCell}>
                            <Group gap="sm" wrap="nowrap">
                              <Avatar
                                src={e.logo}
                                name={e.name}
                                variant="filled"
                                color="var(--mantine-primary-color-filled)"
                                radius="md"
                                size={36}
                                alt=""
                              />
                              <Stack gap={0} miw={0}>
                                <Anchor
                                  component={Link}
                                  to={tenant.path(`employers/${e.id}`)}
                                  fw={600}
                                  size="sm"
                                  truncate
                                >
                                  {e.name}
                                </Anchor>
                                {e.business_name && e.business_name !== e.name && (
                                  <Text size="xs" c="dimmed" truncate>
                                    {e.business_name}
                                  </Text>
                                )}
                              </Stack>
                            </Group>
                          </Table.Td>
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
                    })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {meta && meta.total > 0 && (
          <Group className={classes.footer} justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('list.range', {
                from: number((meta.current_page - 1) * meta.per_page + 1),
                to: number(Math.min(meta.current_page * meta.per_page, meta.total)),
                total: number(meta.total),
              })}
            </Text>
            {meta.last_page > 1 && (
              <Pagination
                total={meta.last_page}
                value={meta.current_page}
                onChange={(p) => update({ page: p === 1 ? undefined : p })}
                size="sm"
              />
            )}
          </Group>
        )}
      </Paper>
      <RejectModal
        opened={rejecting}
        count={chosen.length}
        loading={reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) =>
          reject.mutate(
            { ids: chosen.map((e) => e.id), reason },
            {
              onSuccess: (r) => {
                setRejecting(false);
                setSelected([]);
                showBulkResult(r, 'rejected');
              },
              onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
            },
          )
        }
      />
    </>
  );
}
