import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import type { LedgerEntry } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import classes from '../credits.module.css';
import { KIND_LOOK } from './kinds.js';

/** Where the details link: a purchase's receipt, and a job's page (null when the user may not open jobs). */
export type LedgerPaths = { receipt: string; job: ((id: string) => string) | null };

/** The ledger's columns: when, whose (staff across employers), what, how many, the balance after, why. */
export function useLedgerColumns(showEmployer: boolean, paths: LedgerPaths): (ListColumn<LedgerEntry> | false)[] {
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
      cell: (e) => <Details entry={e} paths={paths} />,
    },
  ];
}

function Details({ entry, paths }: { entry: LedgerEntry; paths: LedgerPaths }) {
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
            <Anchor component={Link} to={paths.receipt} search={{ purchase: entry.purchase_id } as never} size="sm">
              {t('ledger.purchase', { id: entry.purchase_id })}
            </Anchor>
          )}
          {entry.job_id !== null && <JobRef id={entry.job_id} title={entry.job_title} path={paths.job} />}
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

/** The job a posting or refund was for: its title (a link for those who may open jobs), or its id once deleted. */
function JobRef({ id, title, path }: { id: string; title: string | null; path: LedgerPaths['job'] }) {
  const { t, i18n } = useTranslation('credits');
  if (title === null) {
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('ledger.job', { id })}
      </Text>
    );
  }
  // A Latin title keeps its own order inside a right-to-left line.
  const text = t('ledger.jobTitle', { title: i18n.dir() === 'rtl' ? `\u2068${title}\u2069` : title });
  return path ? (
    <Anchor component={Link} to={path(id)} size="sm">
      {text}
    </Anchor>
  ) : (
    <Text size="sm">{text}</Text>
  );
}
