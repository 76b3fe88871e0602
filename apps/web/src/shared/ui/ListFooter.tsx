import { Group, Pagination, Select, Text } from '@mantine/core';
import type { PageMeta } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.js';
import classes from './ListFooter.module.css';

/**
 * Under a paged list: "1–25 of 120", rows per page, and the pages. `perPageLabel` names what
 * is counted ("Rows per page", "Transactions per page"); without `onPerPage` the size is fixed.
 */
export function ListFooter({
  meta,
  perPageOptions,
  perPageLabel,
  onPage,
  onPerPage,
}: {
  meta: PageMeta;
  perPageOptions: readonly number[];
  perPageLabel: string;
  onPage: (page: number) => void;
  onPerPage?: ((perPage: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <Group className={classes.footer} justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('pager.range', {
            from: number((meta.current_page - 1) * meta.per_page + 1),
            to: number(Math.min(meta.current_page * meta.per_page, meta.total)),
            total: number(meta.total),
          })}
        </Text>
        {onPerPage && (
          <Select
            aria-label={perPageLabel}
            data={perPageOptions.map((n) => ({ value: String(n), label: t('pager.perPageOption', { count: n }) }))}
            value={String(meta.per_page)}
            onChange={(v) => v && onPerPage(Number(v))}
            allowDeselect={false}
            size="xs"
            w={130}
          />
        )}
      </Group>
      {meta.last_page > 1 && (
        <Pagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('pager.previous') : control === 'next' ? t('pager.next') : undefined,
          })}
          getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        />
      )}
    </Group>
  );
}
