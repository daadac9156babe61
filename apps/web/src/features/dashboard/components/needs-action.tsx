import {
  formatCalendarDate,
  formatIstanbulDate,
  formatIstanbulDateTime,
} from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TAccountAction } from '@portal/contracts/company-desk/company-desk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon, CheckIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { DOCUMENT_REQUESTS_SECTION, pathTo } from '../../../config/paths.ts';
import { useReturnTitle } from '../../../domains/tax-returns/tax-return-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountActions } from '../api/company-desk.ts';

/**
 * The dashboard's first block: what waits on the customer, each with a link to where it is
 * resolved (the advisor's unread messages in the company's thread). Nothing waiting says so.
 */
export function NeedsAction({ accountId }: { accountId: number }) {
  const { t } = useTranslation('dashboard');
  const actions = useAccountActions(accountId);
  const headingId = useId();
  if (actions.isError) {
    return <Alert tone="error">{t('actions.loadFailed')}</Alert>;
  }
  if (!actions.data) return null;
  const list = actions.data;
  return (
    <Card className="p-5 sm:p-6" padded={false}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-h3 font-bold text-brand-950">
          <span className={list.length > 0 ? 'text-amber-700' : 'text-green-700'}>
            {list.length > 0 ? <WarningIcon /> : <CheckIcon />}
          </span>
          {t('actions.title')}
        </h2>
        {list.length === 0 ? (
          <p className="mt-3 text-body text-muted">{t('actions.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {list.map((action) => (
              <li key={actionKey(action)} className="py-3 first:pt-0 last:pb-0">
                <ActionItem action={action} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function actionKey(action: TAccountAction): string {
  switch (action.kind) {
    case 'documents_missing':
      return `documents-${action.period}`;
    case 'document_needs_fix':
      return `fix-${action.document_id}`;
    case 'payment_due':
      return `payment-${action.subscription_id ?? 'first'}`;
    case 'tax_due':
      return `tax-${action.return_id}`;
    case 'document_requested':
      return `request-${action.request_id}`;
    case 'invoices_overdue':
      return 'invoices-overdue';
    case 'messages_unread':
      return 'messages';
  }
}

function ActionLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mt-1 inline-flex items-center gap-1 text-small font-semibold">
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

/** `2026-11` → "Kasım 2026", "November 2026". */
function monthName(period: string, language: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-15T12:00:00Z`));
}

function ActionItem({ action }: { action: TAccountAction }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const returnTitle = useReturnTitle();
  const documents = (period: string) => `${pathTo(language, 'documents')}?period=${period}`;
  switch (action.kind) {
    case 'documents_missing':
      return (
        <>
          <p className="font-semibold text-ink">
            {t('actions.documentsMissing', { month: monthName(action.period, language) })}
          </p>
          <p className="text-small text-muted">
            {t('actions.dueOn', { date: formatCalendarDate(action.due_date, language) })}
          </p>
          <ActionLink to={documents(action.period)}>{t('actions.upload')}</ActionLink>
        </>
      );
    case 'document_needs_fix':
      return (
        <>
          <p className="font-semibold break-words text-ink">
            {t('actions.needsFix', { file: action.file_name })}
          </p>
          {action.note ? (
            <p className="text-small text-muted">{t('actions.advisorNote', { note: action.note })}</p>
          ) : null}
          <ActionLink to={documents(action.period)}>{t('actions.replace')}</ActionLink>
        </>
      );
    case 'payment_due':
      return (
        <>
          <p className="font-semibold text-ink">
            {action.product_name
              ? t('actions.paymentDue', { packet: action.product_name })
              : t('actions.firstPaymentDue')}
          </p>
          {action.since ? (
            <p className="text-small text-muted">
              {t('actions.dueSince', { date: formatIstanbulDate(new Date(action.since), language) })}
            </p>
          ) : null}
          <ActionLink
            to={
              action.subscription_id === null
                ? pathTo(language, 'applicationForm:payment')
                : pathTo(language, 'profileSubscriptions')
            }
          >
            {t('actions.pay')}
          </ActionLink>
        </>
      );
    case 'tax_due':
      return (
        <>
          <p className="font-semibold text-ink">
            {t('actions.taxDue', {
              title: returnTitle({ kind: action.return_kind, period: action.period }),
              amount: formatKurus(action.amount_due, language),
            })}
          </p>
          <p className="text-small text-muted">
            {t('actions.taxDueOn', { date: formatCalendarDate(action.due_date, language) })}
          </p>
          <ActionLink to={pathTo(language, 'taxReturns')}>{t('actions.payTax')}</ActionLink>
        </>
      );
    case 'document_requested':
      return (
        <>
          <p className="font-semibold break-words text-ink">
            {t('actions.documentRequested', { title: action.title })}
          </p>
          <p className="text-small text-muted">
            {t('actions.dueOn', { date: formatCalendarDate(action.due_date, language) })}
          </p>
          <ActionLink to={`${pathTo(language, 'documents')}#${DOCUMENT_REQUESTS_SECTION}`}>
            {t('actions.answerRequest')}
          </ActionLink>
        </>
      );
    case 'invoices_overdue':
      return (
        <>
          <p className="font-semibold text-ink">
            {t('actions.invoicesOverdue', {
              count: action.count,
              amount: formatKurus(action.open_amount, language),
            })}
          </p>
          <p className="text-small text-muted">
            {t('actions.oldestDueOn', { date: formatCalendarDate(action.oldest_due_date, language) })}
          </p>
          <ActionLink to={`${pathTo(language, 'salesInvoices')}?overdue=true`}>
            {t('actions.seeOverdue')}
          </ActionLink>
        </>
      );
    case 'messages_unread':
      return (
        <>
          <p className="font-semibold text-ink">{t('actions.messagesUnread', { count: action.unread })}</p>
          <p className="text-small text-muted">
            {t('actions.lastMessageAt', { date: formatIstanbulDateTime(new Date(action.last_at), language) })}
          </p>
          <ActionLink to={pathTo(language, 'messages')}>{t('actions.readMessages')}</ActionLink>
        </>
      );
  }
}
