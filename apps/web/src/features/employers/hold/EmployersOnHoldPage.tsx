import { IconChecklist } from '@tabler/icons-react';
import { EMPLOYER_BULK_MAX, EMPLOYER_REJECTION_REASON_MAX, EmployerRejection } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/list/error-text.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListSearchInput } from '../../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { ReviewActions } from '../../../shared/list/ReviewActions.js';
import { queueSearch } from '../../../shared/list/search-params.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useSearchText } from '../../../shared/list/useSearchText.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { onHoldEmployersQuery, useApproveEmployers, useRejectEmployers } from '../api.js';
import { showBulkResult } from '../components.js';
import { useEmployerColumns } from '../list/useEmployerColumns.js';

/** `employers/hold`: registrations waiting for a moderator, approved or rejected in bulk. */
export function EmployersOnHoldPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const list = useListSearch(queueSearch);
  const { search } = list;
  const query = useQuery(
    onHoldEmployersQuery(tenant, {
      page: search.page ?? 1,
      per_page: search.per_page ?? 25,
      sort: 'created_at',
      ...(search.q ? { q: search.q } : {}),
    }),
  );
  const approve = useApproveEmployers(tenant);
  const reject = useRejectEmployers(tenant);
  const model = useListTable({
    rows: query.data?.data,
    columns: useEmployerColumns('hold'),
    rowId: (employer) => employer.id,
    selection: { max: EMPLOYER_BULK_MAX },
    resetKey: list.key,
  });
  const { chosen } = model;
  const count = chosen.length;
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const ids = chosen.map((e) => e.id);
  const nameOf = rowNames(
    chosen,
    (e) => e.id,
    (e) => e.name,
  );
  const failed = (e: unknown) => showSnackbar('error', errorText(e));

  return (
    <ListPage
      title={t('hold.title')}
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          searchMaxWidth={420}
          end={
            <ReviewActions
              names={chosen.map((e) => e.name)}
              hint={t('hold.selectHint')}
              approve={{
                title: t('confirm.approveTitle', { count }),
                text: t('confirm.approveText', { count }),
                confirm: t('confirm.approve', { count }),
                pending: approve.isPending,
                run: () =>
                  approve.mutate(
                    { ids },
                    {
                      onSuccess: (r) => {
                        model.clearSelection();
                        showBulkResult(r, 'approved', nameOf);
                      },
                      onError: failed,
                    },
                  ),
              }}
              reject={{
                title: t('reject.title', { count }),
                text: t('reject.text'),
                schema: EmployerRejection,
                max: EMPLOYER_REJECTION_REASON_MAX,
                pending: reject.isPending,
                run: async (reason) => {
                  showBulkResult(await reject.mutateAsync({ ids, reason }), 'rejected', nameOf);
                  model.clearSelection();
                },
              }}
            />
          }
        />
      }
      query={query}
      empty={{ icon: IconChecklist, title: t('hold.emptyTitle'), text: t('hold.emptyText') }}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      filtered={Boolean(search.q)}
      paging={list}
      table={{
        model,
        label: t('hold.title'),
        selectAllLabel: t('list.selectAll'),
        rowName: (employer) => employer.name,
        skeletonRows: 4,
      }}
    />
  );
}
