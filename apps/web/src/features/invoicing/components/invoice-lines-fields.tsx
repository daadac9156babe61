import type { TKdvRate } from '@portal/contracts/ledger/ledger-amounts';
import {
  EXEMPTION_CODE_LIST,
  EXEMPTION_CODES,
  INVOICE_UNITS,
  type TInvoiceCurrency,
  WITHHOLDING_CODE_LIST,
  WITHHOLDING_CODES,
} from '@portal/contracts/sales-invoices/invoice-codes';
import { lineAmounts } from '@portal/contracts/sales-invoices/invoice-totals';
import {
  INVOICE_LINE_NAME_MAX_LENGTH,
  INVOICE_LINES_MAX,
} from '@portal/contracts/sales-invoices/sales-invoices';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  emptyLine,
  lineFigures,
  type TInvoiceFormBody,
  type TInvoiceFormValues,
} from './invoice-form-values.ts';
import { formatMoney } from './invoicing-format.ts';

type InvoiceLinesFieldsProps = {
  form: UseFormReturn<TInvoiceFormValues, unknown, TInvoiceFormBody>;
  /** The KDV rates in force on the invoice's issue date. */
  rates: readonly TKdvRate[];
  currency: TInvoiceCurrency;
};

/**
 * The invoice's lines, each a group of its own: what is sold, quantity and unit, unit price,
 * discount, the KDV rate (those in force on the issue date), the withholding code (a rate above
 * 0 %) or the exemption reason (required at 0 %), and the line's net amount, live.
 */
export function InvoiceLinesFields({ form, rates, currency }: InvoiceLinesFieldsProps) {
  const { t } = useTranslation('invoicing');
  const text = useMessageText();
  const language = useLanguage();
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = useWatch({ control: form.control, name: 'lines' });
  const issueDate = useWatch({ control: form.control, name: 'issue_date' });
  const errors = form.formState.errors.lines;

  const changeRate = (index: number, rate: string) => {
    form.setValue(`lines.${index}.kdv_rate`, rate, { shouldDirty: true });
    // A withholding needs KDV; an exemption belongs to 0 % only.
    if (rate === '0') form.setValue(`lines.${index}.withholding_code`, '', { shouldDirty: true });
    else form.setValue(`lines.${index}.exemption_code`, '', { shouldDirty: true });
  };

  return (
    <section aria-labelledby="invoice-lines-heading" className="space-y-4">
      <h2 id="invoice-lines-heading" className="text-h3 font-bold text-brand-950">
        {t('editor.lines')}
      </h2>
      {errors?.root?.message || errors?.message ? (
        <p className="text-small font-medium text-danger" role="alert">
          {text(errors?.root?.message ?? errors?.message)}
        </p>
      ) : null}
      {lines.fields.map((field, index) => {
        const line = values?.[index];
        const lineErrors = errors?.[index];
        const figures = line ? lineFigures(line) : null;
        const zeroRate = line?.kdv_rate === '0';
        const number = index + 1;
        return (
          <fieldset key={field.id} className="rounded-card border border-line bg-white p-4">
            <legend className="px-1 text-small font-semibold text-ink">
              {t('editor.lineLegend', { number })}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Input
                label={t('editor.lineName')}
                required
                maxLength={INVOICE_LINE_NAME_MAX_LENGTH}
                className="sm:col-span-2 lg:col-span-4"
                error={text(lineErrors?.name?.message)}
                {...form.register(`lines.${index}.name`)}
              />
              <Input
                label={t('editor.quantity')}
                required
                inputMode="decimal"
                autoComplete="off"
                error={text(lineErrors?.quantity?.message)}
                {...form.register(`lines.${index}.quantity`)}
              />
              <Field label={t('editor.unit')} required error={text(lineErrors?.unit?.message)}>
                {(control) => (
                  <select className={controlClasses} {...form.register(`lines.${index}.unit`)} {...control}>
                    {INVOICE_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(`units.${unit}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Input
                label={t('editor.unitPrice', { currency })}
                hint={t('editor.amountHint')}
                required
                inputMode="decimal"
                autoComplete="off"
                error={text(lineErrors?.unit_price?.message)}
                {...form.register(`lines.${index}.unit_price`)}
              />
              <Input
                label={t('editor.discount')}
                inputMode="decimal"
                autoComplete="off"
                error={text(lineErrors?.discount_rate?.message)}
                {...form.register(`lines.${index}.discount_rate`)}
              />
              <Field label={t('editor.kdvRate')} required error={text(lineErrors?.kdv_rate?.message)}>
                {(control) => (
                  <select
                    className={controlClasses}
                    value={line?.kdv_rate ?? ''}
                    onChange={(event) => changeRate(index, event.target.value)}
                    {...control}
                  >
                    {rates.map((rate) => (
                      <option key={rate} value={String(rate)}>
                        {t('editor.rateOption', { rate })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {zeroRate ? (
                <Field
                  label={t('editor.exemption')}
                  required
                  className="sm:col-span-2 lg:col-span-3"
                  error={text(lineErrors?.exemption_code?.message)}
                >
                  {(control) => (
                    <select
                      className={controlClasses}
                      {...form.register(`lines.${index}.exemption_code`)}
                      {...control}
                    >
                      <option value="">{t('editor.chooseExemption')}</option>
                      {EXEMPTION_CODE_LIST.map((code) => (
                        <option key={code} value={code}>
                          {`${code} · ${EXEMPTION_CODES[code].name}`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : (
                <Field
                  label={t('editor.withholding')}
                  className="sm:col-span-2 lg:col-span-3"
                  error={text(lineErrors?.withholding_code?.message)}
                >
                  {(control) => (
                    <select
                      className={controlClasses}
                      {...form.register(`lines.${index}.withholding_code`)}
                      {...control}
                    >
                      <option value="">{t('editor.noWithholding')}</option>
                      {WITHHOLDING_CODE_LIST.map((code) => (
                        <option key={code} value={code}>
                          {t('editor.withholdingOption', {
                            code,
                            name: WITHHOLDING_CODES[code].name,
                            tenths: WITHHOLDING_CODES[code].tenths,
                          })}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-small text-muted" aria-live="polite">
                {t('editor.lineNet')}{' '}
                <span className="font-semibold text-ink tabular-nums" data-testid={`line-net-${number}`}>
                  {figures ? formatMoney(lineAmounts(figures).net_amount, currency, language) : '—'}
                </span>
              </p>
              {lines.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  aria-label={t('editor.removeLineName', { number })}
                  onClick={() => lines.remove(index)}
                >
                  {t('editor.removeLine')}
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {lines.fields.length < INVOICE_LINES_MAX ? (
        <Button variant="secondary" onClick={() => lines.append(emptyLine(issueDate))}>
          {t('editor.addLine')}
        </Button>
      ) : null}
    </section>
  );
}
