import { EMPLOYER_BULK_MAX, EMPLOYER_REJECTION_REASON_MAX, EmployerRejection } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/list/error-text.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { ReviewQueuePage, useReviewQueueSearch } from '../../../shared/list/ReviewQueuePage.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { onHoldEmployersQuery, useApproveEmployers, useRejectEmployers } from '../api.js';
import { showBulkResult } from '../components.js';
import { useEmployerColumns } from '../list/useEmployerColumns.js';

/** `employers/hold`: registrations waiting for a moderator, approved or rejected in bulk. */
export function EmployersOnHoldPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const queue = useReviewQueueSearch();
  const query = useQuery(onHoldEmployersQuery(tenant, queue.params('created_at')));
  const approve = useApproveEmployers(tenant);
  const reject = useRejectEmployers(tenant);
  const model = useListTable({
    rows: query.data?.data,
    columns: useEmployerColumns('hold'),
    rowId: (employer) => employer.id,
    selection: { max: EMPLOYER_BULK_MAX },
    resetKey: queue.list.key,
  });
  const { chosen } = model;
  const ids = chosen.map((e) => e.id);
  const nameOf = rowNames(
    chosen,
    (e) => e.id,
    (e) => e.name,
  );

  return (
    <ReviewQueuePage
      t={t}
      queue={queue}
      query={query}
      model={model}
      rowName={(employer) => employer.name}
      approve={{
        pending: approve.isPending,
        run: () =>
          approve.mutate(
            { ids },
            {
              onSuccess: (r) => {
                model.clearSelection();
                showBulkResult(r, 'approved', nameOf);
              },
              onError: (e) => showSnackbar('error', errorText(e)),
            },
          ),
      }}
      reject={{
        schema: EmployerRejection,
        max: EMPLOYER_REJECTION_REASON_MAX,
        pending: reject.isPending,
        run: async (reason) => {
          showBulkResult(await reject.mutateAsync({ ids, reason }), 'rejected', nameOf);
          model.clearSelection();
        },
      }}
    />
  );
}
