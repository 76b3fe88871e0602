import { Paper } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/PageHeader.js';
import { SkipLink, useTargetId } from '../ui/SkipLink.js';
import { ListBody, type ListBodyProps } from './ListBody.js';
import { ListTable, type ListTableProps } from './ListTable.js';

export type { ListQuery } from './ListBody.js';

export type ListPageProps<Row extends RowData> = Omit<ListBodyProps, 'children'> & {
  title: string;
  /** Page actions beside the title (export, "new"). */
  actions?: ReactNode;
  /** The table (ListTable without what the query tells), shown while loading and once rows came. */
  table: Omit<ListTableProps<Row>, 'pending' | 'fetching'>;
  /** Between the header and the list (a view switch). */
  before?: ReactNode;
  /** Dialogs and drawers of the page. */
  after?: ReactNode;
};

/**
 * A list screen: "Skip to results" (first in the content, seen on keyboard focus only), header,
 * then the list (ListBody: toolbar, bulk bar, the error, empty, "no match" or table body, and the
 * footer) on a surface. Each screen brings its columns, filters and actions.
 */
export function ListPage<Row extends RowData>({ title, actions, table, before, after, ...list }: ListPageProps<Row>) {
  const { t } = useTranslation();
  const results = useTargetId('results');
  return (
    <>
      <SkipLink target={results}>{t('list.skipToResults')}</SkipLink>
      <PageHeader title={title} actions={actions} />
      {before}
      <Paper className="portal-surface" withBorder radius="md">
        <ListBody {...list} resultsId={results}>
          <ListTable {...table} pending={list.query.isPending} fetching={list.query.isFetching} />
        </ListBody>
      </Paper>
      {after}
    </>
  );
}
