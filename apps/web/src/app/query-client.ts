import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client.js';

/**
 * The one retry rule of every query: a refusal or a bad request (4xx) will not change by asking
 * again, so it is not retried; a server or network error is retried twice.
 */
export const retryRule = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryRule } } });
