import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useInvoices } from '../api/get-invoices.ts';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * `/profile/invoices`: the signed-in person's invoices (number, date in Istanbul time, company,
 * total with KDV, card), each with its PDF; pages when there are more than fit one.
 * The page number sits in the URL (`?page=2`), so the back button and a reload keep it.
 */
export default function InvoicesPage() {
  const { t } = useTranslation(['payments', 'pages', 'common']);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const invoices = useInvoices(page);
  const meta = invoices.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileInvoices.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('invoices.lead')}</p>
      </div>
      {invoices.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8 text-brand-700" />
        </div>
      ) : invoices.isError ? (
        <Alert tone="error">
          <p>{t('invoices.loadFailed')}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void invoices.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      ) : invoices.data.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 py-12 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <DocumentIcon className="size-7" />
          </span>
          <p className="max-w-md text-body text-muted">{t('invoices.empty')}</p>
        </Card>
      ) : (
        <>
          <ul
            aria-label={t('invoices.list')}
            aria-busy={invoices.isFetching || undefined}
            className="space-y-3"
          >
            {invoices.data.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('invoices.pagination')} className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('invoices.previous')}
              </Button>
              <p className="text-small text-muted" aria-live="polite">
                {t('invoices.pageOf', { page, pages })}
              </p>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('invoices.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation(['payments', 'common']);
  const language = useLanguage();
  const download = useDownloadInvoice();

  const save = async () => {
    const saved = await download.mutateAsync(invoice).catch(() => false);
    if (!saved)
      notify({ type: 'error', title: t('common:error'), description: t('invoices.downloadFailed') });
  };

  const item = (label: string, value: string, strong = false) => (
    <div className="min-w-0">
      <dt className="text-small text-muted">{label}</dt>
      <dd className={strong ? 'font-bold text-brand-950' : 'break-words text-ink'}>{value}</dd>
    </div>
  );

  return (
    <li>
      <Card padded={false} className="flex flex-col gap-4 p-4 md:flex-row md:items-center">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-5">
          {item(t('invoices.number'), invoice.number)}
          {item(t('invoices.date'), formatIstanbulDateTime(new Date(invoice.issued_at), language))}
          {item(t('invoices.company'), invoice.account_name)}
          {item(t('invoices.total'), formatKurus(invoice.total, language), true)}
          {item(
            t('invoices.card'),
            t('invoices.cardValue', { brand: t(`brands.${invoice.card_brand}`), last4: invoice.card_last4 }),
          )}
        </dl>
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={save}
          icon={<DocumentIcon className="size-4" />}
          className="w-full md:w-auto"
        >
          {t('invoices.download')}{' '}
          <span className="sr-only">{t('invoices.downloadFor', { number: invoice.number })}</span>
        </Button>
      </Card>
    </li>
  );
}
