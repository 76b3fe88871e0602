import type { PaymentProviderName } from '@talent/contract';

/** What a provider needs to open a checkout for one purchase. */
export type CheckoutRequest = {
  purchaseId: number;
  quantity: number;
  /** Minor units. */
  total: number;
  currency: string;
  description: string;
  buyerEmail: string | null;
  /** Where the API itself is reached (for a checkout page it serves). */
  apiBase: string;
  successUrl: string;
  cancelUrl: string;
};

export type Checkout = {
  /** The provider's id of this checkout. */
  ref: string;
  url: string;
  /** For a checkout link carrying a secret: its sha-256, kept to check the link later. */
  tokenHash: string | null;
};

/** What the provider says about a checkout when asked (the return page asks; webhooks tell). */
export type CheckoutState = 'paid' | 'open' | 'expired' | 'unknown';

/** The purchase a checkout was opened for: what the provider's answer must match to count as paid. */
export type OpenCheckout = {
  /** The provider's id of the checkout. */
  ref: string;
  purchaseId: number;
  /** Minor units. */
  total: number;
  currency: string;
};

/** A payment provider behind the one interface the purchase flow uses. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** 'paid' only for a checkout that paid this purchase's amount in its currency. */
  checkoutState(checkout: OpenCheckout): Promise<CheckoutState>;
}
