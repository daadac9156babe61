import { CARD_NUMBER_LENGTH } from '@portal/contracts/common/limits';
import { CARD_MESSAGES, cardDigits } from '@portal/contracts/payments/card';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type Control, type UseFormSetError, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { LockIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage, useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useSelectedAccountPermissions } from '../../accounts/accounts.ts';
import { cardFormResolver, EMPTY_CARD_FORM, formFieldOf, type TCardForm } from '../card-form.ts';
import type { TCardBody } from '../pay.ts';
import { usePaymentAttempt } from '../payment-attempt.ts';

/**
 * The card fields of spec sections 2, 3 and 5: holder name, card number (mask '0000 0000 0000
 * 0000', "Kart Numarası 16 Haneden Küçük Olamaz" while it is shorter), expiry (mask '00/00') and
 * CVC (three digits). They live only in this form's memory: never logged, never stored. Used to
 * pay (`CardPaymentForm`) and to keep another card for the renewals.
 */

export type CardFormProps = {
  /** Shown above the fields (what is charged). */
  summary?: ReactNode;
  submitLabel: string;
  /** The title of the refusal shown above the fields. */
  failedTitle: string;
  /** Sends the card with this form's idempotency key; a rejection is shown in the form. */
  send: (card: TCardBody, idempotencyKey: string) => Promise<void>;
  /** What is paid for (`paymentBasket`): another basket takes another key. One per form by default. */
  basket?: string;
  /** Shows a cancel button beside the submit button when given. */
  onCancel?: () => void;
  /**
   * Checked on every submit beside the card fields (the sale's documents accepted): false stops
   * the payment; it shows its own message, which the first-invalid focus then reaches.
   */
  guard?: () => boolean;
};

/** A member without the company's 'pay' switch is told so, instead of a payment the server refuses. */
export function PayNotAllowed() {
  const { t } = useTranslation('payments');
  return (
    <Alert tone="info" title={t('team.payNotAllowedTitle')}>
      {t('team.payNotAllowed')}
    </Alert>
  );
}

/**
 * The card form itself, for a page that shows it inline (the wizard's payment step) or for the modal.
 *
 * One Idempotency-Key per attempt (`usePaymentAttempt`): a double click, or a retry after no
 * answer or a 503 (the database or the provider down, a payment still in progress), sends the same
 * key, so the server answers the first outcome and never charges twice. A declined card (402) or
 * refused fields (422) end the attempt, and so does another basket: the next try takes a new key.
 */
export function CardForm(props: CardFormProps) {
  const { t } = useTranslation('payments');
  // A member without the company's 'pay' switch is told so instead of typing a card the server
  // would refuse (issue 16); staff and owners always pay.
  if (!useSelectedAccountPermissions().pay) {
    return (
      <div className="space-y-4">
        <PayNotAllowed />
        {props.onCancel ? (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={props.onCancel}>
              {t('team.close')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return <CardFields {...props} />;
}

function CardFields({
  summary,
  submitLabel,
  failedTitle,
  send,
  onCancel,
  guard,
  basket = '',
}: CardFormProps) {
  const { t } = useTranslation('payments');
  const text = useMessageText();
  const attempt = usePaymentAttempt(basket);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const form = useForm<TCardForm, unknown, TCardBody>({
    resolver: cardFormResolver,
    shouldFocusError: false,
    defaultValues: EMPTY_CARD_FORM,
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const { errors } = form.formState;

  const submitCard = form.handleSubmit(async (card) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await send(card, attempt.key);
    } catch (error) {
      attempt.afterFailure(error);
      applyCardServerErrors(error, form.setError);
      setFailure(errorMessage(error));
    } finally {
      sending.current = false;
    }
  });
  // The guard runs first, so an unticked box and wrong card fields are all marked by one submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const allowed = guard?.() ?? true;
    if (allowed) return submitCard(event);
    event.preventDefault();
    // Counts as a submit: the first invalid control (the box, or a card field above it) gets focus.
    return form.handleSubmit(() => undefined)(event);
  };
  const busy = form.formState.isSubmitting;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {summary}
      {failure ? (
        <Alert tone="error" title={failedTitle}>
          {failure}
        </Alert>
      ) : null}
      <Input
        label={t('dialog.holderName')}
        autoComplete="cc-name"
        autoCapitalize="words"
        autoCorrect="off"
        spellCheck={false}
        required
        error={text(errors.name?.message)}
        {...form.register('name')}
      />
      <MaskedCardField
        control={form.control}
        name="cardNumber"
        label={t('dialog.cardNumber')}
        mask="0000 0000 0000 0000"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        liveMessage={(value) => {
          const digits = cardDigits(value).length;
          return digits > 0 && digits < CARD_NUMBER_LENGTH ? CARD_MESSAGES.numberTooShort : undefined;
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <MaskedCardField
          control={form.control}
          name="expiration"
          label={t('dialog.expiration')}
          mask="00/00"
          autoComplete="cc-exp"
          placeholder={t('dialog.expirationPlaceholder')}
          prepare={prepareExpiry}
        />
        <MaskedCardField
          control={form.control}
          name="cvc"
          label={t('dialog.cvc')}
          hint={t('dialog.cvcHint')}
          mask="000"
          autoComplete="cc-csc"
          placeholder="000"
        />
      </div>
      <p className="flex items-center gap-2 text-small text-muted">
        <LockIcon className="size-4 shrink-0" />
        {t('dialog.secure')}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
            {t('dialog.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The server's messages per field (a 422 names the API's fields) on the form's own fields. */
function applyCardServerErrors(error: unknown, setError: UseFormSetError<TCardForm>): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = formFieldOf(field);
    const message = messages[0];
    if (!target || !message) continue;
    setError(target, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}

/** Digits only, whatever is typed or pasted ("4111-1111…", "4111 1111…"). */
function prepareDigits(chunk: string): string {
  return chunk.replace(/\D/g, '');
}

/**
 * Autofill and paste often bring a four-digit year ("12/2030", "12 / 30"): keep the month and the
 * year's last two digits, so the mask does not cut "12/2030" to "12/20".
 */
function prepareExpiry(chunk: string): string {
  const long = /^\s*(\d{1,2})\s*[/.-]?\s*(?:20)?(\d{2})\s*$/.exec(chunk);
  if (long && chunk.replace(/\D/g, '').length > 4) {
    const [, month = '', year = ''] = long;
    return `${month.padStart(2, '0')}${year}`;
  }
  return prepareDigits(chunk);
}

type MaskedCardFieldProps = {
  control: Control<TCardForm, unknown, TCardBody>;
  name: 'cardNumber' | 'expiration' | 'cvc';
  label: string;
  hint?: string;
  mask: string;
  autoComplete: 'cc-number' | 'cc-exp' | 'cc-csc';
  placeholder: string;
  prepare?: (chunk: string) => string;
  /** A message (key) shown while the value is being typed, before any submit. */
  liveMessage?: (value: string) => string | undefined;
};

/** A numeric masked input (react-imask; '0' is a digit) bound to the form, with its translated error. */
function MaskedCardField({
  control,
  name,
  label,
  hint,
  mask,
  autoComplete,
  placeholder,
  prepare = prepareDigits,
  liveMessage,
}: MaskedCardFieldProps) {
  const text = useMessageText();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? liveMessage?.(field.value);
  return (
    <Field label={label} hint={hint} error={text(message)} required>
      {(controlProps) => (
        <IMaskInput
          mask={mask}
          prepare={prepare}
          value={field.value}
          onAccept={(next: string) => field.onChange(next)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          className={controlClasses}
          {...controlProps}
        />
      )}
    </Field>
  );
}
