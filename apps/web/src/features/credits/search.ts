import { LEDGER_KINDS, type LedgerQuery } from '@talent/contract';
import { z } from 'zod';
import { dayParam, enumParam, pagingParams } from '../../shared/list/search-params.js';

/** `credit-system?kind=&from=&to=&page=&per_page=`: the ledger's filters, as route search. */
export const LedgerFilters = z.object({
  kind: enumParam(LEDGER_KINDS),
  from: dayParam,
  to: dayParam,
  ...pagingParams,
});
export type LedgerFilters = z.infer<typeof LedgerFilters>;

/** The filters that narrow the ledger (the "Filters (n)" count, "Reset filters"). */
export const LEDGER_FILTERS = ['kind', 'from', 'to'] as const;

/** The API query of the ledger URL state; staff name the employer (an employer user's is implied). */
export function ledgerQueryOf(filters: LedgerFilters, employerId?: number | null): Partial<LedgerQuery> {
  const query: Partial<LedgerQuery> = { page: filters.page ?? 1, per_page: filters.per_page ?? 25 };
  if (employerId) query.employer_id = employerId;
  if (filters.kind) query['filter[kind]'] = filters.kind;
  if (filters.from) query['filter[from]'] = filters.from;
  if (filters.to) query['filter[to]'] = filters.to;
  return query;
}

/** The export's filters: the table's, without paging. */
export function ledgerExportQuery(filters: LedgerFilters, employerId?: number | null) {
  const { page: _p, per_page: _pp, ...rest } = ledgerQueryOf(filters, employerId);
  return rest as Record<string, string | number | undefined>;
}

/** `credit-system/payment-success?purchase=12[&cancelled=1]`: where the checkout sends the buyer back. */
export const PaymentReturnSearch = z.object({
  purchase: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  cancelled: z.coerce.number().pipe(z.literal(1)).optional().catch(undefined),
});
export type PaymentReturnSearch = z.infer<typeof PaymentReturnSearch>;

/** `credit-system/create?job=<uuid>`: the draft that needs a credit (from the job form's no-credit dialog). */
export const BuyCreditsSearch = z.object({ job: z.uuid().optional().catch(undefined) });
export type BuyCreditsSearch = z.infer<typeof BuyCreditsSearch>;
