import { Anchor, Group, Table, Text, ThemeIcon } from '@mantine/core';
import type { LedgerEntry } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import classes from '../credits.module.css';
import { KIND_LOOK } from './kinds.js';

/** One ledger entry; `data-label` names each cell when the table stacks on a narrow screen. */
export function LedgerRow({
  entry,
  showEmployer,
  receiptPath,
}: {
  entry: LedgerEntry;
  showEmployer: boolean;
  receiptPath: string;
}) {
  const { t } = useTranslation('credits');
  const { dateTime, number } = useFormat();
  const look = KIND_LOOK[entry.kind];
  const KindIcon = look.icon;
  return (
    <Table.Tr>
      <Table.Td data-label={t('ledger.columns.date')} className={classes.num}>
        {dateTime(entry.created_at)}
      </Table.Td>
      {showEmployer && <Table.Td data-label={t('ledger.columns.employer')}>{entry.employer.name}</Table.Td>}
      <Table.Td data-label={t('ledger.columns.kind')}>
        <span className={classes.kind}>
          <ThemeIcon size={26} radius="xl" variant="light" color={look.color} aria-hidden>
            <KindIcon size={15} stroke={1.75} />
          </ThemeIcon>
          {t(`kinds.${entry.kind}`)}
        </span>
      </Table.Td>
      <Table.Td data-label={t('ledger.columns.amount')}>
        <span className={`${classes.num} ${entry.amount >= 0 ? classes.plus : classes.minus}`}>
          {number(entry.amount, { signDisplay: 'exceptZero' })}
        </span>
      </Table.Td>
      <Table.Td data-label={t('ledger.columns.balanceAfter')} className={classes.num}>
        {number(entry.balance_after)}
      </Table.Td>
      <Table.Td data-label={t('ledger.columns.details')} className={classes.details}>
        <Details entry={entry} receiptPath={receiptPath} />
      </Table.Td>
    </Table.Tr>
  );
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
