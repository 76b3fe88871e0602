import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CreditScope } from '../api.js';
import { confirmPurchase, creditKeys, purchaseQuery } from '../api.js';

const POLL_MS = 1500;
const GIVE_UP_MS = 60_000;

/**
 * The purchase the checkout sent the buyer back for: asks the provider once (`confirm`), then
 * polls while it is pending, for up to a minute (`waitedTooLong`; `refresh` waits again).
 */
export function usePurchaseOutcome(scope: CreditScope, id: number) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  // A query, not an effect: it runs once per purchase, even under StrictMode's double mount.
  const confirm = useQuery({
    queryKey: [...creditKeys.purchase(scope, id), 'confirm'],
    queryFn: () => confirmPurchase(id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const purchase = useQuery({
    ...purchaseQuery(scope, id),
    enabled: !confirm.isPending,
    refetchInterval: (q) => (q.state.data?.status === 'pending' && !waitedTooLong ? POLL_MS : false),
  });
  const data = purchase.data ?? confirm.data;
  const status = data?.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the clock
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [status, round]);

  // The balance and the ledger changed: drop what the other credit screens cached.
  useEffect(() => {
    if (status === 'paid') {
      void queryClient.invalidateQueries({
        queryKey: creditKeys.all(scope),
        predicate: (q) => q.queryKey[2] === 'balance' || q.queryKey[2] === 'ledger',
      });
    }
  }, [status, scope, queryClient]);

  return {
    purchase: data,
    loading: !data && (confirm.isPending || purchase.isPending),
    // A failed confirm (provider down) is not the answer: the purchase itself is.
    error: data ? null : purchase.error,
    waitedTooLong: status === 'pending' && waitedTooLong,
    refresh: () => {
      setWaitedTooLong(false);
      setRound((r) => r + 1);
      void purchase.refetch();
    },
  };
}
