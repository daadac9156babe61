import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { formatCalendarDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  calendarDaysBetween,
  documentsDueDate,
  formatPeriod,
  workingPeriod,
} from '@portal/contracts/documents/document-periods';
import { DOCUMENT_REMINDER_DAYS } from '@portal/contracts/documents/monthly-documents';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountLines, accounts } from '../../db/schema/accounts.ts';
import { accountDocuments, documentReminders } from '../../db/schema/documents.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { documentsReminderMail } from '../../plugins/mail/templates/documents-reminder.ts';
import { accountRecipients } from '../accounts/service.ts';

type TRemindersApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

/** The job that reminds companies of a month's documents; the clock starts it every morning (jobs.ts). */
export const DOCUMENT_REMINDERS_JOB = 'documents.reminders';

const BATCH = 200;

export type TRemindersReport = {
  period: string | null;
  daysBefore: number | null;
  companies: number;
  mails: number;
};

/**
 * One pass at `app.now()`: when the working month's due date (document-periods.ts) is 3 or 1 days
 * away in Istanbul, every active company of the accountant line that has uploaded nothing for
 * that month gets one reminder, to each of its customers in their language. The row in
 * `document_reminders` is claimed in the transaction that queues the mails, so a reminder goes
 * once, whichever run or instance gets there first.
 */
export async function runDocumentReminders(app: TRemindersApp): Promise<TRemindersReport> {
  const now = app.now();
  const period = workingPeriod(now);
  const dueDate = documentsDueDate(period);
  const daysBefore = calendarDaysBetween(todayInIstanbul(now), dueDate);
  const report: TRemindersReport = { period: null, daysBefore: null, companies: 0, mails: 0 };
  if (!(DOCUMENT_REMINDER_DAYS as readonly number[]).includes(daysBefore)) return report;
  Object.assign(report, { period, daysBefore });

  let afterId = 0;
  for (;;) {
    const batch = await findCompaniesToRemind(app.db, period, daysBefore, afterId);
    for (const company of batch) {
      const mails = await remindCompany(app, company, { period, dueDate, daysBefore });
      if (mails !== null) {
        report.companies += 1;
        report.mails += mails;
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    afterId = last.id;
  }
  return report;
}

/**
 * Active companies holding a live product of the accountant line, with no document of the month
 * (the account_documents_by_period index) and not yet reminded this time, by id.
 */
function findCompaniesToRemind(db: TDatabase, period: string, daysBefore: number, afterId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        // The accountant line is active, whatever the company's other lines are doing.
        sql`exists (select 1 from ${accountLines} where ${accountLines.accountId} = ${accounts.id}
          and ${accountLines.brandId} = ${ACCOUNTANT_LINE.id} and ${accountLines.status} = ${LINE_STATUSES.active})`,
        isNull(accounts.deletedAt),
        gt(accounts.id, afterId),
        sql`exists (select 1 from ${accountProducts} inner join ${products} on ${products.id} = ${accountProducts.productId}
          where ${accountProducts.accountId} = ${accounts.id} and ${accountProducts.removedAt} is null
          and ${products.brandId} = ${ACCOUNTANT_LINE.id})`,
        sql`not exists (select 1 from ${accountDocuments}
          where ${accountDocuments.accountId} = ${accounts.id} and ${accountDocuments.period} = ${period})`,
        sql`not exists (select 1 from ${documentReminders}
          where ${documentReminders.accountId} = ${accounts.id} and ${documentReminders.period} = ${period}
          and ${documentReminders.daysBefore} = ${daysBefore})`,
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(BATCH);
}

/** Claims the company's reminder and queues its mails in one transaction; null when it was claimed before. */
async function remindCompany(
  app: TRemindersApp,
  company: { id: number; name: string },
  month: { period: string; dueDate: string; daysBefore: number },
): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(documentReminders)
      .values({ accountId: company.id, period: month.period, daysBefore: month.daysBefore })
      .onConflictDoNothing()
      .returning({ accountId: documentReminders.accountId });
    if (claimed.length === 0) return null;
    const customers = (await accountRecipients(tx, company.id)).filter(
      (member) => !isStaffRole(member.roleName),
    );
    for (const customer of customers) {
      const language = languageOfId(customer.languageId);
      const mail = documentsReminderMail(language, {
        name: customer.name,
        companyName: company.name,
        month: formatPeriod(month.period, language),
        dueDate: formatCalendarDate(month.dueDate, language),
        daysLeft: month.daysBefore,
        url: `${app.config.appUrl}/${language}/app/documents`,
      });
      await app.mailer.send({ to: customer.email, template: 'documents-reminder', ...mail }, { within: tx });
    }
    return customers.length;
  });
}
