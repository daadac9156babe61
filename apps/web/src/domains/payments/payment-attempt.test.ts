import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { endsPaymentAttempt, paymentBasket, usePaymentAttempt } from './payment-attempt.ts';

const httpError = (status: number) => new ApiError({ status, kind: 'http', message: 'x' });
const noAnswer = new ApiError({ status: 0, kind: 'network', message: 'x' });

describe('a payment attempt', () => {
  it('ends with a declined card or refused fields, not with no answer, a 503 or a payment still running', () => {
    expect(endsPaymentAttempt(httpError(402))).toBe(true);
    expect(endsPaymentAttempt(httpError(422))).toBe(true);
    for (const error of [noAnswer, httpError(503), httpError(409), httpError(429), new TypeError('x')]) {
      expect(endsPaymentAttempt(error)).toBe(false);
    }
  });

  it('keeps its key for every retry after no answer or a 503, and takes a new one after a decline', () => {
    const { result } = renderHook(() => usePaymentAttempt('basket'));
    const first = result.current.key;
    act(() => result.current.afterFailure(noAnswer));
    act(() => result.current.afterFailure(httpError(503)));
    expect(result.current.key).toBe(first);
    act(() => result.current.afterFailure(httpError(402)));
    expect(result.current.key).not.toBe(first);
  });

  it('takes a new key for another basket, and keeps it while the basket stays', () => {
    const { result, rerender } = renderHook(({ basket }) => usePaymentAttempt(basket), {
      initialProps: { basket: paymentBasket({ accountId: 7, productId: 3, kind: 'buy', addOnIds: [4, 2] }) },
    });
    const first = result.current.key;
    // The same add-ons in another order are the same basket.
    rerender({ basket: paymentBasket({ accountId: 7, productId: 3, kind: 'buy', addOnIds: [2, 4] }) });
    expect(result.current.key).toBe(first);
    rerender({ basket: paymentBasket({ accountId: 7, productId: 3, kind: 'buy', addOnIds: [2] }) });
    const second = result.current.key;
    expect(second).not.toBe(first);
    rerender({ basket: paymentBasket({ accountId: 7, productId: 3, kind: 'buy', addOnIds: [2] }) });
    expect(result.current.key).toBe(second);
  });
});
