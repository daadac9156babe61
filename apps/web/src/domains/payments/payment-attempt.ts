import { useState } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * Whether a failed payment call ended its attempt: a declined card (402) or refused fields (422).
 * Nothing was charged and the server replays the refusal for the key, so the next try is a new
 * attempt. After anything else (no answer, a 503, a 409 "still running") the card may have been
 * charged: a retry keeps the key, and the server answers that charge's outcome or charges once.
 */
export function endsPaymentAttempt(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.status === 422);
}

/** What a payment pays for, as one string: another basket is another attempt. */
export function paymentBasket(basket: {
  accountId: number;
  productId: number;
  kind: string;
  addOnIds?: readonly number[] | undefined;
  sessionId?: number | undefined;
}): string {
  const addOns = [...(basket.addOnIds ?? [])].sort((a, b) => a - b).join(',');
  return [basket.accountId, basket.productId, basket.kind, addOns, basket.sessionId ?? ''].join(':');
}

export type TPaymentAttempt = {
  /** The Idempotency-Key every call of this attempt sends. */
  key: string;
  /** After a failed call: a new key only when the failure ended the attempt. */
  afterFailure: (error: unknown) => void;
};

/**
 * The Idempotency-Key of the current attempt to pay for `basket`: the same for every retry (a
 * double click, a lost answer, a 503), new after a refusal or when the basket changes.
 */
export function usePaymentAttempt(basket: string): TPaymentAttempt {
  const [attempt, setAttempt] = useState(() => ({ basket, key: newIdempotencyKey() }));
  let current = attempt;
  if (attempt.basket !== basket) {
    // Derived from the basket during render, so no call ever goes out with the old basket's key.
    current = { basket, key: newIdempotencyKey() };
    setAttempt(current);
  }
  return {
    key: current.key,
    afterFailure: (error) => {
      if (endsPaymentAttempt(error)) setAttempt({ basket, key: newIdempotencyKey() });
    },
  };
}
