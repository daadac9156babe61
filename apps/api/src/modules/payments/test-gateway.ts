import { randomBytes } from 'node:crypto';
import { isCardExpiryValid, passesLuhn } from '@portal/contracts/payments/card';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import type { TChargeRequest, TChargeResult, TPaymentProvider } from './payment-provider.ts';

/**
 * The cards the test gateway knows, taken from iyzico's sandbox so the same cards keep working
 * when the iyzico adapter arrives. Like a real sandbox it knows only its documented cards:
 * any other number, even a Luhn-valid one, is declined as `invalid_card`. Any holder name,
 * any future expiry date and any three-digit CVC are accepted. The README lists them.
 */
export const TEST_CARDS: Readonly<Record<string, 'success' | TPaymentDeclineCode>> = {
  /** Mastercard (iyzico sandbox, Halkbank): succeeds. */
  '5528790000000008': 'success',
  /** Visa (iyzico sandbox, Denizbank): succeeds. */
  '4766620000000001': 'success',
  /** iyzico's "not sufficient funds" card. */
  '4111111111111129': 'insufficient_funds',
  /** iyzico's "do not honour" card. */
  '4129111111111111': 'do_not_honour',
  /** iyzico's "expired card" card (declined whatever expiry date is typed). */
  '4125111111111115': 'expired_card',
  /** iyzico's "general error" card: stands for the provider being down (answered as 503). */
  '4130111111111118': 'provider_unavailable',
};

/** A provider reference as a real gateway would give one. */
const newReference = () => `test_${randomBytes(12).toString('hex')}`;

/**
 * The default gateway (PAYMENT_PROVIDER=test). It checks the card as a real gateway does (Luhn,
 * expiry), then answers by the card number. Stateless, so one instance serves every app.
 */
export const testGateway: TPaymentProvider = {
  name: 'test',
  async charge({ card }: TChargeRequest): Promise<TChargeResult> {
    if (!/^\d{16}$/.test(card.number) || !passesLuhn(card.number) || !/^\d{3}$/.test(card.cvc)) {
      return { ok: false, code: 'invalid_card' };
    }
    if (!isCardExpiryValid(card.expireMonth, card.expireYear)) return { ok: false, code: 'expired_card' };
    const outcome = TEST_CARDS[card.number] ?? 'invalid_card';
    return outcome === 'success' ? { ok: true, providerRef: newReference() } : { ok: false, code: outcome };
  },
};
