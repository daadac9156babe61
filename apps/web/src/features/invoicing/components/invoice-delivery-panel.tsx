import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { lastEArsivCancelDay } from '@portal/contracts/sales-invoices/e-invoice-delivery';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { InvoiceFact } from './invoice-fact.tsx';
import { formatDay } from './invoicing-format.ts';

type InvoiceDeliveryPanelProps = {
  invoice: TSalesInvoice;
  onSend: () => void;
};

/**
 * An issued invoice's e-invoice delivery through the integrator: not sent yet (with "Send as
 * e-invoice…"), being sent, sent (its channel, day and the integrator's reference; how it is
 * undone), refused (the integrator's reason and "Send again…"), or cancelled there. A cancelled
 * invoice that never went out has no panel.
 */
export function InvoiceDeliveryPanel({ invoice, onSend }: InvoiceDeliveryPanelProps) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const headingId = useId();
  const { delivery } = invoice;
  const issued = invoice.status === 'issued';
  if (!issued && delivery === null) return null;
  const day = (iso: string) => formatDay(todayInIstanbul(new Date(iso)), language);
  const canSend =
    issued && (delivery === null || delivery.status === 'refused' || delivery.status === 'sending');

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id={headingId} className="text-body font-bold text-brand-950">
              {t('delivery.heading')}
            </h2>
            <p className="mt-1 text-small text-muted">
              {delivery === null ? t('delivery.notSent') : t(`delivery.status.${delivery.status}`)}
            </p>
          </div>
          {canSend ? (
            <Button variant={delivery === null ? 'primary' : 'secondary'} onClick={onSend}>
              {delivery === null ? t('delivery.send') : t('delivery.sendAgain')}
            </Button>
          ) : null}
        </div>
        {delivery ? (
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-small sm:grid-cols-2 lg:grid-cols-4">
            <InvoiceFact label={t('delivery.channel')} value={t(`delivery.channels.${delivery.channel}`)} />
            {delivery.sent_at ? (
              <InvoiceFact label={t('delivery.sentAt')} value={day(delivery.sent_at)} />
            ) : null}
            {delivery.reference ? (
              <InvoiceFact label={t('delivery.reference')} value={delivery.reference} />
            ) : null}
            {delivery.cancelled_at ? (
              <InvoiceFact label={t('delivery.cancelledAt')} value={day(delivery.cancelled_at)} />
            ) : null}
          </dl>
        ) : null}
        {delivery?.status === 'refused' && delivery.refusal ? (
          <Alert tone="error" className="mt-4">
            {delivery.refusal}
          </Alert>
        ) : null}
        {delivery?.status === 'sending' ? (
          <Alert tone="info" className="mt-4">
            {t('delivery.sendingNote')}
          </Alert>
        ) : null}
        {issued && delivery?.status === 'sent' && delivery.sent_at ? (
          <p className="mt-4 text-small text-muted">
            {delivery.channel === 'e_fatura'
              ? t('delivery.eFaturaUndo')
              : t('delivery.eArsivUndo', {
                  date: formatDay(lastEArsivCancelDay(todayInIstanbul(new Date(delivery.sent_at))), language),
                })}
          </p>
        ) : null}
      </Card>
    </section>
  );
}
