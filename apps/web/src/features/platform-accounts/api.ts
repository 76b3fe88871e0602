import type {
  AccountStatusChangeBody,
  CreatePlatformAccountBody,
  OperationResponse,
  PlatformAccountListQuery,
  SavePlatformAccountLimitsBody,
  UpdatePlatformAccountBody,
} from '@talent/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../../shared/api/client.js';
import { saveBlob } from '../../shared/api/download.js';

export type PlatformAccount = OperationResponse<'platformAccount'>['data'];

/** Every query of this screen starts with this key: a change refreshes them all. */
export const PLATFORM_ACCOUNTS_KEY = ['platform', 'accounts'] as const;

export const platformAccountsQuery = (query: Partial<PlatformAccountListQuery>) =>
  queryOptions({
    queryKey: [...PLATFORM_ACCOUNTS_KEY, query],
    queryFn: ({ signal }) => api('listPlatformAccounts', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const createPlatformAccount = (body: CreatePlatformAccountBody) =>
  api('createPlatformAccount', { body }).then((r) => r.data);

export const updatePlatformAccount = (id: number, body: UpdatePlatformAccountBody) =>
  api('updatePlatformAccount', { params: { id }, body }).then((r) => r.data);

export type StatusChange = 'suspend' | 'reinstate' | 'close' | 'reopen';

const STATUS_OPERATIONS = {
  suspend: 'suspendPlatformAccount',
  reinstate: 'reinstatePlatformAccount',
  close: 'closePlatformAccount',
  reopen: 'reopenPlatformAccount',
} as const;

export const changeAccountStatus = (id: number, change: StatusChange, body: AccountStatusChangeBody) =>
  api(STATUS_OPERATIONS[change], { params: { id }, body }).then((r) => r.data);

/** Saves the account's data export; the API records the download, which closing asks for. */
export async function downloadAccountExport(id: number) {
  saveBlob(await apiBlob('exportPlatformAccount', { params: { id } }), `account-${id}-export.json`);
}

/** An account's plan: limits, usage and its new sites' credit defaults. */
export const accountLimitsQuery = (id: number) =>
  queryOptions({
    queryKey: [...PLATFORM_ACCOUNTS_KEY, id, 'limits'],
    queryFn: ({ signal }) => api('platformAccountLimits', { params: { id }, signal }).then((r) => r.data),
  });

export const savePlatformAccountLimits = (id: number, body: SavePlatformAccountLimitsBody) =>
  api('savePlatformAccountLimits', { params: { id }, body }).then((r) => r.data);
