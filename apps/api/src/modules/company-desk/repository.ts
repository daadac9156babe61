import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountStatusChanges } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { advisorQuestions } from '../../db/schema/company-desk.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/** How many monthly documents the company uploaded for a month (on the period index). */
export async function countMonthlyDocuments(
  db: TDatabase,
  accountId: number,
  period: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.period, period)));
  return row?.n ?? 0;
}

/** The company's monthly documents the advisor sent back, oldest first. */
export function findDocumentsNeedingFix(db: TDatabase, accountId: number) {
  return db
    .select({
      id: accountDocuments.id,
      fileName: accountDocuments.fileName,
      period: accountDocuments.period,
      note: accountDocuments.reviewNote,
    })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.reviewStatus, 'needs_fix')))
    .orderBy(asc(accountDocuments.createdAt), asc(accountDocuments.id))
    .limit(50);
}

/** The company's subscriptions whose renewal is unpaid, with the packet's name. */
export function findUnpaidSubscriptions(db: TDatabase, accountId: number, language: TLanguage) {
  return db
    .select({
      id: subscriptions.id,
      productName: productTranslations.name,
      since: subscriptions.paymentDueSince,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.languageId, LANGUAGE_IDS[language]),
      ),
    )
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        inArray(subscriptions.status, ['payment_due', 'suspended']),
      ),
    );
}

const askedBy = alias(users, 'asked_by_user');
const answeredBy = alias(users, 'answered_by_user');

/** The advisor's questions to a company, newest first (unanswered only, on their partial index). */
export function findQuestions(
  db: TDatabase,
  accountId: number,
  options: { unansweredOnly?: boolean; id?: number } = {},
) {
  return db
    .select({
      id: advisorQuestions.id,
      question: advisorQuestions.question,
      askedBy: askedBy.name,
      askedAt: advisorQuestions.askedAt,
      answer: advisorQuestions.answer,
      answeredBy: answeredBy.name,
      answeredAt: advisorQuestions.answeredAt,
    })
    .from(advisorQuestions)
    .leftJoin(askedBy, eq(askedBy.id, advisorQuestions.askedBy))
    .leftJoin(answeredBy, eq(answeredBy.id, advisorQuestions.answeredBy))
    .where(
      and(
        eq(advisorQuestions.accountId, accountId),
        options.unansweredOnly ? isNull(advisorQuestions.answeredAt) : undefined,
        options.id === undefined ? undefined : eq(advisorQuestions.id, options.id),
      ),
    )
    .orderBy(desc(advisorQuestions.askedAt), desc(advisorQuestions.id))
    .limit(100);
}

export type TQuestionRow = Awaited<ReturnType<typeof findQuestions>>[number];

export async function insertQuestion(
  db: TDatabase,
  values: { accountId: number; question: string; askedBy: number; askedAt: Date },
): Promise<number> {
  const [row] = await db.insert(advisorQuestions).values(values).returning({ id: advisorQuestions.id });
  if (!row) throw new Error('Could not store the question');
  return row.id;
}

/** Answers a question of the company once; false when it does not exist or was already answered. */
export async function answerQuestion(
  db: TDatabase,
  values: { accountId: number; questionId: number; answer: string; answeredBy: number; at: Date },
): Promise<'answered' | 'missing' | 'already'> {
  const rows = await db
    .update(advisorQuestions)
    .set({ answer: values.answer, answeredBy: values.answeredBy, answeredAt: values.at })
    .where(
      and(
        eq(advisorQuestions.id, values.questionId),
        eq(advisorQuestions.accountId, values.accountId),
        isNull(advisorQuestions.answeredAt),
      ),
    )
    .returning({ id: advisorQuestions.id });
  if (rows.length === 1) return 'answered';
  const [exists] = await db
    .select({ id: advisorQuestions.id })
    .from(advisorQuestions)
    .where(and(eq(advisorQuestions.id, values.questionId), eq(advisorQuestions.accountId, values.accountId)));
  return exists ? 'already' : 'missing';
}

/** When the company first reached each status (its status changes, on their account index). */
export async function firstReachedStatuses(db: TDatabase, accountId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ status: accountStatusChanges.toStatus, at: sql<Date>`min(${accountStatusChanges.createdAt})` })
    .from(accountStatusChanges)
    .where(eq(accountStatusChanges.accountId, accountId))
    .groupBy(accountStatusChanges.toStatus);
  return new Map(rows.map((row) => [row.status, new Date(row.at)]));
}
