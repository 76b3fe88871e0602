import { ApiError } from './client.js';

/**
 * The QueryClient's retry rule: a refusal or a bad request (4xx) will not change by asking again,
 * so it shows at once; a server or network error is tried twice more.
 */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;
