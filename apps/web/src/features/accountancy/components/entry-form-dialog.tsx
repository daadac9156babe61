import { zodResolver } from '@hookform/resolvers/zod';
import { formatKurus } from '@portal/contracts/common/money';
import {
  KDV_RATE_PERIODS,
  KDV_RATES,
  kdvRatesOn,
  kurusToLiraInput,
  ledgerAmounts,
  parseLiraAmount,
  type TKdvRate,
} from '@portal/contracts/ledger/ledger-amounts';
import {
  CATEGORIES_BY_KIND,
  DEFAULT_CATEGORY,
  LEDGER_KINDS,
  type TLedgerKind,
} from '@portal/contracts/ledger/ledger-categories';
import {
  LEDGER_COUNTERPARTY_MAX_LENGTH,
  LEDGER_DESCRIPTION_MAX_LENGTH,
  type TLedgerEntry,
  type TLedgerEntryRequest,
  ZKdvRate,
  ZLedgerEntryRequest,
} from '@portal/contracts/ledger/ledger-schemas';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { useSaveLedgerEntry } from '../api/save-ledger-entry.ts';

/**
 * The form's own shape: the amount as typed (lira, "1.234,56" or "1234.56") and the rate as the
 * select's text. On the way out the amount goes through the one shared parser into kuruş (an
 * unreadable amount becomes -1, which the request schema refuses with its amount message), and
 * the contracts' request schema decides, as the server does.
 */
const ZEntryForm = z
  .object({
    date: z.string(),
    kind: z.enum(LEDGER_KINDS),
    counterparty_name: z.string(),
    counterparty_tax_number: z.string(),
    description: z.string(),
    category: z.string(),
    net_amount: z.string(),
    kdv_rate: z.string().pipe(z.coerce.number()).pipe(ZKdvRate),
    paid: z.boolean(),
    /** An e-invoice entry keeps its stated KDV while its net and rate stay as they were. */
    kept_kdv: z.number().nullable(),
    source: z.enum(['manual', 'e_invoice']),
  })
  .transform(
    ({ kept_kdv, ...form }): TLedgerEntryRequest => ({
      ...form,
      net_amount: parseLiraAmount(form.net_amount) ?? -1,
      ...(kept_kdv === null ? {} : { kdv_amount: kept_kdv }),
    }),
  )
  .pipe(ZLedgerEntryRequest);
export type TEntryFormValues = z.input<typeof ZEntryForm>;
type TEntryFormBody = z.output<typeof ZEntryForm>;

const FIELDS = [
  'date',
  'kind',
  'counterparty_name',
  'counterparty_tax_number',
  'description',
  'category',
  'net_amount',
  'kdv_rate',
] as const;

function valuesOf(entry: TLedgerEntry | null, date: string, language: 'tr' | 'en'): TEntryFormValues {
  if (!entry) {
    return {
      date,
      kind: 'expense',
      counterparty_name: '',
      counterparty_tax_number: '',
      description: '',
      category: DEFAULT_CATEGORY.expense,
      net_amount: '',
      kdv_rate: String(generalRateOn(date)),
      paid: false,
      kept_kdv: null,
      source: 'manual',
    };
  }
  return {
    date: entry.date,
    kind: entry.kind,
    counterparty_name: entry.counterparty_name,
    counterparty_tax_number: entry.counterparty_tax_number ?? '',
    description: entry.description,
    category: entry.category,
    net_amount: kurusToLiraInput(entry.net_amount, language),
    kdv_rate: String(entry.kdv_rate),
    paid: entry.paid,
    kept_kdv: entry.source === 'e_invoice' ? entry.kdv_amount : null,
    // A sales invoice's entry is never edited here (the table offers no edit for it).
    source: entry.source === 'e_invoice' ? 'e_invoice' : 'manual',
  };
}

