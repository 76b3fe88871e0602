import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingCommunity,
  IconDots,
  IconDownload,
  IconEdit,
  IconGauge,
  IconLock,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
} from '@tabler/icons-react';
import { ACCOUNT_STATUSES, AccountStatusChangeBody } from '@talent/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { EnumFilter } from '../../shared/list/EnumFilter.js';
import { ListPage } from '../../shared/list/ListPage.js';
import { ListSearchInput } from '../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { countSet } from '../../shared/list/search-params.js';
import { useListSearch } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { ReasonModal } from '../../shared/ui/ReasonModal.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from '../jobs/components/JobStatusBadge.module.css';
import { AccountFormModal } from './AccountFormModal.js';
import {
  changeAccountStatus,
  downloadAccountExport,
  PLATFORM_ACCOUNTS_KEY,
  type PlatformAccount,
  platformAccountsQuery,
} from './api.js';
import { PLATFORM_ACCOUNT_FILTERS, platformAccountsQueryOf, platformAccountsSearch } from './search.js';

// Dialogs load when first opened.
const CloseAccountModal = lazy(() => import('./CloseAccountModal.js').then((m) => ({ default: m.CloseAccountModal })));

// Dialogs load when first opened.
const LimitsFormModal = lazy(() => import('./LimitsFormModal.js').then((m) => ({ default: m.LimitsFormModal })));

type StatusChange = { account: PlatformAccount; change: 'suspend' | 'reinstate' | 'reopen' };

const STATUS_COLORS = { active: 'teal', suspended: 'orange', closing: 'red' } as const;

