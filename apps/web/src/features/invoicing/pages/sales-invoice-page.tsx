import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { useInvoiceAction, useSalesInvoice, useSendInvoice } from '../api/sales-invoices.ts';
import { BooksBackLink, BooksFrame, BooksNotFound } from '../components/books-frame.tsx';
import { InvoiceDetail } from '../components/invoice-detail.tsx';
import { InvoiceEditor } from '../components/invoice-editor.tsx';
import { ReminderDialog } from '../components/reminder-dialog.tsx';

/** The route's id for a draft not saved yet. */
const NEW_INVOICE = 'new';

/**
 * `/app/accountancy/invoices/:invoiceId` (`new` for a new draft): a draft in its editor, an
 * issued or cancelled invoice read only with its downloads and its e-invoice delivery; issuing,
 * sending, cancelling, returning and reminding the customer of an overdue invoice are confirmed
 * first.
 */
export default function SalesInvoicePage() {
  const { t } = useTranslation(['pages', 'invoicing']);
  const { invoiceId = '' } = useParams();
  const id = invoiceId === NEW_INVOICE ? null : Number(invoiceId);
  return (
    <BooksFrame title={t('salesInvoice.title')} section="salesInvoices">
      {(target) =>
        id === null || (Number.isInteger(id) && id > 0) ? (
          <InvoiceScreen target={target} invoiceId={id} />
        ) : (
          <BooksNotFound
            message={t('invoicing:detail.notFound')}
            backTo="salesInvoices"
            backLabel={t('invoicing:detail.back')}
          />
        )
      }
    </BooksFrame>
  );
}

type TConfirm = { kind: 'issue' | 'send' | 'cancel' | 'return' | 'remind'; invoice: TSalesInvoice } | null;

/**
 * The invoice and the one question over it; it stays mounted while a new draft's URL becomes its
 * id, so "Issue…" on a new draft saves it, moves to its address and asks.
 */
function InvoiceScreen({ target, invoiceId }: { target: TBooksTarget; invoiceId: number | null }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const navigate = useNavigate();
  const invoice = useSalesInvoice(target, invoiceId);
  const action = useInvoiceAction(target);
  const send = useSendInvoice(target);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const close = () => setConfirm(null);
  const open = (next: TSalesInvoice) =>
    `${pathTo(language, 'salesInvoice', { invoiceId: next.id })}${search}`;

  const onSaved = (saved: TSalesInvoice, intent: 'save' | 'issue') => {
    if (invoiceId === null) navigate(open(saved), { replace: true });
    if (intent === 'issue') setConfirm({ kind: 'issue', invoice: saved });
  };

  return (
    <>
      <BooksBackLink to="salesInvoices" label={t('detail.back')} />
      {invoiceId === null ? (
        <InvoiceEditor target={target} invoice={null} onSaved={onSaved} />
      ) : (
        <QueryState query={invoice} errorTitle={t('detail.loadFailed')}>
          {(data) =>
            data.status === 'draft' ? (
              <InvoiceEditor key={data.id} target={target} invoice={data} onSaved={onSaved} />
            ) : (
              <InvoiceDetail
                target={target}
                invoice={data}
                onCancel={() => setConfirm({ kind: 'cancel', invoice: data })}
                onReturn={() => setConfirm({ kind: 'return', invoice: data })}
                onRemind={() => setConfirm({ kind: 'remind', invoice: data })}
                onSend={() => setConfirm({ kind: 'send', invoice: data })}
              />
            )
          }
        </QueryState>
      )}
      <ConfirmDialog
        open={confirm?.kind === 'issue'}
        title={t('confirm.issueTitle')}
        description={t('confirm.issueDescription', { name: confirm?.invoice.counterparty_name ?? '' })}
        confirmLabel={t('confirm.issue')}
        onCancel={close}
        onConfirm={async () => {
          if (!confirm) return;
          await action.mutateAsync({ action: 'issue', invoiceId: confirm.invoice.id });
          close();
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'send'}
        title={t('confirm.sendTitle', { number: confirm?.invoice.number ?? '' })}
        description={t('confirm.sendDescription', { name: confirm?.invoice.counterparty_name ?? '' })}
        confirmLabel={t('confirm.send')}
        onCancel={close}
        onConfirm={async () => {
          if (!confirm) return;
          await send.mutateAsync(confirm.invoice.id);
          close();
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'cancel'}
        tone="danger"
        title={t('confirm.cancelTitle', { number: confirm?.invoice.number ?? '' })}
        description={
          confirm?.invoice.delivery?.status === 'sent'
            ? t('confirm.cancelSentDescription')
            : t('confirm.cancelDescription')
        }
        confirmLabel={t('confirm.cancel')}
        onCancel={close}
        onConfirm={async () => {
          if (!confirm) return;
          await action.mutateAsync({ action: 'cancel', invoiceId: confirm.invoice.id });
          close();
        }}
      />
      {confirm?.kind === 'remind' ? (
        <ReminderDialog target={target} invoice={confirm.invoice} onClose={close} />
      ) : null}
      {confirm?.kind === 'return' ? (
        <ReturnDialog
          invoice={confirm.invoice}
          onClose={close}
          onReturn={async (issueDate) => {
            const made = await action.mutateAsync({
              action: 'return',
              invoiceId: confirm.invoice.id,
              issueDate,
            });
            close();
            navigate(open(made));
          }}
        />
      ) : null}
    </>
  );
}

/** Asks for a return invoice's date (today by default) and issues it for what is still open. */
function ReturnDialog({
  invoice,
  onClose,
  onReturn,
}: {
  invoice: TSalesInvoice;
  onClose: () => void;
  onReturn: (issueDate: string) => Promise<void>;
}) {
  const { t } = useTranslation('invoicing');
  const formId = useId();
  const [date, setDate] = useState(() => todayInIstanbul(new Date()));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={t('confirm.returnTitle', { number: invoice.number ?? '' })}
      description={t('confirm.returnDescription')}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('confirm.return')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setFailure(null);
          setPending(true);
          try {
            await onReturn(date);
          } catch (error) {
            setFailure(errorMessage(error));
          } finally {
            setPending(false);
          }
        }}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Input
          type="date"
          label={t('confirm.returnDate')}
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </form>
    </Modal>
  );
}
