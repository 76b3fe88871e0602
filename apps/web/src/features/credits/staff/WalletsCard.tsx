import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { IconAdjustments, IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { ListBody } from '../../../shared/list/ListBody.js';
import { ListSearchInput } from '../../../shared/list/ListSearchInput.js';
import { ListTable } from '../../../shared/list/ListTable.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { listControls } from '../../../shared/list/useListSearch.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
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
  const [state, setState] = useState<{ q?: string | undefined; page?: number | undefined }>({});
  const list = listControls(state, setState);
  const wallets = useQuery(walletsQuery(scope, { page: state.page ?? 1, per_page: PER_PAGE, q: state.q }));
  const [q, setQ] = useSearchText(state.q, (text) => list.set({ q: text }));
  const employerPath = (id: number) => `/${scope.accountId}/${scope.siteId}/employers/${id}`;
  const model = useListTable({
    rows: wallets.data?.data,
    rowId: (wallet) => wallet.employer.id,
    columns: [
      {
        id: 'employer',
        header: t('wallets.columns.employer'),
        cell: (wallet) => (
          <Anchor component={Link} to={employerPath(wallet.employer.id)} fw={600} size="sm">
            {wallet.employer.name}
          </Anchor>
        ),
      },
      {
        id: 'balance',
        header: t('wallets.columns.balance'),
        className: shared.num,
        cell: (wallet) => (
          <Text span fw={700} size="sm" data-testid="wallet-balance">
            {number(wallet.balance)}
          </Text>
        ),
      },
      {
        id: 'updated',
        header: t('wallets.columns.updated'),
        className: shared.num,
        cell: (wallet) => (wallet.updated_at ? dateTime(wallet.updated_at) : t('wallets.never')),
      },
      onAdjust !== null && {
        id: 'actions',
        header: t('wallets.columns.actions'),
        cell: (wallet) => (
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
        ),
      },
    ],
  });

  return (
    <Paper className="portal-surface" withBorder radius="md">
      <ListBody
        toolbar={
          <ListToolbar
            title={
              <Title order={2} fz="h4" className={classes.title}>
                {t('wallets.title')}
              </Title>
            }
            search={
              <ListSearchInput
                label={t('wallets.search')}
                value={q}
                onChange={setQ}
                placeholder={t('wallets.searchPlaceholder')}
              />
            }
            searchMaxWidth={320}
          />
        }
        query={wallets}
        empty={{ icon: IconBuildingStore, title: t('wallets.emptyTitle'), text: t('wallets.emptyText') }}
        noMatch={{ title: t('wallets.noMatchTitle'), text: t('wallets.noMatchText') }}
        filtered={Boolean(state.q)}
        paging={{ onPage: list.onPage }}
      >
        <ListTable model={model} label={t('wallets.title')} pending={wallets.isPending} fetching={wallets.isFetching} />
      </ListBody>
    </Paper>
  );
}
