import type { PageMeta } from '@talent/contract';

export const pageMeta = (query: { page: number; per_page: number }, total: number): PageMeta => ({
  current_page: query.page,
  per_page: query.per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
});
