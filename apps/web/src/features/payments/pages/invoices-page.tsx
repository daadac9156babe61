import { formatIstanbulDateTime, INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { pageParam, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { InvoiceDownloadButton } from '../../../domains/payments/components/invoice-download-button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { INVOICES_PER_PAGE, useInvoice, useInvoices } from '../api/get-invoices.ts';

/** The page of the list, and the invoice opened above it (`?invoice=42`, the receipt mail's link). */
const invoicesSchema = z.object({
  page: pageParam,
  invoice: z.coerce.number().int().min(1).nullable().catch(null),
});

/**
 * `/profile/invoices`: the signed-in person's invoices (number, date in Istanbul time, company,
 * total with KDV, card), each with its PDF and its UBL-TR XML; pages when there are more than fit one.
 * The page number sits in the URL (`?page=2`), so the back button and a reload keep it. A receipt
 * mail links to its invoice (`?invoice=42`): that one is shown opened above the list, whatever
 * page of the list holds it.
 */
export default function InvoicesPage() {
  const { t } = useTranslation(['payments', 'pages']);
  const { filters, setPage, setFilters } = useUrlFilters(invoicesSchema);
  const invoices = useInvoices(filters.page);
  const columns = useInvoiceColumns();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileInvoices.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('invoices.lead')}</p>
      </div>
      {filters.invoice === null ? null : (
        <OpenedInvoice
          id={filters.invoice}
          onClose={() => setFilters({ invoice: null, page: filters.page })}
        />
      )}
      <DataTable
        caption={t('invoices.list')}
        query={invoices}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        minWidth="lg"
        errorTitle={t('invoices.loadFailed')}
        empty={<EmptyState icon={<DocumentIcon className="size-7" />}>{t('invoices.empty')}</EmptyState>}
        paging={{ page: filters.page, perPage: INVOICES_PER_PAGE, onPageChange: setPage }}
      />
    </div>
  );
}

/** The invoice a link opened: what the list's row says, laid out as a card, with its files. */
function OpenedInvoice({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const invoice = useInvoice(id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = invoice.data?.id;
  // Brought into view and focus once it has loaded: the reader came for this one.
  useEffect(() => {
    if (shown === undefined) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);

  if (invoice.isPending) return <Spinner />;
  if (invoice.isError) {
    return (
      <Alert tone="warning" title={t('invoices.openedNotFound')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onClose}>
          {t('invoices.close')}
        </Button>
      </Alert>
    );
  }
  const opened = invoice.data;
  const rows: [string, ReactNode][] = [
    [t('invoices.date'), formatIstanbulDateTime(new Date(opened.issued_at), language)],
    [t('invoices.company'), opened.account_name],
    [
      t('invoices.items'),
      <ul key="items" className="space-y-0.5">
        {opened.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the invoice's lines never reorder
          <li key={index}>{invoiceLineText(line, language, t)}</li>
        ))}
      </ul>,
    ],
    [t('invoices.total'), <strong key="total">{formatKurus(opened.total, language)}</strong>],
    [
      t('invoices.card'),
      t('invoices.cardValue', { brand: t(`brands.${opened.card_brand}`), last4: opened.card_last4 }),
    ],
  ];
  return (
    <Card role="region" aria-labelledby={headingId} className="border-brand-300">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-h3 font-bold text-brand-950">
        {t('invoices.openedTitle', { number: opened.number })}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-small sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <InvoiceDownloadButton invoice={opened} />
        <InvoiceDownloadButton invoice={{ ...opened, format: 'xml' }} />
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('invoices.close')}
        </Button>
      </div>
    </Card>
  );
}

type TInvoiceLine = TInvoice['lines'][number];

/** A calendar date `YYYY-MM-DD` as a short date: 25.11.2026, 25/11/2026 (noon UTC keeps the day). */
function formatDay(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Standart Paket (25.11.2026 – 24.12.2026)", "Şirket Kaşesi × 2". */
function invoiceLineText(line: TInvoiceLine, language: TLanguage, t: TFunction<'payments'>): string {
  const name =
    line.quantity > 1
      ? t('invoices.itemQuantity', { name: line.description, quantity: line.quantity })
      : line.description;
  if (!line.period) return name;
  return t('invoices.itemPeriod', {
    name,
    start: formatDay(line.period.start, language),
    end: formatDay(line.period.end, language),
  });
}

function useInvoiceColumns(): TColumn<TInvoice>[] {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return [
    { key: 'number', header: t('invoices.number'), rowHeader: true, cell: (invoice) => invoice.number },
    {
      key: 'date',
      header: t('invoices.date'),
      className: 'whitespace-nowrap',
      cell: (invoice) => formatIstanbulDateTime(new Date(invoice.issued_at), language),
    },
    {
      key: 'company',
      header: t('invoices.company'),
      className: 'break-words',
      cell: (invoice) => invoice.account_name,
    },
    {
      key: 'items',
      header: t('invoices.items'),
      className: 'break-words',
      // What was bought: each line's name, its quantity above one, a monthly line's period.
      cell: (invoice) => (
        <ul className="space-y-0.5">
          {invoice.lines.map((line, index) => (
            // Lines have no id of their own; their order is the invoice's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the invoice's lines never reorder
            <li key={index}>{invoiceLineText(line, language, t)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'total',
      header: t('invoices.total'),
      className: 'font-bold whitespace-nowrap text-brand-950',
      cell: (invoice) => formatKurus(invoice.total, language),
    },
    {
      key: 'card',
      header: t('invoices.card'),
      className: 'whitespace-nowrap',
      cell: (invoice) =>
        t('invoices.cardValue', { brand: t(`brands.${invoice.card_brand}`), last4: invoice.card_last4 }),
    },
    {
      key: 'download',
      header: t('invoices.download'),
      hiddenHeader: true,
      // The PDF, and beside it the same invoice as UBL-TR XML (e-Arşiv).
      cell: (invoice) => (
        <div className="flex flex-wrap gap-2">
          <InvoiceDownloadButton invoice={invoice} />
          <InvoiceDownloadButton invoice={{ ...invoice, format: 'xml' }} />
        </div>
      ),
    },
  ];
}
