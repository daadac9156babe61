import type { TLanguage } from '@portal/contracts/common/languages';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { TReachedAccount } from '../../../plugins/route-account.ts';
import { findCatalogueProducts as findProducts } from '../../products/service.ts';
import { findPaymentByKey } from '../payment-repository.ts';
import { mayChargeAgain } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import type { TPaymentProvider } from '../providers/payment-provider.ts';
import { cardToCharge, requireSalesTermsAcceptance } from '../sales-terms/sales-terms-service.ts';
import { basketFor } from './basket.ts';
import type { TProductRow } from './basket-line.ts';
import { charge } from './charge.ts';
import { declineBudget } from './decline-budget.ts';
import type { TPayInput } from './pay-request.ts';
import { CardDeclined, replay, requireSameCall } from './payment-outcome.ts';

/**
 * `POST brands/{type}/products/{id}/subscription|buy`, for the company the route reached (its
 * contract's `access`: the menu's buy permission, and the company's 'pay' switch for a member).
 * The Idempotency-Key is claimed with a pending payment before the card is charged, so a repeated
 * call (double click, retry after a timeout) answers the first outcome and never charges twice.
 * The card number and CVC go to the provider and nowhere else: only the last four digits and the
 * brand are stored.
 */
export async function pay(
  app: TPaymentsApp,
  provider: TPaymentProvider,
  auth: TAuth,
  account: TReachedAccount,
  input: TPayInput,
): Promise<TPaymentResult> {
  const { body, kind, language } = input;
  const previous = await findPaymentByKey(app.db, auth.user.id, input.idempotencyKey);
  if (previous && !mayChargeAgain(previous)) return replay(app, previous, input);
  if (previous) requireSameCall(previous, input);

  const product = await findBrandProduct(app, input.brandId, input.productId, language);
  const basket = await basketFor(
    app,
    account,
    product,
    kind,
    language,
    body.add_on_ids ?? [],
    body.session_id,
  );
  // A new sale: its pre-information form and contract accepted, as shown (422 otherwise).
  const accepted = await requireSalesTermsAcceptance(app, auth, basket, kind, body, language);
  const cardOnFile = body.card ? null : await cardToCharge(app, account.id, product.brandId, kind);
  if (!body.card && !cardOnFile) throw new HttpError(409, 'payments.noCardOnFile');

  const budget = declineBudget(app, auth, account.id, input.ip);
  await budget.reserve();
  try {
    const outcome = await charge(app, provider, auth, input, { basket, cardOnFile, previous, accepted });
    await budget.release();
    return outcome;
  } catch (error) {
    // Only a decline spends the budget; a refused call or a fault of ours gives the attempt back.
    if (!(error instanceof CardDeclined)) await budget.release();
    throw error instanceof CardDeclined ? error.answer : error;
  }
}

/** The one active product of the line, named in the caller's language (404 otherwise). */
async function findBrandProduct(
  app: TPaymentsApp,
  brandId: number,
  productId: number,
  language: TLanguage,
): Promise<TProductRow> {
  const [product] = await findProducts(app.db, { brandIds: [brandId], id: productId }, language);
  if (!product) throw new HttpError(404, 'errors.productNotFound');
  return product;
}
