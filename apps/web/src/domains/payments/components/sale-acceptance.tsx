import { SALES_TERMS_MESSAGES, type TSalesTerms } from '@portal/contracts/payments/sales-terms';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/api-error.ts';
import { type TSalesOrder, useSalesTerms } from '../sales-terms.ts';
import { SalesTermsPanel } from './sales-terms-panel.tsx';

/** The server refused a payment for its acceptance (`accept_sales_terms`): its message, else undefined. */
export function salesTermsRefusal(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors.accept_sales_terms?.[0] : undefined;
}

export type TSaleAcceptance = {
  /** The documents of the order, whether they need accepting, and the card on file. */
  terms: UseQueryResult<TSalesTerms>;
  /** The documents with their box, where the page shows them; null when nothing needs accepting. */
  panel: ReactNode;
  /** The hash of the texts accepted, sent with the payment; undefined when none is needed (or yet). */
  hash: string | undefined;
  /** Before paying: the box ticked for the texts shown; otherwise its message under the box, and false. */
  allowed: () => boolean;
  /** After a refusal: whether the acceptance was refused (the new texts are read again, the box cleared). */
  refused: (error: unknown) => boolean;
};

/**
 * The acceptance of a new sale's pre-information form and distance sales contract (issue 36: any
 * distance sale, a packet, a one-off add-on or a stage hour), for a payment form or a page with
 * its own pay buttons. The box accepts the texts shown: other texts (another add-on chosen, a
 * price changed) clear it.
 */
export function useSaleAcceptance(order: TSalesOrder, enabled = true): TSaleAcceptance {
  const terms = useSalesTerms(order, enabled);
  const [acceptedHash, setAcceptedHash] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const needsTerms = enabled && terms.data?.required !== false;
  const shownHash = enabled && terms.data?.required ? terms.data.hash : undefined;
  const accepted = shownHash !== undefined && acceptedHash === shownHash;

  const allowed = (): boolean => {
    if (!needsTerms || accepted) return true;
    // While the texts load nothing may be paid; once shown, the box says why.
    if (terms.data) {
      setError(SALES_TERMS_MESSAGES.required);
      checkboxRef.current?.focus();
    }
    return false;
  };
  const refused = (refusal: unknown): boolean => {
    const message = salesTermsRefusal(refusal);
    if (!message) return false;
    setAcceptedHash(undefined);
    setError(message);
    void terms.refetch();
    checkboxRef.current?.focus();
    return true;
  };
  const panel = needsTerms ? (
    <SalesTermsPanel
      terms={terms}
      accepted={accepted}
      onAcceptedChange={(next) => {
        setAcceptedHash(next ? shownHash : undefined);
        if (next) setError(undefined);
      }}
      error={error}
      checkboxRef={checkboxRef}
    />
  ) : null;
  return { terms, panel, hash: shownHash, allowed, refused };
}
