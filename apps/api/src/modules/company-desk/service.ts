import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  expectedApprovalDate,
  type TAccountAction,
  type TAccountTimeline,
} from '@portal/contracts/company-desk/company-desk';
import { documentsDueDate, workingPeriod } from '@portal/contracts/documents/document-periods';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOrNew } from '../accounts/account-lines-service.ts';
import { openDocumentRequests } from '../company-documents/service.ts';
import { unreadOfThread } from '../company-messages/service.ts';
import { overdueInvoices } from '../sales-invoices/invoice-service.ts';
import { unpaidAccruals } from '../tax-returns/service.ts';
import {
  countMonthlyDocuments,
  findDocumentsNeedingFix,
  findUnpaidSubscriptions,
  firstReachedStatuses,
} from './repository.ts';

type TDeskApp = Pick<FastifyInstance, 'db' | 'now'>;

const S = ACCOUNT_STATUSES;

/**
 * `GET accounts/{id}/actions`: what waits on the customer, most pressing first: a payment due,
 * documents sent back, tax to pay, documents asked for, this month's documents not uploaded (an
 * active company only), the advisor's unread messages.
 */
export async function accountActions(
  app: TDeskApp,
  auth: TAuth,
  account: TReachedAccount,
  language: TLanguage,
): Promise<TAccountAction[]> {
  const period = workingPeriod(app.now());
  // Monthly documents are asked of an active accountant line only.
  const expectsDocuments = (await lineStatusOrNew(app.db, account.id, ACCOUNTANT_LINE.id)) === S.active;
  const [uploaded, needingFix, unpaid, unreadMessages, accruals, requests, overdue] = await Promise.all([
    expectsDocuments ? countMonthlyDocuments(app.db, account.id, period) : null,
    findDocumentsNeedingFix(app.db, account.id),
    findUnpaidSubscriptions(app.db, account.id, language),
    unreadOfThread(app, auth, account.id),
    unpaidAccruals(app, account.id),
    openDocumentRequests(app, account.id),
    overdueInvoices(app, account.id),
  ]);
  const actions: TAccountAction[] = unpaid.map((subscription) => ({
    kind: 'payment_due',
    subscription_id: subscription.id,
    product_name: subscription.productName,
    since: subscription.since?.toISOString() ?? null,
  }));
  // A first payment refused in the wizard: no subscription yet, the card modal asks for it.
  if (account.status === S.paymentDue && unpaid.length === 0) {
    actions.push({ kind: 'payment_due', subscription_id: null, product_name: null, since: null });
  }
  for (const document of needingFix) {
    actions.push({
      kind: 'document_needs_fix',
      document_id: document.id,
      file_name: document.fileName,
      period: document.period ?? period,
      note: document.note,
    });
  }
  // Tax to pay (issue 33): each accrual until the customer reports it paid.
  for (const accrual of accruals) {
    actions.push({
      kind: 'tax_due',
      return_id: accrual.returnId,
      return_kind: accrual.kind,
      period: accrual.period,
      amount_due: accrual.amountDue,
      due_date: accrual.dueDate,
    });
  }
  // Documents the advisor asked for (issue 33), until answered.
  for (const request of requests) {
    actions.push({
      kind: 'document_requested',
      request_id: request.requestId,
      title: request.title,
      due_date: request.dueDate,
    });
  }
  // Sales invoices past due (issue 34): collect them, or send the customer a reminder.
  if (overdue) {
    actions.push({
      kind: 'invoices_overdue',
      count: overdue.count,
      open_amount: overdue.openAmount,
      oldest_due_date: overdue.oldestDueDate,
    });
  }
  if (expectsDocuments && uploaded === 0)
    actions.push({ kind: 'documents_missing', period, due_date: documentsDueDate(period) });
  if (unreadMessages) {
    actions.push({
      kind: 'messages_unread',
      unread: unreadMessages.unread,
      last_at: unreadMessages.lastAt.toISOString(),
    });
  }
  return actions;
}

/** `GET accounts/{id}/timeline`: started, submitted (paid), approved; the approval's expected day. */
export async function accountTimeline(app: TDeskApp, account: TReachedAccount): Promise<TAccountTimeline> {
  const reached = await firstReachedStatuses(app.db, account.id);
  const submitted = reached.get(S.waitingForApproval) ?? null;
  const approved = reached.get(S.active) ?? null;
  const rejected = account.status === S.rejected;
  return {
    rejected,
    steps: [
      { step: 'started', at: account.createdAt.toISOString(), expected_on: null },
      { step: 'submitted', at: submitted?.toISOString() ?? null, expected_on: null },
      {
        step: 'approved',
        at: approved?.toISOString() ?? null,
        expected_on:
          submitted && !approved && !rejected ? expectedApprovalDate(todayInIstanbul(submitted)) : null,
      },
    ],
  };
}
