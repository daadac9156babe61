import type { TLanguage } from '@portal/contracts/common/languages';
import type { ZCardFields } from '@portal/contracts/payments/card';
import type { TProductType } from '@portal/contracts/products/product-types';
import type { z } from 'zod';
import type { TPaymentKind } from '../payment-rules.ts';

/**
 * What a payment call sends: the company, the card (null: the card the line's subscription
 * keeps), where the bank's page returns to, and a buy's other add-ons.
 */
export type TPayBody = {
  account_id: number;
  return_to?: string | undefined;
  add_on_ids?: number[] | undefined;
  /** The held stage session the conference hour pays (issue 17). */
  session_id?: number | undefined;
  /** A new sale's acceptance of its pre-information form and contract, with their hash. */
  accept_sales_terms?: boolean | undefined;
  sales_terms_hash?: string | undefined;
  card: z.output<typeof ZCardFields> | null;
};

/** A payment call as the routes hand it to `pay`. */
export type TPayInput = {
  kind: TPaymentKind;
  brandId: TProductType;
  productId: number;
  body: TPayBody;
  idempotencyKey: string;
  language: TLanguage;
  ip: string;
};
