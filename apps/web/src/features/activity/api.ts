import type { ActivityListResponse } from '@talent/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.js';

const PER_PAGE = 15;

/** One subject's audit trail, a page at a time (newest first). `key` must name the tenant and subject. */
export const activityQuery = (key: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey: [...key, 'activity'],
    queryFn: ({ pageParam, signal }) =>
      api<z.infer<typeof ActivityListResponse>>(path, { query: { page: pageParam, per_page: PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
