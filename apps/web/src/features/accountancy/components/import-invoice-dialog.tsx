import { formatKurus } from '@portal/contracts/common/money';
import type { TLedgerImportDraft } from '@portal/contracts/ledger/ledger-schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMonthXmlDocuments } from '../api/get-month-xml-documents.ts';
import { useConfirmLedgerInvoice, useImportLedgerInvoice } from '../api/import-ledger-invoice.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { formatEntryDate } from './ledger-format.ts';

type ImportInvoiceDialogProps = {
  target: TLedgerTarget;
  period: string;
  onClose: () => void;
  /** The entries were added (their count). */
  onConfirmed: (count: number) => void;
};

/**
 * "Import e-invoice": an XML file, or one of the month's uploaded XML documents, is read by the
 * server into a draft; the customer sees what the invoice says and confirms the proposed entries
 * (one per KDV rate); the server reads the same file again and writes them, with the payable of
 * an invoice the company received.
 */
export function ImportInvoiceDialog({ target, period, onClose, onConfirmed }: ImportInvoiceDialogProps) {
  const { t } = useTranslation('accountancy');
  const fileId = useId();
  const read = useImportLedgerInvoice(target);
  const confirmation = useConfirmLedgerInvoice(target);
  const documents = useMonthXmlDocuments(target, period, true);
  const [file, setFile] = useState<File | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<TLedgerImportDraft | null>(null);
  const pending = read.isPending || confirmation.isPending;

  const source = file ? { file } : documentId ? { documentId: Number(documentId) } : null;

  const readInvoice = async () => {
    setFailure(null);
    if (!source) {
      setFailure(t('import.chooseSomething'));
      return;
    }
    try {
      setDraft(await read.mutateAsync(source));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const confirm = async () => {
    if (!draft || !source) return;
    setFailure(null);
    try {
      onConfirmed((await confirmation.mutateAsync(source)).entries);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const xmlDocuments = documents.data ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={draft ? t('import.draftTitle', { number: draft.invoice_number }) : t('import.title')}
      size="lg"
      footer={
        draft ? (
          <>
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={pending}>
              {t('import.back')}
            </Button>
            <Button onClick={confirm} loading={confirmation.isPending}>
              {t('import.confirm', { count: draft.entries.length })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button onClick={readInvoice} loading={read.isPending}>
              {t('import.read')}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {draft ? (
          <DraftView draft={draft} />
        ) : (
          <>
            <p className="text-small text-muted">{t('import.lead')}</p>
            <Field label={t('import.file')} hint={t('import.fileHint')} id={fileId}>
              {(control) => (
                <input
                  type="file"
                  accept=".xml,application/xml,text/xml"
                  className={controlClasses}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  {...control}
                />
              )}
            </Field>
            {xmlDocuments.length > 0 ? (
              <>
                <p className="text-small font-semibold text-muted">{t('import.or')}</p>
                <Field label={t('import.document')}>
                  {(control) => (
                    <select
                      className={controlClasses}
                      value={documentId}
                      onChange={(event) => setDocumentId(event.target.value)}
                      {...control}
                    >
                      <option value="">{t('import.documentNone')}</option>
                      {xmlDocuments.map((document) => (
                        <option key={document.id} value={document.id}>
                          {document.file_name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}

function DraftView({ draft }: { draft: TLedgerImportDraft }) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const money = (kurus: number) => formatKurus(kurus, language);
  // Every entry of a draft has the same category (the invoice's kind and type decide it).
  const proposedCategory = draft.entries[0]?.category;
  const party = (label: string, value: TLedgerImportDraft['supplier']) => (
    <div>
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="font-semibold text-ink">{value.name}</dd>
      {value.tax_number ? (
        <dd className="text-small text-muted">{t('import.taxNumber', { number: value.tax_number })}</dd>
      ) : null}
    </div>
  );
  return (
    <div className="space-y-4 text-small">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('import.issueDate')}</dt>
          <dd>{formatEntryDate(draft.issue_date, language)}</dd>
        </div>
        {draft.profile ? (
          <div>
            <dt className="text-xs font-semibold text-muted uppercase">{t('import.profile')}</dt>
            <dd>{draft.profile}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('import.invoiceType')}</dt>
          <dd>{t(`import.invoiceTypes.${draft.invoice_type}`)}</dd>
        </div>
        {draft.exchange_rate ? (
          <div>
            <dt className="text-xs font-semibold text-muted uppercase">{t('import.currency')}</dt>
            <dd>{t('import.exchangeRate', { currency: draft.currency, rate: draft.exchange_rate })}</dd>
          </div>
        ) : null}
        {party(t('import.supplier'), draft.supplier)}
        {party(t('import.customer'), draft.customer)}
      </dl>
      <section aria-label={t('import.lines')}>
        <h3 className="font-semibold text-ink">{t('import.lines')}</h3>
        <ul className="mt-1 divide-y divide-line">
          {draft.lines.map((line, index) => (
            // Lines have no id of their own; their order is the invoice's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the invoice's line order is fixed
            <li key={index} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>
                {line.name} × {line.quantity}
                {line.exemption_code ? (
                  <span className="block text-xs text-muted">
                    {t('import.exemption', { code: line.exemption_code })}
                  </span>
                ) : null}
              </span>
              <span className="text-end tabular-nums">
                {money(line.net_amount)} + {t('list.kdvRate', { rate: line.kdv_rate })}{' '}
                {money(line.kdv_amount)}
                {line.withholding_code ? (
                  <span className="block text-xs text-muted">
                    {t('import.withholding', {
                      code: line.withholding_code,
                      amount: money(line.withheld_kdv),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="font-semibold text-ink">{t('import.totals')}</h3>
        <dl className="mt-1 grid grid-cols-2 gap-1 tabular-nums">
          <dt className="text-muted">{t('import.totalNet')}</dt>
          <dd className="text-end">{money(draft.totals.net_amount)}</dd>
          {draft.kdv_by_rate.map((rate) => (
            <div key={rate.kdv_rate} className="contents">
              <dt className="text-muted">
                {t('import.totalKdv')} {t('list.kdvRate', { rate: rate.kdv_rate })}
              </dt>
              <dd className="text-end">{money(rate.kdv_amount)}</dd>
            </div>
          ))}
          <dt className="text-muted">{t('import.totalGross')}</dt>
          <dd className="text-end">{money(draft.totals.gross_amount)}</dd>
          {draft.totals.withheld_kdv > 0 ? (
            <>
              <dt className="text-muted">{t('import.totalWithheld')}</dt>
              <dd className="text-end">−{money(draft.totals.withheld_kdv)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('import.totalPayable')}</dt>
          <dd className="text-end font-semibold">{money(draft.totals.payable_amount)}</dd>
        </dl>
      </section>
      <Alert tone="info">
        {t('import.proposedKind', { kind: t(`kinds.${draft.kind}`) })}
        {proposedCategory
          ? ` ${t('import.proposedCategory', { category: t(`categories.${proposedCategory}`) })}`
          : null}
      </Alert>
    </div>
  );
}
