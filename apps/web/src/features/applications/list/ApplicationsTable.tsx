import { ListTable } from '../../../shared/list/ListTable.js';
import { useListTable } from '../../../shared/list/useListTable.js';
import type { ApplicationRow } from '../api.js';
import classes from '../applications.module.css';
import { useApplicationColumns } from './useApplicationColumns.js';

/** A job's or a candidate's applications: the list's columns, without sorting or selection. */
export function ApplicationsTable({
  rows,
  pending,
  showJob,
  showEmployer,
  label,
}: {
  rows: ApplicationRow[] | undefined;
  pending: boolean;
  showJob?: boolean;
  showEmployer: boolean;
  label: string;
}) {
  const model = useListTable({
    rows,
    columns: useApplicationColumns({ showJob, showEmployer }),
    rowId: (a) => a.id,
  });
  return (
    <ListTable
      model={model}
      label={label}
      pending={pending}
      fetching={pending}
      rowClassName={(a) => (a.enabled ? undefined : classes.disabledRow)}
    />
  );
}
