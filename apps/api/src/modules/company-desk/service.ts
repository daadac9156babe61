import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  expectedApprovalDate,
  type TAccountAction,
  type TAccountTimeline,
  type TAdvisorQuestion,
} from '@portal/contracts/company-desk/company-desk';
import { documentsDueDate, workingPeriod } from '@portal/contracts/documents/document-periods';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOrNew } from '../accounts/account-lines-service.ts';
import { openDocumentRequests } from '../company-documents/service.ts';
import { unpaidAccruals } from '../tax-returns/service.ts';
import {
  answerQuestion,
  countMonthlyDocuments,
  findDocumentsNeedingFix,
  findQuestions,
  findUnpaidSubscriptions,
  firstReachedStatuses,
  insertQuestion,
  type TQuestionRow,
} from './repository.ts';

type TDeskApp = Pick<FastifyInstance, 'db' | 'now'>;

const S = ACCOUNT_STATUSES;

/**
 * `GET accounts/{id}/actions`: what waits on the customer, most pressing first: a payment due,
 * documents sent back, tax to pay, this month's documents not uploaded (an active company only),
 * questions.
 */
export async function accountActions(
  app: TDeskApp,
  account: TReachedAccount,
  language: TLanguage,
): Promise<TAccountAction[]> {
  const period = workingPeriod(app.now());
  // Monthly documents are asked of an active accountant line only.
  const expectsDocuments = (await lineStatusOrNew(app.db, account.id, ACCOUNTANT_LINE.id)) === S.active;
  const [uploaded, needingFix, unpaid, questions, accruals, requests] = await Promise.all([
    expectsDocuments ? countMonthlyDocuments(app.db, account.id, period) : null,
    findDocumentsNeedingFix(app.db, account.id),
    findUnpaidSubscriptions(app.db, account.id, language),
    findQuestions(app.db, account.id, { unansweredOnly: true }),
    unpaidAccruals(app, account.id),
    openDocumentRequests(app, account.id),
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
  if (expectsDocuments && uploaded === 0)
    actions.push({ kind: 'documents_missing', period, due_date: documentsDueDate(period) });
  for (const question of questions) {
    actions.push({
      kind: 'advisor_question',
      question_id: question.id,
      question: question.question,
      asked_at: question.askedAt.toISOString(),
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

function presentQuestion(row: TQuestionRow): TAdvisorQuestion {
  return {
    id: row.id,
    question: row.question,
    asked_by: row.askedBy,
    asked_at: row.askedAt.toISOString(),
    answer: row.answer,
    answered_by: row.answeredBy,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

export async function listQuestions(app: TDeskApp, account: TReachedAccount): Promise<TAdvisorQuestion[]> {
  return (await findQuestions(app.db, account.id)).map(presentQuestion);
}

async function questionOf(app: TDeskApp, accountId: number, id: number): Promise<TAdvisorQuestion> {
  const [found] = await findQuestions(app.db, accountId, { id });
  if (!found) throw new HttpError(404, 'errors.notFound');
  return presentQuestion(found);
}

/**
 * `POST accounts/{id}/questions`: the company's staff (its advisor, an admin), audited. The route
 * reaches the company so (its contract): staff only, serving its accountant line.
 */
export async function askQuestion(
  app: TDeskApp,
  auth: TAuth,
  account: TReachedAccount,
  question: string,
): Promise<TAdvisorQuestion> {
  const id = await app.db.transaction(async (tx) => {
    const created = await insertQuestion(tx, {
      accountId: account.id,
      question,
      askedBy: auth.user.id,
      askedAt: app.now(),
    });
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'account.question_asked',
      subjectType: 'account',
      subjectId: account.id,
      accountId: account.id,
      before: null,
      after: { question_id: created, question },
    });
    return created;
  });
  return questionOf(app, account.id, id);
}

/** `PUT accounts/{id}/questions/{questionId}/answer`: the company's customers (its contract), once. */
export async function answerAdvisorQuestion(
  app: TDeskApp,
  auth: TAuth,
  input: { account: TReachedAccount; questionId: number; answer: string },
): Promise<TAdvisorQuestion> {
  const { account } = input;
  const outcome = await answerQuestion(app.db, {
    accountId: account.id,
    questionId: input.questionId,
    answer: input.answer,
    answeredBy: auth.user.id,
    at: app.now(),
  });
  if (outcome === 'missing') throw new HttpError(404, 'errors.notFound');
  if (outcome === 'already') throw new HttpError(409, 'questions.alreadyAnswered');
  return questionOf(app, account.id, input.questionId);
}
