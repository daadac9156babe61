import { type RefObject, useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api/api-error.ts';
import type { TKeyOf } from './i18n-keys.ts';

/**
 * Puts the server's messages per field (`ApiError.errors`, a 422) on the form's fields, in the
 * order given (the form's order), and moves focus to the first. Returns whether any matched.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The message of a failure, for a form that shows it inline (the silent calls of spec section 8). */
export function errorMessage(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

const VALIDATION_PREFIX = 'validation.';

/**
 * Turns a field message into text: the shared schemas' messages are keys (`validation.required`)
 * translated from the `validation` namespace; the server's messages arrive translated already.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) =>
    message?.startsWith(VALIDATION_PREFIX)
      ? t(message.slice(VALIDATION_PREFIX.length) as TKeyOf<'validation'>)
      : message;
}

/**
 * After a submit that left errors, moves focus to the first invalid control in the page's order.
 * For forms with `Controller` fields (masks): react-hook-form focuses in registration order, and a
 * Controller registers after the plain fields. Use with `shouldFocusError: false`; put the ref on the form.
 * A field that subscribes to the form state itself (`useController`) may mark itself invalid one
 * render after the submit count changes, so until the user types again the hook also waits for
 * the first `aria-invalid` to appear.
 */
export function useFocusFirstInvalid(submitCount: number): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (submitCount === 0 || !form) return;
    const focusFirstInvalid = () => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
      return invalid !== null;
    };
    if (focusFirstInvalid()) return;
    const observer = new MutationObserver(() => {
      if (focusFirstInvalid()) stop();
    });
    const stop = () => {
      observer.disconnect();
      form.removeEventListener('input', stop);
    };
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    form.addEventListener('input', stop);
    return stop;
  }, [submitCount]);
  return formRef;
}
