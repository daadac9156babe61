import { splitExpiry, type TCardFields, ZCardFields } from '@portal/contracts/payments/card';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TCardBody } from './pay.ts';

/** The card modal's own field names (spec section 3): name, cardNumber, expiration, cvc. */
export type TCardForm = { name: string; cardNumber: string; expiration: string; cvc: string };
export type TCardFormField = keyof TCardForm;

export const EMPTY_CARD_FORM: TCardForm = { name: '', cardNumber: '', expiration: '', cvc: '' };

/** Which form field shows the message of a field the API knows (the two expiry parts share one input). */
const FORM_FIELD_OF: Record<keyof TCardFields, TCardFormField> = {
  card_holder_name: 'name',
  card_number: 'cardNumber',
  card_expire_month: 'expiration',
  card_expire_year: 'expiration',
  card_cvc: 'cvc',
};

function isCardField(field: string): field is keyof TCardFields {
  return Object.hasOwn(FORM_FIELD_OF, field);
}

export function formFieldOf(field: string): TCardFormField | undefined {
  return isCardField(field) ? FORM_FIELD_OF[field] : undefined;
}

/**
 * The form's values as the payment calls name them. The expiry `MM/YY` splits as the spec says
 * (month = the first two characters, year = characters 4-5); an incomplete one sends empty parts,
 * which the shared schema refuses with its expiry message. The number keeps its mask's spaces
 * here: the schema removes them.
 */
function toCardFields(form: TCardForm): TCardFields {
  const expiry = splitExpiry(form.expiration);
  return {
    card_holder_name: form.name,
    card_number: form.cardNumber,
    card_expire_month: expiry?.month ?? '',
    card_expire_year: expiry?.year ?? '',
    card_cvc: form.cvc,
  };
}

/**
 * Checks the form with the shared `ZCardFields` (the API runs the same schema) and puts each
 * message on the form field it belongs to, the first message of a field winning.
 */
export const cardFormResolver: Resolver<TCardForm, unknown, TCardBody> = (values) => {
  const parsed = ZCardFields.safeParse(toCardFields(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<TCardForm> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
