import { Button, Group, Pagination, Paper, Text } from '@mantine/core';
import { IconCheck, IconChecklist, IconSearch, IconX } from '@tabler/icons-react';
import { EMPLOYER_BULK_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useRowSelection } from '../../shared/ui/useRowSelection.js';
import { formAlert } from '../auth/forms.js';
import { fieldOptionsQuery, onHoldEmployersQuery, useApproveEmployers, useRejectEmployers } from './api.js';
import { openBulkConfirm } from './bulk-confirm.js';
import { EmptyState, RejectModal, showBulkResult, useOptionLabel, useTenant } from './components.js';
import classes from './employers.module.css';
import { OnHoldTable } from './OnHoldTable.js';
import { SearchInput } from './SearchInput.js';
import { type OnHoldSearch, onHoldSearch } from './search.js';
import { useSearchText } from './useSearchText.js';

/** `employers/hold`: registrations waiting for a moderator, approved or rejected in bulk. */
export function EmployersOnHoldPage() {
  const { t } = useTranslation('employers');
  const { number } = useFormat();
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
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const selection = useRowSelection(rows, EMPLOYER_BULK_MAX);
  const { chosen } = selection;
  const [rejecting, setRejecting] = useState(false);

  function update(next: Partial<OnHoldSearch>) {
    const merged = { ...search, ...next };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    selection.clear();
    void navigate({ to: '.', search: clean as never, replace: true });
  }

  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text, page: undefined }));
  const busy = approve.isPending || reject.isPending;

  function confirmApprove() {
    const count = chosen.length;
    openBulkConfirm({
      chosen,
      title: t('confirm.approveTitle', { count }),
      text: t('confirm.approveText', { count }),
      confirm: t('confirm.approve', { count }),
      onConfirm: () =>
        approve.mutate(
          { ids: chosen.map((e) => e.id) },
          {
            onSuccess: (r) => {
              selection.clear();
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
          <SearchInput value={q} onChange={setQ} style={{ flex: '1 1 260px' }} maw={420} />
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
          <OnHoldTable
            rows={rows}
            pending={list.isPending}
            fetching={list.isFetching}
            selection={selection}
            pathOf={(e) => tenant.path(`employers/${e.id}`)}
            industryLabel={industryLabel}
          />
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
                selection.clear();
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
