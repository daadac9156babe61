import { zodResolver } from '@hookform/resolvers/zod';
import type { TKdvRate } from '@portal/contracts/ledger/ledger-amounts';
import { INVOICE_CURRENCIES, INVOICE_PROFILES } from '@portal/contracts/sales-invoices/invoice-codes';
import { INVOICE_NOTE_MAX_LENGTH, type TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { useSaveSalesInvoice } from '../api/sales-invoices.ts';
import { CounterpartySelect } from './counterparty-select.tsx';
import {
  counterpartRate,
  invoiceValues,
  lineFigures,
  newInvoiceValues,
  ratesOfDate,
  type TInvoiceFormBody,
  type TInvoiceFormValues,
  ZInvoiceForm,
} from './invoice-form-values.ts';
import { InvoiceLinesFields } from './invoice-lines-fields.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';

const FIELDS = [
  'counterparty_id',
  'issue_date',
  'due_date',
  'currency',
  'exchange_rate',
  'profile',
  'note',
] as const;

type InvoiceEditorProps = {
  target: TBooksTarget;
  /** The draft to edit; null writes a new one. */
  invoice: TSalesInvoice | null;
  /** After a save: the saved draft, and whether it is to be issued now. */
  onSaved: (invoice: TSalesInvoice, intent: 'save' | 'issue') => void;
};

/**
 * A draft invoice's form: the counterparty, dates, currency (with its exchange rate when it is
 * not the lira), profile, note and the lines, with the totals live from the contracts' functions.
 * "Save draft" stores it; "Issue…" stores it and asks to issue it. Checked with the contracts'
 * request schema before anything is sent; the server's field messages land on the fields.
 */
export function InvoiceEditor({ target, invoice, onSaved }: InvoiceEditorProps) {
  const { t } = useTranslation('invoicing');
  const text = useMessageText();
  const language = useLanguage();
  const save = useSaveSalesInvoice(target);
  const [failure, setFailure] = useState<string | null>(null);
  const [intent, setIntent] = useState<'save' | 'issue'>('save');
  const form = useForm<TInvoiceFormValues, unknown, TInvoiceFormBody>({
    resolver: zodResolver(ZInvoiceForm),
    defaultValues: invoice ? invoiceValues(invoice, language) : newInvoiceValues(),
  });
  const errors = form.formState.errors;
  const [counterpartyId, issueDate, currency, exchangeRate, lines] = useWatch({
    control: form.control,
    name: ['counterparty_id', 'issue_date', 'currency', 'exchange_rate', 'lines'],
  });
  const rates = ratesOfDate(issueDate);

  // Another issue date offers its own rates: a line's rate no longer in force moves to its counterpart.
  useEffect(() => {
    form.getValues('lines').forEach((line, index) => {
      const rate = Number(line.kdv_rate) as TKdvRate;
      if (!(rates as readonly number[]).includes(rate)) {
        form.setValue(`lines.${index}.kdv_rate`, String(counterpartRate(rate, issueDate)));
      }
    });
  }, [rates, issueDate, form]);

  const figures = (lines ?? []).map(lineFigures);
  const readable = figures.filter((line) => line !== null);

  const submit = (next: 'save' | 'issue') =>
    form.handleSubmit(async (body) => {
      setFailure(null);
      setIntent(next);
      try {
        const saved = await save.mutateAsync({ body, invoiceId: invoice?.id });
        onSaved(saved, next);
      } catch (error) {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
      }
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit('save')(event)}
      className="space-y-6"
      aria-label={invoice ? t('editor.editTitle') : t('editor.newTitle')}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <section aria-labelledby="invoice-header-heading" className="space-y-4">
        <h2 id="invoice-header-heading" className="text-h3 font-bold text-brand-950">
          {invoice ? t('editor.editTitle') : t('editor.newTitle')}
        </h2>
        <CounterpartySelect
          target={target}
          label={t('editor.counterparty')}
          side="customer"
          value={counterpartyId}
          currentName={invoice?.counterparty_name}
          onChange={(id) =>
            form.setValue('counterparty_id', id, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          error={text(errors.counterparty_id?.message)}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Input
            type="date"
            label={t('editor.issueDate')}
            required
            error={text(errors.issue_date?.message)}
            {...form.register('issue_date')}
          />
          <Input
            type="date"
            label={t('editor.dueDate')}
            required
            error={text(errors.due_date?.message)}
            {...form.register('due_date')}
          />
          <Field label={t('editor.currency')} required error={text(errors.currency?.message)}>
            {(control) => (
              <select className={controlClasses} {...form.register('currency')} {...control}>
                {INVOICE_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`currencies.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {currency === 'TRY' ? null : (
            <Input
              label={t('editor.exchangeRate', { currency })}
              hint={t('editor.exchangeRateHint')}
              required
              inputMode="decimal"
              autoComplete="off"
              error={text(errors.exchange_rate?.message)}
              {...form.register('exchange_rate')}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('editor.profile')}
            required
            hint={t('editor.profileHint')}
            error={text(errors.profile?.message)}
          >
            {(control) => (
              <select className={controlClasses} {...form.register('profile')} {...control}>
                {INVOICE_PROFILES.map((profile) => (
                  <option key={profile} value={profile}>
                    {t(`profiles.${profile}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Textarea
            label={t('editor.note')}
            maxLength={INVOICE_NOTE_MAX_LENGTH}
            className="[&_textarea]:min-h-11"
            error={text(errors.note?.message)}
            {...form.register('note')}
          />
        </div>
      </section>

      <InvoiceLinesFields form={form} rates={rates} currency={currency} />

      <InvoiceTotalsPanel
        lines={readable}
        currency={currency}
        exchangeRate={exchangeRate}
        incomplete={readable.length < figures.length}
      />

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending && intent === 'save'}
          disabled={save.isPending}
        >
          {t('editor.saveDraft')}
        </Button>
        <Button
          loading={save.isPending && intent === 'issue'}
          disabled={save.isPending}
          onClick={(event) => void submit('issue')(event)}
        >
          {t('editor.issue')}
        </Button>
      </div>
    </form>
  );
}
