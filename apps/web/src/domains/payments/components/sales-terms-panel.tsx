import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSalesDocument, TSalesTerms } from '@portal/contracts/payments/sales-terms';
import { type Ref, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * What a new sale says before it is paid (issue 36): that the packet renews monthly from this
 * card, on which day and for how much, and how to cancel it in the portal (or, for a one-off
 * add-on or stage hour, that nothing renews), and the pre-information form and the distance
 * sales contract (readable in the page), with the box that accepts them.
 */
export function SalesTermsPanel({
  terms,
  accepted,
  onAcceptedChange,
  error,
  checkboxRef,
}: {
  terms: { data: TSalesTerms | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** A message (key or text) under the box: not ticked, or the texts changed. */
  error: string | undefined;
  checkboxRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const text = useMessageText();
  const headingId = useId();
  const errorId = useId();
  const data = terms.data;

  if (!data) {
    return terms.isError ? (
      <Alert tone="error" title={t('saleTerms.loadFailed')}>
        <p>{errorMessage(terms.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void terms.refetch()}>
          {t('saleTerms.retry')}
        </Button>
      </Alert>
    ) : (
      <div className="flex justify-center py-4">
        <Spinner label={t('saleTerms.loading')} />
      </div>
    );
  }

  const renewal = data.renewal;
  const errorText = text(error);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-line bg-white p-4">
      <h3 id={headingId} className="text-small font-bold text-brand-950">
        {t(renewal ? 'saleTerms.title' : 'saleTerms.titleOneOff')}
      </h3>
      {renewal ? (
        <>
          <p className="text-small text-ink">
            {t('saleTerms.renews', {
              day: renewal.day_of_month,
              date: formatIstanbulDate(new Date(`${renewal.first_on}T12:00:00Z`), language),
              amount: formatKurus(renewal.amount, language),
            })}
          </p>
          <p className="text-small text-ink">
            <Trans
              t={t}
              i18nKey="saleTerms.cancel"
              components={{
                subscriptions: (
                  <Link
                    to={pathTo(language, 'profileSubscriptions')}
                    className="font-semibold text-brand-800 underline"
                  />
                ),
              }}
            />
          </p>
        </>
      ) : (
        <p className="text-small text-ink">{t('saleTerms.oneOff')}</p>
      )}
      <p className="text-small text-muted">{t('saleTerms.documentsLead')}</p>
      <SalesDocument document={data.pre_information} />
      <SalesDocument document={data.contract} />
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-small font-medium text-ink">
          <input
            ref={checkboxRef}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-800"
            checked={accepted}
            required
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
            onChange={(event) => onAcceptedChange(event.target.checked)}
          />
          <span className="min-w-0">{t('saleTerms.accept')}</span>
        </label>
        {errorText ? (
          <p id={errorId} className="mt-1 ms-8 text-small font-medium text-danger">
            {errorText}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** One document, folded: its title opens it, and its sections scroll inside the page. */
function SalesDocument({ document }: { document: TSalesDocument }) {
  const { t } = useTranslation('payments');
  return (
    <details className="group rounded-lg border border-line bg-surface">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-small font-semibold text-brand-900">
        <span className="min-w-0 break-words">{document.title}</span>
        <span className="shrink-0 text-caption font-normal text-muted group-open:hidden">
          {t('saleTerms.read')}
        </span>
      </summary>
      <div className="max-h-80 space-y-3 overflow-y-auto border-t border-line px-3 py-3 text-small text-ink">
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h4 className="font-semibold text-brand-950">{section.heading}</h4>
            {section.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's fixed order of one section's paragraphs.
              <p key={index} className="mt-1 break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </details>
  );
}
