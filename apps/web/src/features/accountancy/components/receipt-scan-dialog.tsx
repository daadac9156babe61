import { formatKurus } from '@portal/contracts/common/money';
import type { TReceiptDraft } from '@portal/contracts/receipt-scans/receipt-scans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { useCreateReceiptScan, useReceiptScan } from '../api/receipt-scans.ts';
import { useSaveLedgerEntry } from '../api/save-ledger-entry.ts';
import { formatEntryDate } from './ledger-format.ts';

type ReceiptScanDialogProps = {
  target: TLedgerTarget;
  onClose: () => void;
  /** The entries were added (their count). */
  onConfirmed: (count: number) => void;
};

/**
 * "Receipt photo": a photo or PDF of a receipt is uploaded, read by the server's OCR job (the
 * dialog asks until it is read), and what was read is shown; the customer checks it against the
 * receipt and confirms the proposed entries, posted like hand-written ones.
 */
export function ReceiptScanDialog({ target, onClose, onConfirmed }: ReceiptScanDialogProps) {
  const { t } = useTranslation('accountancy');
  const upload = useCreateReceiptScan(target);
  const save = useSaveLedgerEntry(target);
  const [file, setFile] = useState<File | null>(null);
  const [scanId, setScanId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scan = useReceiptScan(target, scanId);
  const draft = scan.data?.status === 'read' ? scan.data.draft : null;
  const reading = scanId !== null && (scan.isPending || scan.data?.status === 'pending');
  const pending = upload.isPending || save.isPending;

  const send = async () => {
    setFailure(null);
    if (!file) {
      setFailure(t('receipt.chooseFile'));
      return;
    }
    try {
      setScanId((await upload.mutateAsync(file)).id);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const confirm = async () => {
    if (!draft) return;
    setFailure(null);
    try {
      for (const { gross_amount: _gross, ...entry } of draft.entries) await save.mutateAsync({ body: entry });
      onConfirmed(draft.entries.length);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const restart = () => {
    setScanId(null);
    setFile(null);
    setFailure(null);
  };

  const readFailure =
    scan.data?.status === 'failed'
      ? (scan.data.failure ?? t('receipt.failed'))
      : scan.isError
        ? t('receipt.failed')
        : null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('receipt.title')}
      size="lg"
      footer={
        scanId === null ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={upload.isPending}>
              {t('receipt.read')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={restart} disabled={pending}>
              {t('import.back')}
            </Button>
            {draft && draft.entries.length > 0 ? (
              <Button onClick={() => void confirm()} loading={save.isPending}>
                {t('import.confirm', { count: draft.entries.length })}
              </Button>
            ) : null}
          </>
        )
      }
    >
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {scanId === null ? (
          <>
            <p className="text-small text-muted">{t('receipt.lead')}</p>
            <Field label={t('receipt.file')} hint={t('receipt.fileHint')}>
              {(control) => (
                <input
                  type="file"
                  accept="image/jpeg,image/png,application/pdf"
                  className={controlClasses}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  {...control}
                />
              )}
            </Field>
          </>
        ) : reading ? (
          <p className="flex items-center gap-2 text-small" role="status">
            <Spinner label={null} />
            {t('receipt.reading')}
          </p>
        ) : readFailure ? (
          <Alert tone="error">{readFailure}</Alert>
        ) : draft ? (
          <ReceiptDraftView draft={draft} />
        ) : null}
      </div>
    </Modal>
  );
}

function ReceiptDraftView({ draft }: { draft: TReceiptDraft }) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const money = (kurus: number) => formatKurus(kurus, language);
  const unread = t('receipt.unread');
  return (
    <div className="space-y-4 text-small">
      <Alert tone="info">{t('receipt.check')}</Alert>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('receipt.date')}</dt>
          <dd>{draft.date ? formatEntryDate(draft.date, language) : unread}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('receipt.seller')}</dt>
          <dd className="font-semibold text-ink">{draft.seller_name ?? unread}</dd>
          <dd className="text-muted">
            {draft.seller_tax_number ? t('import.taxNumber', { number: draft.seller_tax_number }) : unread}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('receipt.total')}</dt>
          <dd className="font-semibold tabular-nums">{draft.total === null ? unread : money(draft.total)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted uppercase">{t('receipt.kdv')}</dt>
          {draft.kdv_by_rate.length === 0 ? <dd>{unread}</dd> : null}
          {draft.kdv_by_rate.map((rate) => (
            <dd key={rate.kdv_rate} className="tabular-nums">
              {t('receipt.kdvAt', { rate: rate.kdv_rate, amount: money(rate.kdv_amount) })}
            </dd>
          ))}
        </div>
      </dl>
      {draft.entries.length === 0 ? (
        <Alert tone="info">{t('receipt.noEntries')}</Alert>
      ) : (
        <section className="space-y-2">
          <h3 className="font-semibold text-ink">{t('import.proposed')}</h3>
          <ul className="divide-y divide-line rounded-card border border-line">
            {draft.entries.map((entry) => (
              <li key={entry.kdv_rate} className="flex justify-between gap-3 px-3 py-2 tabular-nums">
                <span>{t('receipt.entryAt', { rate: entry.kdv_rate })}</span>
                <span>
                  {t('receipt.entryFigures', { net: money(entry.net_amount), kdv: money(entry.kdv_amount) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
