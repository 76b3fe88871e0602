import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import type { LedgerEntry } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import classes from '../credits.module.css';
import { KIND_LOOK } from './kinds.js';

/** The ledger's columns: when, whose (staff across employers), what, how many, the balance after, why. */
export function useLedgerColumns(showEmployer: boolean, receiptPath: string): (ListColumn<LedgerEntry> | false)[] {
  const { t } = useTranslation('credits');
  const { dateTime, number } = useFormat();
  return [
    { id: 'date', header: t('ledger.columns.date'), className: classes.num, cell: (e) => dateTime(e.created_at) },
    showEmployer && { id: 'employer', header: t('ledger.columns.employer'), cell: (e) => e.employer.name },
    {
      id: 'kind',
      header: t('ledger.columns.kind'),
      cell: (entry) => {
        const look = KIND_LOOK[entry.kind];
        const KindIcon = look.icon;
        return (
          <span className={classes.kind}>
            <ThemeIcon size={26} radius="xl" variant="light" color={look.color} aria-hidden>
              <KindIcon size={15} stroke={1.75} />
            </ThemeIcon>
            {t(`kinds.${entry.kind}`)}
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: t('ledger.columns.amount'),
      cell: (e) => (
        <span className={`${classes.num} ${e.amount >= 0 ? classes.plus : classes.minus}`}>
          {number(e.amount, { signDisplay: 'exceptZero' })}
        </span>
      ),
    },
    {
      id: 'balance_after',
      header: t('ledger.columns.balanceAfter'),
      className: classes.num,
      cell: (e) => number(e.balance_after),
    },
    {
      id: 'details',
      header: t('ledger.columns.details'),
      className: classes.details,
      cell: (e) => <Details entry={e} receiptPath={receiptPath} />,
    },
  ];
}

function Details({ entry, receiptPath }: { entry: LedgerEntry; receiptPath: string }) {
  const { t } = useTranslation('credits');
  const by = entry.actor
    ? entry.impersonator
      ? t('ledger.byVia', { name: entry.actor.name, via: entry.impersonator.name })
      : t('ledger.by', { name: entry.actor.name })
    : null;
  const refs = entry.purchase_id !== null || entry.job_id !== null;
  // One wrapper: the stacked (narrow) layout puts the cell's label and its content side by side.
  return (
    <div>
      {entry.reason && (
        <Text size="sm" dir="auto">
          {entry.reason}
        </Text>
      )}
      {refs && (
        <Group gap="sm" wrap="wrap">
          {entry.purchase_id !== null && (
            <Anchor component={Link} to={receiptPath} search={{ purchase: entry.purchase_id } as never} size="sm">
              {t('ledger.purchase', { id: entry.purchase_id })}
            </Anchor>
          )}
          {entry.job_id !== null && <Text size="sm">{t('ledger.job', { id: entry.job_id })}</Text>}
        </Group>
      )}
      {by && (
        <Text size="xs" c="dimmed">
          {by}
        </Text>
      )}
    </div>
  );
}
