import { IconChecklist } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListPage, type ListPageProps } from './ListPage.js';
import { ListSearchInput } from './ListSearchInput.js';
import { ListToolbar } from './ListToolbar.js';
import { ReviewActions, type ReviewApprove, type ReviewReject } from './ReviewActions.js';
import { queueSearch } from './search-params.js';
import { useListSearch } from './useListSearch.js';
import type { ListTableModel } from './useListTable.js';
import { useSearchText } from './useSearchText.js';

/**
 * The keys every review queue's namespace holds (employers and jobs-list both hold `hold.title`…):
 * the feature passes its own `t`, so the queues read alike in every language without a shared copy.
 */
type QueueKey =
  | 'hold.title'
  | 'hold.selectHint'
  | 'hold.emptyTitle'
  | 'hold.emptyText'
  | 'filters.searchPlaceholder'
  | 'confirm.approveTitle'
  | 'confirm.approveText'
  | 'confirm.approve'
  | 'reject.title'
  | 'reject.text'
  | 'list.noMatchTitle'
  | 'list.noMatchText'
  | 'list.selectAll';
export type QueueT = (key: QueueKey, options?: { count: number }) => string;

/** The queue's URL state (search text and paging) and the API list query it starts from. */
export function useReviewQueueSearch() {
  const list = useListSearch(queueSearch);
  const { search } = list;
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const params = <S extends string>(sort: S) => ({
    page: search.page ?? 1,
    per_page: search.per_page ?? 25,
    sort,
    ...(search.q ? { q: search.q } : {}),
  });
  return { list, q, setQ, params };
}

type Props<Row extends RowData> = {
  t: QueueT;
  queue: ReturnType<typeof useReviewQueueSearch>;
  query: ListPageProps<Row>['query'];
  model: ListTableModel<Row>;
  rowName: (row: Row) => string;
  approve: Omit<ReviewApprove, 'title' | 'text' | 'confirm'>;
  /** `title` where the queue words it otherwise (a single job is named). */
  reject: Omit<ReviewReject, 'title' | 'text'> & { title?: string };
  /** The queue's own dialogs. */
  after?: ReactNode;
};

/**
 * A moderation queue (employers or jobs on hold): search, the selected rows approved after a
 * confirmation or rejected with a reason, and the table of what waits. Each queue brings its
 * columns, its mutations and what it says once they are done.
 */
export function ReviewQueuePage<Row extends RowData>({
  t,
  queue,
  query,
  model,
  rowName,
  approve,
  reject,
  after,
}: Props<Row>) {
  const { list, q, setQ } = queue;
  const count = model.chosen.length;
  return (
    <ListPage
      title={t('hold.title')}
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          searchMaxWidth={420}
          end={
            <ReviewActions
              names={model.chosen.map(rowName)}
              hint={t('hold.selectHint')}
              approve={{
                title: t('confirm.approveTitle', { count }),
                text: t('confirm.approveText', { count }),
                confirm: t('confirm.approve', { count }),
                ...approve,
              }}
              reject={{ ...reject, title: reject.title ?? t('reject.title', { count }), text: t('reject.text') }}
            />
          }
        />
      }
      query={query}
      empty={{ icon: IconChecklist, title: t('hold.emptyTitle'), text: t('hold.emptyText') }}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      filtered={Boolean(list.search.q)}
      paging={list}
      table={{ model, label: t('hold.title'), selectAllLabel: t('list.selectAll'), rowName, skeletonRows: 4 }}
      after={after}
    />
  );
}
