import { useEffect, useRef } from 'react';
import { ApiError } from '../../../shared/api/client.js';
import { useCreatePurchase } from '../api.js';

/**
 * Starts the checkout for a quantity. The Idempotency-Key names one attempt and is kept while the
 * quantity stays the same, so a double click or a retry after an error (e.g. 503) reuses the same
 * purchase on the server instead of opening a second one.
 */
export function useCheckout(returnPath: string) {
  const create = useCreatePurchase();
  const attempt = useRef<{ quantity: number; key: string } | null>(null);
  const { reset } = create;

  // "Back" from the checkout may restore this page from the back-forward cache, still "redirecting".
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  /** `onRefused` hears a refusal (a 422 to put under the quantity, say). */
  function start(quantity: number, onRefused?: (error: unknown) => void) {
    if (create.isPending) return;
    if (attempt.current?.quantity !== quantity) attempt.current = { quantity, key: crypto.randomUUID() };
    create.mutate(
      { body: { quantity }, idempotencyKey: attempt.current.key },
      {
        onSuccess: (purchase) => {
          // No checkout means this attempt is already settled (paid or closed): show its outcome.
          window.location.assign(purchase.checkout_url ?? `${returnPath}?purchase=${purchase.id}`);
        },
        onError: (error) => {
          // The key was used for another body: the next try is a new attempt.
          if (error instanceof ApiError && error.code === 'idempotency_mismatch') attempt.current = null;
          onRefused?.(error);
        },
      },
    );
  }

  return { start, pending: create.isPending || create.isSuccess, error: create.error, reset: create.reset };
}
