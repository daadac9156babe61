import { WITHHOLDING_CODES } from '@portal/contracts/sales-invoices/invoice-codes';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { useDownloadInvoice } from '../api/sales-invoices.ts';
import { InvoiceDeliveryPanel } from './invoice-delivery-panel.tsx';
import { InvoiceFact } from './invoice-fact.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';
import { formatDay, formatMoney, formatNumber } from './invoicing-format.ts';

type TLine = TSalesInvoice['lines'][number] & { index: number };

type InvoiceDetailProps = {
  target: TBooksTarget;
  invoice: TSalesInvoice;
  onCancel: () => void;
  onReturn: () => void;
  onRemind: () => void;
  onSend: () => void;
};

/**
 * An issued or cancelled invoice, read only: its header, its e-invoice delivery (sent through the
 * integrator when asked), lines and totals, the downloads (PDF in Turkish or English, the UBL-TR
 * XML) and, while it is issued, cancel and return (no cancel for an invoice out as an e-Fatura or
 * on its way); once it is overdue with an amount open, a reminder to the customer.
 */
export function InvoiceDetail({ target, invoice, onCancel, onReturn, onRemind, onSend }: InvoiceDetailProps) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const download = useDownloadInvoice(target);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const money = (amount: number) => formatMoney(amount, invoice.currency, language);
  const isReturn = invoice.type === 'IADE';
  const issued = invoice.status === 'issued';
  const { delivery } = invoice;
  // An e-Fatura is undone by a return invoice; a send on its way is waited for.
  const cancellable =
    issued &&
    delivery?.status !== 'sending' &&
    !(delivery?.status === 'sent' && delivery.channel === 'e_fatura');

  const fetchFile = async (file: 'pdf-tr' | 'pdf-en' | 'xml') => {
    setDownloadFailed(false);
    const saved = await download.mutateAsync({ invoice, file }).catch(() => false);
    if (!saved) setDownloadFailed(true);
  };

  const columns: TColumn<TLine>[] = [
    {
      key: 'name',
      header: t('detail.columns.name'),
      rowHeader: true,
      cell: (line) => (
        <>
          {line.name}
          {line.withholding_code ? (
            <span className="block text-xs font-normal text-muted">
              {t('detail.withholding', {
                code: line.withholding_code,
                tenths: WITHHOLDING_CODES[line.withholding_code].tenths,
              })}
            </span>
          ) : null}
          {line.exemption_code ? (
            <span className="block text-xs font-normal text-muted">
              {t('detail.exemption', { code: line.exemption_code })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('detail.columns.quantity'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => `${formatNumber(line.quantity, language)} ${t(`units.${line.unit}`)}`,
    },
    {
      key: 'unitPrice',
      header: t('detail.columns.unitPrice'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (line) => money(line.unit_price),
    },
    {
      key: 'discount',
      header: t('detail.columns.discount'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (line) => (line.discount_rate ? `%${formatNumber(line.discount_rate, language)}` : '—'),
    },
    {
      key: 'kdv',
      header: t('detail.columns.kdv'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (line) => `${money(line.kdv_amount)} (%${line.kdv_rate})`,
    },
    {
      key: 'net',
      header: t('detail.columns.net'),
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (line) => money(line.net_amount),
    },
  ];

  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-h3 font-bold text-brand-950">
              {isReturn
                ? t('detail.returnTitle', { number: invoice.number ?? '' })
                : t('detail.title', { number: invoice.number ?? '' })}
            </h2>
            <p className="mt-1 text-small text-muted">
              <Link
                to={`${pathTo(language, 'counterpartyStatement', { counterpartyId: invoice.counterparty_id })}${search}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {invoice.counterparty_name}
              </Link>
            </p>
          </div>
          <InvoiceStatusBadge invoice={invoice} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-small sm:grid-cols-2 lg:grid-cols-4">
          <InvoiceFact label={t('detail.issueDate')} value={formatDay(invoice.issue_date, language)} />
          <InvoiceFact label={t('detail.dueDate')} value={formatDay(invoice.due_date, language)} />
          <InvoiceFact label={t('detail.profile')} value={t(`profiles.${invoice.profile}`)} />
          <InvoiceFact label={t('detail.type')} value={t(`invoiceTypes.${invoice.type}`)} />
          <InvoiceFact label={t('detail.currency')} value={t(`currencies.${invoice.currency}`)} />
          {invoice.exchange_rate ? (
            <InvoiceFact label={t('detail.exchangeRate')} value={invoice.exchange_rate} />
          ) : null}
          <InvoiceFact label={t('detail.uuid')} value={invoice.uuid} />
          {invoice.returns_invoice_id !== null ? (
            <div>
              <dt className="text-muted">{t('detail.returns')}</dt>
              <dd>
                <Link
                  to={`${pathTo(language, 'salesInvoice', { invoiceId: invoice.returns_invoice_id })}${search}`}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {t('detail.openReturned')}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {invoice.note ? <p className="mt-4 text-small whitespace-pre-line">{invoice.note}</p> : null}
      </Card>

      <InvoiceDeliveryPanel invoice={invoice} onSend={onSend} />

      <div className="flex flex-wrap gap-2">
        {invoice.number ? (
          <>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.file === 'pdf-tr'}
              onClick={() => void fetchFile('pdf-tr')}
            >
              {t('detail.pdfTr')}
            </Button>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.file === 'pdf-en'}
              onClick={() => void fetchFile('pdf-en')}
            >
              {t('detail.pdfEn')}
            </Button>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.file === 'xml'}
              onClick={() => void fetchFile('xml')}
            >
              {t('detail.xml')}
            </Button>
          </>
        ) : null}
        {invoice.overdue && !isReturn ? (
          <Button variant="secondary" className="md:ms-auto" onClick={onRemind}>
            {t('detail.remind')}
          </Button>
        ) : null}
        {issued && !isReturn && invoice.totals.open_amount > 0 ? (
          <Button
            variant="secondary"
            className={invoice.overdue ? undefined : 'md:ms-auto'}
            onClick={onReturn}
          >
            {t('detail.return')}
          </Button>
        ) : null}
        {cancellable ? (
          <Button variant="ghost" className="text-danger" onClick={onCancel}>
            {t('detail.cancel')}
          </Button>
        ) : null}
      </div>
      {downloadFailed ? <Alert tone="error">{t('detail.downloadFailed')}</Alert> : null}

      <DataTable
        heading={t('detail.linesHeading')}
        caption={t('detail.linesCaption')}
        query={{
          data: invoice.lines.map((line, index) => ({ ...line, index })),
          error: null,
          isFetching: false,
          refetch: async () => undefined,
        }}
        columns={columns}
        rowKey={(line) => line.index}
        minWidth="lg"
      />

      <InvoiceTotalsPanel
        lines={invoice.lines}
        currency={invoice.currency}
        exchangeRate={invoice.exchange_rate}
        openAmount={invoice.status === 'issued' ? invoice.totals.open_amount : undefined}
      />
    </div>
  );
}