type EntryFormDialogProps = {
  target: TLedgerTarget;
  /** The entry to edit; null writes a new one. */
  entry: TLedgerEntry | null;
  /** The date a new entry starts with (a day of the chosen month). */
  defaultDate: string;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Adds or edits an entry. KDV and gross are shown live from the net and the rate with the same
 * contracts function the server uses, so the customer sees what will be stored. Mounted afresh
 * (a new `key`) for each opening.
 */
export function EntryFormDialog({ target, entry, defaultDate, onClose, onSaved }: EntryFormDialogProps) {
  const { t } = useTranslation('accountancy');
  const text = useMessageText();
  const language = useLanguage();
  const formId = useId();
  const save = useSaveLedgerEntry(target);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = valuesOf(entry, defaultDate, language);
  const form = useForm<TEntryFormValues, unknown, TEntryFormBody>({
    resolver: zodResolver(ZEntryForm),
    defaultValues: initial,
  });
  const errors = form.formState.errors;
  const [kind, net, rate, date] = useWatch({
    control: form.control,
    name: ['kind', 'net_amount', 'kdv_rate', 'date'],
  });
  // The rates offered are those in force on the entry's date (KDV_RATE_PERIODS); another date
  // moves a rate no longer in force to its counterpart of that date (18 → 20, 8 → 10 and back).
  const rates = ratesOfDate(date);
  useEffect(() => {
    const current = rateOf(rate);
    if (!(rates as readonly number[]).includes(current)) {
      form.setValue('kdv_rate', String(counterpartRate(current, date)));
    }
  }, [rates, rate, date, form]);
  const netKurus = parseLiraAmount(net);
  const amounts = netKurus === null ? null : ledgerAmounts(netKurus, rateOf(rate));
  const keptKdv = initial.kept_kdv !== null && net === initial.net_amount && rate === initial.kdv_rate;
  const shownKdv = amounts && keptKdv && initial.kept_kdv !== null ? initial.kept_kdv : amounts?.kdv_amount;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      // The stated KDV travels only while it is the invoice's own figure.
      const { kdv_amount, ...rest } = body;
      await save.mutateAsync({
        body: keptKdv && kdv_amount !== undefined ? { ...rest, kdv_amount } : rest,
        entryId: entry?.id,
      });
      onSaved();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  const changeKind = (next: TLedgerKind) => {
    form.setValue('kind', next);
    if (!(CATEGORIES_BY_KIND[next] as readonly string[]).includes(form.getValues('category'))) {
      form.setValue('category', DEFAULT_CATEGORY[next]);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={entry ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="date"
            label={t('form.date')}
            required
            error={text(errors.date?.message)}
            {...form.register('date')}
          />
          <Field label={t('form.kind')} required error={text(errors.kind?.message)}>
            {(control) => (
              <select
                className={controlClasses}
                value={kind}
                onChange={(event) => changeKind(event.target.value === 'income' ? 'income' : 'expense')}
                {...control}
              >
                {LEDGER_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`kinds.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('form.counterpartyName')}
            required
            maxLength={LEDGER_COUNTERPARTY_MAX_LENGTH}
            error={text(errors.counterparty_name?.message)}
            {...form.register('counterparty_name')}
          />
          <Input
            label={t('form.taxNumber')}
            hint={t('form.taxNumberHint')}
            inputMode="numeric"
            maxLength={11}
            error={text(errors.counterparty_tax_number?.message)}
            {...form.register('counterparty_tax_number')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.category')} required error={text(errors.category?.message)}>
            {(control) => (
              <select className={controlClasses} {...form.register('category')} {...control}>
                {CATEGORIES_BY_KIND[kind].map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Input
            label={t('form.description')}
            maxLength={LEDGER_DESCRIPTION_MAX_LENGTH}
            error={text(errors.description?.message)}
            {...form.register('description')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            label={t('form.net')}
            hint={t('form.netHint')}
            required
            unit="₺"
            error={text(errors.net_amount?.message)}
            {...form.register('net_amount')}
          />
          <Field label={t('form.kdvRate')} required error={text(errors.kdv_rate?.message)}>
            {(control) => (
              <select className={controlClasses} {...form.register('kdv_rate')} {...control}>
                {rates.map((value) => (
                  <option key={value} value={String(value)}>
                    {t('form.kdvRateOption', { rate: value })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="rounded-xl border border-line bg-surface p-4" aria-live="polite">
          <dl className="grid grid-cols-2 gap-2 text-small">
            <dt className="text-muted">{t('form.computedKdv')}</dt>
            <dd className="text-end font-semibold tabular-nums" data-testid="computed-kdv">
              {shownKdv === undefined ? '—' : formatKurus(shownKdv, language)}
            </dd>
            <dt className="text-muted">{t('form.computedGross')}</dt>
            <dd className="text-end font-semibold tabular-nums" data-testid="computed-gross">
              {amounts && shownKdv !== undefined ? formatKurus(amounts.net_amount + shownKdv, language) : '—'}
            </dd>
          </dl>
          <p className="mt-2 text-xs text-muted">{t('form.computedHint')}</p>
        </div>
        <div className="flex items-center gap-3">
          <input
            id={`${formId}-paid`}
            type="checkbox"
            className="size-5 accent-brand-800"
            {...form.register('paid')}
          />
          <label htmlFor={`${formId}-paid`} className="text-small font-semibold text-ink">
            {t('form.paid')}
          </label>
        </div>
      </form>
    </Modal>
  );
}

function rateOf(value: string) {
  const rate = Number(value);
  return KDV_RATES.find((known) => known === rate) ?? 0;
}

/** The rates in force on a date; an unfinished date (the field being typed) offers today's set. */
function ratesOfDate(date: string): readonly TKdvRate[] {
  const latest = KDV_RATE_PERIODS.at(-1)?.rates ?? KDV_RATES;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? kdvRatesOn(date) : latest;
}

/** The general (highest) rate in force on a date: a new entry's first choice. */
function generalRateOn(date: string): TKdvRate {
  return ratesOfDate(date).at(-1) ?? 0;
}

/**
 * A rate's counterpart among a date's rates: the one in the same place of the sorted set (the
 * general rate for the general rate, the reduced for the reduced), so 18 becomes 20 and 8 becomes 10.
 */
function counterpartRate(rate: TKdvRate, date: string): TKdvRate {
  const target = ratesOfDate(date);
  if ((target as readonly number[]).includes(rate)) return rate;
  const source = KDV_RATE_PERIODS.find((period) => (period.rates as readonly number[]).includes(rate))?.rates;
  const index = source ? [...source].sort((a, b) => a - b).indexOf(rate) : -1;
  const sorted = [...target].sort((a, b) => a - b);
  return sorted[index] ?? sorted.at(-1) ?? 0;
}
