import { describe, expect, it } from 'vitest';
import { LedgerFilters, ledgerExportQuery, ledgerQueryOf, PaymentReturnSearch } from './search.js';

describe('ledger URL state', () => {
  it('keeps valid values and drops bad ones one by one', () => {
    expect(LedgerFilters.parse({ kind: 'purchase', from: '2026-01-31', to: 'soon', page: '2', per_page: '7' })).toEqual(
      {
        kind: 'purchase',
        from: '2026-01-31',
        to: undefined,
        page: 2,
        per_page: undefined,
      },
    );
    expect(LedgerFilters.parse({ kind: 'gift' }).kind).toBeUndefined();
  });

  it('maps to the API query, with the employer for staff', () => {
    expect(ledgerQueryOf({ kind: 'refund', to: '2026-02-01' }, 7)).toEqual({
      page: 1,
      per_page: 25,
      employer_id: 7,
      'filter[kind]': 'refund',
      'filter[to]': '2026-02-01',
    });
    expect(ledgerExportQuery({ from: '2026-01-01', page: 3 })).toEqual({ 'filter[from]': '2026-01-01' });
  });

  it('reads the checkout return link', () => {
    expect(PaymentReturnSearch.parse({ purchase: '12', cancelled: '1' })).toEqual({ purchase: 12, cancelled: 1 });
    expect(PaymentReturnSearch.parse({ purchase: 'x', cancelled: '2' })).toEqual({
      purchase: undefined,
      cancelled: undefined,
    });
  });
});
