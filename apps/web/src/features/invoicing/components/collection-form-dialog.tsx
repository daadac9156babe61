import {
  COLLECTION_KINDS,
  COLLECTION_METHODS,
  type TCollectionKind,
  type TCollectionMethod,
  type TCollectionRequest,
  ZCollectionRequest,
} from '@portal/contracts/collections/collections';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { kurusToLiraInput, parseLiraAmount } from '@portal/contracts/ledger/ledger-amounts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateCollection } from '../api/collections.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { useOpenPurchaseInvoices } from '../api/purchase-invoices.ts';
import { useSalesInvoices } from '../api/sales-invoices.ts';
import { CounterpartySelect } from './counterparty-select.tsx';
import { formatDay } from './invoicing-format.ts';

/** How many of a customer's issued invoices the allocation lists (the contract's page size). */
const OPEN_INVOICES_SHOWN = 100;

/** An invoice a collection or payment may be set against, whichever side it is. */
type TOpenInvoice = { id: number; number: string; due_date: string; open_amount: number };

type TErrors = Partial<
  Record<'kind' | 'date' | 'counterparty_id' | 'amount' | 'method' | 'note' | 'allocations', string>
>;

type CollectionFormDialogProps = {
  target: TBooksTarget;
  kind: TCollectionKind;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Records a collection from a customer or a payment to a supplier, set against the customer's
 * issued sales invoices or the supplier's purchase invoices that still have something open, in
 * part or whole (each shows its open amount; "Distribute" fills them oldest due first); what is
 * not set against one stays on the account. Checked with the contracts' request schema before it
 * is sent.
 */
export function CollectionFormDialog({
  target,
  kind: initialKind,
  onClose,
  onSaved,
}: CollectionFormDialogProps) {
  const { t } = useTranslation('invoicing');
  const text = useMessageText();
  const language = useLanguage();
  const formId = useId();
  const create = useCreateCollection(target);
  const [kind, setKind] = useState<TCollectionKind>(initialKind);
  const [date, setDate] = useState(() => todayInIstanbul(new Date()));
  const [counterpartyId, setCounterpartyId] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<TCollectionMethod>('bank_transfer');
  const [note, setNote] = useState('');
  const [allocations, setAllocations] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<TErrors>({});
  const [allocationErrors, setAllocationErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // A collection is set against the customer's open sales invoices, a payment against the
  // supplier's open purchase invoices (those confirmed from the e-invoice import).
  const allocating = counterpartyId !== '';
  const salesInvoices = useSalesInvoices(
    target,
    {
      status: 'issued',
      overdue: 'all',
      q: '',
      sort: 'due_date',
      page: 1,
      counterpartyId: Number(counterpartyId) || undefined,
      perPage: OPEN_INVOICES_SHOWN,
    },
    allocating && kind === 'collection',
  );
  const purchaseInvoices = useOpenPurchaseInvoices(
    target,
    Number(counterpartyId),
    OPEN_INVOICES_SHOWN,
    allocating && kind === 'payment',
  );
  const invoices = kind === 'payment' ? purchaseInvoices : salesInvoices;
  const open: TOpenInvoice[] = !allocating
    ? []
    : kind === 'payment'
      ? (purchaseInvoices.data?.data ?? []).map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          due_date: invoice.due_date,
          open_amount: invoice.open_amount,
        }))
      : (salesInvoices.data?.data ?? [])
          .filter((invoice) => invoice.type !== 'IADE' && invoice.totals.open_amount > 0)
          .map((invoice) => ({
            id: invoice.id,
            number: invoice.number ?? '',
            due_date: invoice.due_date,
            open_amount: invoice.totals.open_amount,
          }));
  const amountKurus = parseLiraAmount(amount);
  const allocated = open.reduce(
    (sum, invoice) => sum + (parseLiraAmount(allocations[invoice.id] ?? '') ?? 0),
    0,
  );

  const changeCounterparty = (id: string) => {
    setCounterpartyId(id);
    setAllocations({});
    setAllocationErrors({});
  };

  const distribute = () => {
    let left = amountKurus ?? 0;
    const next: Record<number, string> = {};
    for (const invoice of open) {
      const part = Math.min(left, invoice.open_amount);
      if (part > 0) next[invoice.id] = kurusToLiraInput(part, language);
      left -= part;
    }
    setAllocations(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setFailure(null);
    const rowErrors: Record<number, string> = {};
    const parts = open.flatMap((invoice) => {
      const typed = (allocations[invoice.id] ?? '').trim();
      if (typed === '') return [];
      const part = parseLiraAmount(typed);
      if (part === null || part <= 0) rowErrors[invoice.id] = t('collections.form.allocationInvalid');
      else if (part > invoice.open_amount)
        rowErrors[invoice.id] = t('collections.form.allocationTooMuch', {
          open: formatKurus(invoice.open_amount, language),
        });
      return [{ invoice_id: invoice.id, amount: part ?? -1 }];
    });
    const body: TCollectionRequest = {
      kind,
      date,
      counterparty_id: Number(counterpartyId) || 0,
      amount: amountKurus ?? -1,
      method,
      note,
      allocations: parts,
    };
    const parsed = ZCollectionRequest.safeParse(body);
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'allocations' && typeof issue.path[1] === 'number') continue;
        if (typeof field === 'string' && !(field in found)) found[field as keyof TErrors] = issue.message;
      }
    }
    setErrors(found);
    setAllocationErrors(rowErrors);
    if (!parsed.success || Object.keys(rowErrors).length > 0) return;
    try {
      await create.mutateAsync(parsed.data);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const server: TErrors = {};
        const rows: Record<number, string> = {};
        for (const [path, messages] of Object.entries(error.errors)) {
          const [field, index] = path.split('.');
          const message = messages[0];
          if (!message) continue;
          const invoice = field === 'allocations' && index !== undefined ? parts[Number(index)] : undefined;
          if (invoice) rows[invoice.invoice_id] = message;
          else if (field) server[field as keyof TErrors] = message;
        }
        setErrors(server);
        setAllocationErrors(rows);
        if (Object.keys(server).length === 0 && Object.keys(rows).length === 0)
          setFailure(errorMessage(error));
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !create.isPending) onClose();
      }}
      title={
        kind === 'collection' ? t('collections.form.collectionTitle') : t('collections.form.paymentTitle')
      }
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('collections.form.kind')} required error={text(errors.kind)}>
            {(control) => (
              <select
                className={controlClasses}
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value === 'payment' ? 'payment' : 'collection');
                  changeCounterparty('');
                }}
                {...control}
              >
                {COLLECTION_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`collectionKinds.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Input
            type="date"
            label={t('collections.form.date')}
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={text(errors.date)}
          />
        </div>
        <CounterpartySelect
          target={target}
          label={kind === 'collection' ? t('collections.form.customer') : t('collections.form.supplier')}
          side={kind === 'collection' ? 'customer' : 'supplier'}
          value={counterpartyId}
          onChange={changeCounterparty}
          error={text(errors.counterparty_id)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('collections.form.amount')}
            hint={t('editor.amountHint')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={text(errors.amount)}
          />
          <Field label={t('collections.form.method')} required error={text(errors.method)}>
            {(control) => (
              <select
                className={controlClasses}
                value={method}
                onChange={(event) =>
                  setMethod(COLLECTION_METHODS.find((value) => value === event.target.value) ?? 'other')
                }
                {...control}
              >
                {COLLECTION_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`methods.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Input
          label={t('collections.form.note')}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={text(errors.note)}
        />

        {counterpartyId === '' ? (
          <p className="text-small text-muted">
            {kind === 'payment'
              ? t('collections.form.chooseSupplierFirst')
              : t('collections.form.chooseCustomerFirst')}
          </p>
        ) : (
          <fieldset className="space-y-3">
            <legend className="text-small font-semibold text-ink">{t('collections.form.allocations')}</legend>
            {errors.allocations ? (
              <p className="text-small font-medium text-danger" role="alert">
                {text(errors.allocations)}
              </p>
            ) : null}
            {invoices.isPending ? (
              <p className="text-small text-muted">{t('common.loading')}</p>
            ) : invoices.error ? (
              <Alert tone="error">{t('collections.form.invoicesFailed')}</Alert>
            ) : open.length === 0 ? (
              <p className="text-small text-muted">
                {kind === 'payment'
                  ? t('collections.form.noOpenPurchaseInvoices')
                  : t('collections.form.noOpenInvoices')}
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-small text-muted" aria-live="polite">
                    {t('collections.form.allocated', {
                      allocated: formatKurus(allocated, language),
                      left: formatKurus(Math.max((amountKurus ?? 0) - allocated, 0), language),
                    })}
                  </p>
                  <Button variant="secondary" size="sm" onClick={distribute} disabled={!amountKurus}>
                    {t('collections.form.distribute')}
                  </Button>
                </div>
                <ul className="divide-y divide-line rounded-card border border-line">
                  {open.map((invoice) => (
                    <li key={invoice.id} className="grid gap-2 p-3 sm:grid-cols-[1fr_12rem] sm:items-end">
                      <div className="text-small">
                        <p className="font-semibold text-ink">{invoice.number}</p>
                        <p className="text-muted">
                          {t('collections.form.invoiceFacts', {
                            due: formatDay(invoice.due_date, language),
                            open: formatKurus(invoice.open_amount, language),
                          })}
                        </p>
                      </div>
                      <Input
                        label={t('collections.form.allocationLabel', { number: invoice.number })}
                        inputMode="decimal"
                        autoComplete="off"
                        value={allocations[invoice.id] ?? ''}
                        onChange={(event) =>
                          setAllocations({ ...allocations, [invoice.id]: event.target.value })
                        }
                        error={allocationErrors[invoice.id]}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </fieldset>
        )}
      </form>
    </Modal>
  );
}
