import { cardBrandOf, type TCardBrand, type ZCardFields } from '@portal/contracts/payments/card';
import type { z } from 'zod';
import type { TProviderCard } from '../providers/payment-provider.ts';

type TCardBody = z.output<typeof ZCardFields>;

/** The card as the provider takes it: in memory for one call, never stored or logged. */
export function providerCardOf(body: TCardBody): TProviderCard {
  return {
    holderName: body.card_holder_name,
    number: body.card_number,
    expireMonth: body.card_expire_month,
    expireYear: body.card_expire_year,
    cvc: body.card_cvc,
  };
}

/** What the portal keeps of a card: its brand, last four digits and expiry (a four-digit year). */
export function cardDetailsOf(body: TCardBody): {
  brand: TCardBrand;
  last4: string;
  expireMonth: number;
  expireYear: number;
} {
  return {
    brand: cardBrandOf(body.card_number),
    last4: body.card_number.slice(-4),
    expireMonth: Number(body.card_expire_month),
    expireYear: 2000 + Number(body.card_expire_year),
  };
}
