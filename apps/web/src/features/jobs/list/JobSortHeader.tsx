import type { JobListQuery } from '@talent/contract';
import { SortHeader } from '../../../shared/ui/SortHeader.js';

export type JobSort = NonNullable<JobListQuery['sort']>;
type Field = 'title' | 'created_at' | 'end_date' | 'status';

/** A column header that sorts the jobs by its field: ascending first, then descending. */
export const JobSortHeader = (props: { field: Field; label: string; sort: JobSort; onSort: (sort: JobSort) => void }) =>
  SortHeader<Field, JobSort>(props);