/** `/platform/accounts`: every recruitment business on the platform (platform staff only). */
export function PlatformAccountsPage() {
  const { t } = useTranslation('platform-accounts');
  const { number, date, dateTime } = useFormat();
  const client = useQueryClient();
  const list = useListSearch(platformAccountsSearch);
  const { search } = list;
  const query = useQuery(platformAccountsQuery(platformAccountsQueryOf(search)));
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PlatformAccount | null>(null);
  const [limiting, setLimiting] = useState<PlatformAccount | null>(null);
  const [changing, setChanging] = useState<StatusChange | null>(null);
  const [closing, setClosing] = useState<PlatformAccount | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: PLATFORM_ACCOUNTS_KEY });
  const exportData = async (a: PlatformAccount) => {
    try {
      await downloadAccountExport(a.id);
      await refresh();
    } catch {
      showSnackbar('error', t('close.downloadFailed'));
    }
  };
  const filtered = Boolean(search.q) || countSet(search, PLATFORM_ACCOUNT_FILTERS) > 0;

  const model = useListTable({
    rows: query.data?.data,
    rowId: (a) => a.id,
    columns: [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (a) => (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {a.name}
            </Text>
            {a.hosts.length > 0 && (
              <Text size="xs" c="dimmed" dir="ltr">
                {a.hosts.join(', ')}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (a) => (
          <Stack gap={2}>
            <Badge variant="dot" color={STATUS_COLORS[a.status]} radius="sm" className={classes.badge}>
              {t(`status.${a.status}`)}
            </Badge>
            {a.status === 'closing' && a.closes_at && (
              <Text size="xs">{t('closingUntil', { date: date(a.closes_at, { dateStyle: 'long' }) })}</Text>
            )}
            {a.status !== 'active' && a.status_reason && (
              <Text size="xs" c="dimmed">
                {a.status_reason}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'sites', header: t('columns.sites'), cell: (a) => <Text size="sm">{number(a.sites)}</Text> },
      { id: 'people', header: t('columns.people'), cell: (a) => <Text size="sm">{number(a.people)}</Text> },
      {
        id: 'language',
        header: t('columns.language'),
        cell: (a) => <Text size="sm">{t(`languages.${a.default_locale}`)}</Text>,
      },
      {
        id: 'activity',
        header: t('columns.lastActivity'),
        cell: (a) => <Text size="sm">{a.last_activity_at ? dateTime(a.last_activity_at) : t('never')}</Text>,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hiddenHeader: true,
        cell: (a) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} aria-hidden />}
              onClick={() => setEditing(a)}
              aria-label={t('actions.editOne', { name: a.name })}
            >
              {t('actions.edit')}
            </Button>
            {/* The rarer and weightier actions wait in the row's menu, so a row stays one line. */}
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: a.name })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconGauge size={14} aria-hidden />} onClick={() => setLimiting(a)}>
                  {t('actions.limits')}
                </Menu.Item>
                <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} onClick={() => exportData(a)}>
                  {t('actions.export')}
                </Menu.Item>
                <Menu.Divider />
                {a.status === 'active' && (
                  <Menu.Item
                    leftSection={<IconPlayerPause size={14} aria-hidden />}
                    onClick={() => setChanging({ account: a, change: 'suspend' })}
                  >
                    {t('actions.suspend')}
                  </Menu.Item>
                )}
                {a.status === 'suspended' && (
                  <Menu.Item
                    leftSection={<IconPlayerPlay size={14} aria-hidden />}
                    onClick={() => setChanging({ account: a, change: 'reinstate' })}
                  >
                    {t('actions.reinstate')}
                  </Menu.Item>
                )}
                {a.status === 'closing' ? (
                  <Menu.Item
                    leftSection={<IconArrowBackUp size={14} aria-hidden />}
                    onClick={() => setChanging({ account: a, change: 'reopen' })}
                  >
                    {t('actions.reopen')}
                  </Menu.Item>
                ) : (
                  <Menu.Item color="red" leftSection={<IconLock size={14} aria-hidden />} onClick={() => setClosing(a)}>
                    {t('actions.close')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ),
      },
    ],
  });

  const change = changing?.change ?? 'suspend';
  return (
    <ListPage
      title={t('title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('actions.new')}
        </Button>
      }
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          filters={
            <EnumFilter
              label={t('filters.status')}
              placeholder={t('filters.all')}
              values={ACCOUNT_STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              value={search.status}
              onChange={(status) => list.set({ status })}
              width={170}
            />
          }
          activeFilters={countSet(search, PLATFORM_ACCOUNT_FILTERS)}
          filtered={filtered}
          onReset={() => list.reset(['per_page'])}
        />
      }
      query={query}
      empty={{ icon: IconBuildingCommunity, title: t('empty'), text: t('emptyText') }}
      noMatch={{ title: t('noMatch'), text: t('noMatchText') }}
      filtered={filtered}
      paging={{ onPage: list.onPage, onPerPage: list.onPerPage }}
      table={{ model, label: t('title'), skeletonRows: 5 }}
      after={
        <>
          <AccountFormModal opened={creating} onClose={() => setCreating(false)} />
          <AccountFormModal account={editing ?? undefined} opened={editing !== null} onClose={() => setEditing(null)} />
          {limiting && (
            <Suspense fallback={null}>
              <LimitsFormModal account={limiting} onClose={() => setLimiting(null)} />
            </Suspense>
          )}
          <ReasonModal
            opened={changing !== null}
            schema={AccountStatusChangeBody}
            labels={{
              title: t(`${change}.title`, { name: changing?.account.name ?? '' }),
              text: t(`${change}.text`),
              reason: t('reason.label'),
              reasonHelp: t('reason.help'),
              counter: (count) => t('reason.counter', { count, max: 500 }),
              submit: t(`${change}.submit`),
              cancel: t('form.cancel'),
              invalid: t('reason.tooShort'),
            }}
            onClose={() => setChanging(null)}
            onSubmit={async (reason) => {
              if (!changing) return;
              const saved = await changeAccountStatus(changing.account.id, changing.change, { reason });
              await refresh();
              showSnackbar('success', t(`${changing.change}.done`, { name: saved.name }));
              setChanging(null);
            }}
          />
          {closing && (
            <Suspense fallback={null}>
              <CloseAccountModal
                account={closing}
                onClose={() => setClosing(null)}
                onSubmit={async (account, reason) => {
                  const saved = await changeAccountStatus(account.id, 'close', { reason });
                  await refresh();
                  showSnackbar(
                    'success',
                    t('close.done', {
                      name: saved.name,
                      date: saved.closes_at ? date(saved.closes_at, { dateStyle: 'long' }) : '',
                    }),
                  );
                  setClosing(null);
                }}
              />
            </Suspense>
          )}
        </>
      }
    />
  );
}
