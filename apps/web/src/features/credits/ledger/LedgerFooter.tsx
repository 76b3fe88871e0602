import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import classes from '../credits.module.css';
import { LEDGER_PER_PAGE } from '../search.js';

type Meta = { current_page: number; per_page: number; total: number; last_page: number };

/** "1–25 of 120", entries per page and the pages. */
export function LedgerFooter({
  meta,
  onPage,
  onPerPage,
}: {
  meta: Meta;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  return (
    <Group className={classes.footer} justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('ledger.range', {
            from: number((meta.current_page - 1) * meta.per_page + 1),
            to: number(Math.min(meta.current_page * meta.per_page, meta.total)),
            total: number(meta.total),
          })}
        </Text>
        <Select
          aria-label={t('ledger.perPage')}
          data={LEDGER_PER_PAGE.map((n) => ({ value: String(n), label: t('ledger.perPageOption', { count: n }) }))}
          value={String(meta.per_page)}
          onChange={(v) => v && onPerPage(Number(v))}
          allowDeselect={false}
          size="xs"
          w={130}
        />
      </Group>
      {meta.last_page > 1 && (
        <Pagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('ledger.previous') : control === 'next' ? t('ledger.next') : undefined,
          })}
          getItemProps={(p) => ({ 'aria-label': t('ledger.page', { page: p }) })}
        />
      )}
    </Group>
  );
}
