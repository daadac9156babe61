import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  formatCalendarDate,
  formatIstanbulDate,
  todayInIstanbul,
} from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { awaitsPayment, type TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon, CalculatorIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { DocumentDownload, documentOf } from '../../../domains/tax-returns/components/document-links.tsx';
import { MarkPaidDialog } from '../../../domains/tax-returns/components/mark-paid-dialog.tsx';
import { useTaxReturns } from '../../../domains/tax-returns/get-tax-returns.ts';
import { paymentReported, useReturnTitle } from '../../../domains/tax-returns/tax-return-format.ts';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * "Taxes to pay" on the customer's home (issue 33): each accrued return with its amount, due date
 * and tahakkuk fişi. The customer reports it paid with the bank receipt; until the advisor confirms
 * it, it says so. Needs the `taxReturns` namespace loaded by the page that mounts it.
 */
export function TaxesToPay({ accountId, today = todayInIstanbul() }: { accountId: number; today?: string }) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const headingId = useId();
  const target = useMemo<TTaxReturnTarget>(() => ({ accountId, scope: {} }), [accountId]);
  const returns = useTaxReturns(target);
  return (
    <Card className="p-5 sm:p-6" padded={false}>
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-h3 font-bold text-brand-950">
            <CalculatorIcon className="text-brand-700" aria-hidden="true" />
            {t('toPay.title')}
          </h2>
          <Link
            to={pathTo(language, 'taxReturns')}
            className="inline-flex items-center gap-1 text-small font-semibold"
          >
            {t('toPay.all')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <QueryState query={returns} size="section" errorTitle={t('toPay.loadFailed')}>
          {(list) => {
            const due = list
              .filter(awaitsPayment)
              .sort((a, b) => String(a.due_date).localeCompare(String(b.due_date)));
            return due.length === 0 ? (
              <p className="text-body text-muted">{t('toPay.none')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {due.map((taxReturn) => (
                  <li key={taxReturn.id} className="py-3 first:pt-0 last:pb-0">
                    <TaxDue target={target} taxReturn={taxReturn} today={today} />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </section>
    </Card>
  );
}

function TaxDue({
  target,
  taxReturn,
  today,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn;
  today: string;
}) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const { can } = useSessionView();
  const title = useReturnTitle()(taxReturn);
  const [open, setOpen] = useState(false);
  const accrual = documentOf(taxReturn, 'accrual');
  const overdue = taxReturn.due_date !== null && taxReturn.due_date < today;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-ink">{title}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-small">
          <div className="flex gap-1.5">
            <dt className="text-muted">{t('toPay.amount')}</dt>
            <dd className="font-semibold text-brand-950 tabular-nums">
              {taxReturn.amount_due === null ? t('table.none') : formatKurus(taxReturn.amount_due, language)}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">{t('toPay.dueDate')}</dt>
            <dd className={overdue ? 'font-semibold text-danger' : 'text-ink'}>
              {taxReturn.due_date ? (
                <time dateTime={taxReturn.due_date}>{formatCalendarDate(taxReturn.due_date, language)}</time>
              ) : (
                t('table.none')
              )}
              {overdue ? <span className="ms-1">({t('toPay.overdue')})</span> : null}
            </dd>
          </div>
        </dl>
        {accrual && can(PERMISSIONS.showFiles) ? (
          <DocumentDownload
            target={target}
            taxReturn={taxReturn}
            document={accrual}
            label={t('toPay.accrualSlip')}
          />
        ) : null}
      </div>
      <div className="shrink-0 sm:max-w-xs sm:text-end">
        {paymentReported(taxReturn) && taxReturn.paid_at ? (
          <p className="rounded-lg bg-violet-50 px-3 py-2 text-small text-violet-950" role="status">
            {t('toPay.waiting', { date: formatIstanbulDate(new Date(taxReturn.paid_at), language) })}
          </p>
        ) : (
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('toPay.markPaid')}
          </Button>
        )}
      </div>
      {open ? (
        <MarkPaidDialog
          accountId={target.accountId}
          taxReturn={taxReturn}
          title={title}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
