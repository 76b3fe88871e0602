import type { OperationParams, OperationsAnswering } from '@talent/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

const PER_PAGE = 15;

type ActivityOperation = OperationsAnswering<'ActivityListResponse'>;
/** Whose activity: one of the API's activity operations and the subject's id. */
export type ActivitySource = { [K in ActivityOperation]: { op: K; params: OperationParams<K> } }[ActivityOperation];

/** One subject's audit trail, a page at a time (newest first). `key` must name the tenant and subject. */
export const activityQuery = (key: readonly unknown[], source: ActivitySource) =>
  infiniteQueryOptions({
    queryKey: [...key, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      api(source.op, { params: source.params, query: { page: pageParam, per_page: PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
