import { formatKurus } from '@portal/contracts/common/money';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
// The customer's invoice download, reused: the same PDF route serves staff holding "show accounts all".
import { useDownloadInvoice } from '../../../domains/payments/download-invoice.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ACCOUNT_INVOICES_PER_PAGE, useAccountInvoices } from '../api/get-account-invoices.ts';
import { formatMoment } from '../formatting.ts';

/** The company's invoices, newest first, each with its PDF. */
export function AccountInvoices({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const invoices = useAccountInvoices(accountId, page);
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('invoices.title')}</h2>
      <div className="mt-4">
        <ListResults
          compact
          query={invoices}
          errorTitle={t('invoices.loadFailed')}
          empty={t('invoices.empty')}
          paging={{ page, perPage: ACCOUNT_INVOICES_PER_PAGE, onPageChange: setPage }}
        >
          {(rows) => (
            <ul className="divide-y divide-line">
              {rows.map((invoice) => (
                <InvoiceItem key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )}
        </ListResults>
      </div>
    </Card>
  );
}

function InvoiceItem({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const download = useDownloadInvoice();
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setFailed(false);
    setFailed(!(await download.mutateAsync(invoice).catch(() => false)));
  };

  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-small font-semibold text-ink">{invoice.number}</p>
          <p className="text-xs text-muted">
            {t('invoices.meta', {
              date: formatMoment(invoice.issued_at, language),
              total: formatKurus(invoice.total, language),
            })}
          </p>
        </div>
        <Button variant="secondary" size="sm" loading={download.isPending} onClick={save}>
          {t('invoices.download')} <span className="sr-only">{invoice.number}</span>
        </Button>
      </div>
      {failed ? <Alert tone="error">{t('invoices.downloadFailed')}</Alert> : null}
    </li>
  );
}
