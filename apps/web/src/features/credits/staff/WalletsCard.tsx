import { Anchor, Button, CloseButton, Group, Pagination, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustments, IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.js';
import { formAlert } from '../../auth/forms.js';
import { type CreditScope, walletsQuery } from '../api.js';
import shared from '../credits.module.css';
import type { AdjustTarget } from './AdjustCreditsModal.js';
import classes from './staff.module.css';

const PER_PAGE = 10;

/**
 * Every employer's balance, searchable and paged. The search stays in the component: the page's
 * URL search belongs to the transactions table below.
 */
export function WalletsCard({
  scope,
  onAdjust,
}: {
  scope: CreditScope;
  onAdjust: ((target: AdjustTarget) => void) | null;
}) {
  const { t } = useTranslation('credits-admin');
  const { number, dateTime } = useFormat();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedQ] = useDebouncedValue(q.trim(), 350);
  const wallets = useQuery(walletsQuery(scope, { page, per_page: PER_PAGE, q: debouncedQ || undefined }));
  const rows = wallets.data?.data ?? [];
  const meta = wallets.data?.meta;
  const employerPath = (id: number) => `/${scope.accountId}/${scope.siteId}/employers/${id}`;

  function search(text: string) {
    setQ(text);
    setPage(1);
  }

  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Group justify="space-between" align="flex-end" gap="sm" className={classes.header}>
        <Title order={2} fz="h4">
          {t('wallets.title')}
        </Title>
        <TextInput
          label={t('wallets.search')}
          placeholder={t('wallets.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            q ? <CloseButton size="sm" aria-label={t('wallets.clearSearch')} onClick={() => search('')} /> : null
          }
          type="search"
          value={q}
          onChange={(e) => search(e.currentTarget.value)}
          className={classes.search}
        />
      </Group>
      {wallets.isError && !wallets.data ? (
        <EmptyState
          icon={IconBuildingStore}
          title={t('wallets.errorTitle')}
          text={formAlert(wallets.error) ?? undefined}
          action={<Button onClick={() => wallets.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : !wallets.isPending && rows.length === 0 ? (
        debouncedQ ? (
          <EmptyState icon={IconSearch} title={t('wallets.noMatchTitle')} text={t('wallets.noMatchText')} />
        ) : (
          <EmptyState icon={IconBuildingStore} title={t('wallets.emptyTitle')} text={t('wallets.emptyText')} />
        )
      ) : (
        <Table.ScrollContainer minWidth={0} type="native">
          <Table
            className={shared.stack}
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={wallets.isFetching}
            aria-label={t('wallets.title')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wallets.columns.employer')}</Table.Th>
                <Table.Th>{t('wallets.columns.balance')}</Table.Th>
                <Table.Th>{t('wallets.columns.updated')}</Table.Th>
                {onAdjust && <Table.Th>{t('wallets.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wallets.isPending ? (
                <TableSkeletonRows rows={5} columns={onAdjust ? 4 : 3} />
              ) : (
                rows.map((wallet) => (
                  <Table.Tr key={wallet.employer.id} data-employer={wallet.employer.name}>
                    <Table.Td data-label={t('wallets.columns.employer')}>
                      <Anchor component={Link} to={employerPath(wallet.employer.id)} fw={600} size="sm">
                        {wallet.employer.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td data-label={t('wallets.columns.balance')} className={shared.num}>
                      <Text span fw={700} size="sm" data-testid="wallet-balance">
                        {number(wallet.balance)}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={t('wallets.columns.updated')} className={shared.num}>
                      {wallet.updated_at ? dateTime(wallet.updated_at) : t('wallets.never')}
                    </Table.Td>
                    {onAdjust && (
                      <Table.Td data-label={t('wallets.columns.actions')}>
                        <Button
                          size="xs"
                          variant="default"
                          className={classes.rowAction}
                          leftSection={<IconAdjustments size={14} aria-hidden />}
                          aria-label={t('wallets.adjustOne', { employer: wallet.employer.name })}
                          onClick={() => onAdjust(wallet.employer)}
                        >
                          {t('wallets.adjust')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {meta && meta.total > 0 && (
        <Group justify="space-between" gap="sm" className={classes.footer}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('wallets.range', {
              from: number((meta.current_page - 1) * meta.per_page + 1),
              to: number(Math.min(meta.current_page * meta.per_page, meta.total)),
              total: number(meta.total),
            })}
          </Text>
          {meta.last_page > 1 && (
            <Pagination
              total={meta.last_page}
              value={meta.current_page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? t('wallets.previous') : control === 'next' ? t('wallets.next') : undefined,
              })}
              getItemProps={(p) => ({ 'aria-label': t('wallets.page', { page: p }) })}
            />
          )}
        </Group>
      )}
    </Paper>
  );
}
