import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { companyKindOfPacket } from '@portal/contracts/tax-calendar/tax-calendar';
import { returnsDueAfter, TAX_PAYMENT_REMINDER_DAYS } from '@portal/contracts/tax-returns/tax-returns';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountInformations, accountLines, accounts } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/products.ts';
import { taxReturns } from '../../db/schema/tax-returns.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { taxPaymentReminderMail } from '../../plugins/mail/templates/tax-mails.ts';
import { accountRecipients } from '../accounts/service.ts';
import { claimReminder, findAccrualsToRemind } from './repository.ts';
import { returnTitle } from './service.ts';

type TJobsApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

const CREATE_DUE_RETURNS_JOB = 'tax-returns.create-due';
const PAYMENT_REMINDERS_JOB = 'tax-returns.payment-reminders';

const BATCH = 200;

/** Active companies of the accountant line with their packet's code, by id (a batch in one query). */
function accountantCompanies(app: Pick<TJobsApp, 'db'>, afterId: number) {
  return app.db
    .select({ id: accounts.id, packetCode: products.code })
    .from(accounts)
    .innerJoin(
      accountLines,
      and(
        eq(accountLines.accountId, accounts.id),
        eq(accountLines.brandId, ACCOUNTANT_LINE.id),
        eq(accountLines.status, LINE_STATUSES.active),
      ),
    )
    .leftJoin(
      accountInformations,
      and(eq(accountInformations.accountId, accounts.id), eq(accountInformations.key, 'packet_id')),
    )
    .leftJoin(products, sql`${products.id}::text = ${accountInformations.value}`)
    .where(and(isNull(accounts.deletedAt), gt(accounts.id, afterId)))
    .orderBy(asc(accounts.id))
    .limit(BATCH);
}

/**
 * Every active accountant company gets a `preparing` return for each return its kind files for
 * the periods that ended, whose deadline is still ahead (`returnsDueAfter`): nothing is forgotten,
 * and a run repeated (another instance, the next hour) adds nothing (one per kind and period).
 */
export async function createDueReturns(app: TJobsApp): Promise<{ companies: number; created: number }> {
  const now = app.now();
  const report = { companies: 0, created: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await accountantCompanies(app, afterId);
    const rows = batch.flatMap((company) =>
      returnsDueAfter(companyKindOfPacket(company.packetCode), now).map((due) => ({
        accountId: company.id,
        kind: due.kind,
        period: due.period,
        createdAt: now,
        updatedAt: now,
      })),
    );
    if (rows.length > 0) {
      const inserted = await app.db
        .insert(taxReturns)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: taxReturns.id });
      report.created += inserted.length;
    }
    report.companies += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    afterId = last.id;
  }
  return report;
}

/**
 * 3 and 1 days before an unpaid accrual's due date (Istanbul), its company's customers get one
 * reminder each: the reminder's row is claimed in the transaction that queues the mails, so it
 * goes once, whichever run or instance gets there first.
 */
export async function remindTaxPayments(app: TJobsApp): Promise<{ returns: number; mails: number }> {
  const report = { returns: 0, mails: 0 };
  const today = todayInIstanbul(app.now());
  for (const daysBefore of TAX_PAYMENT_REMINDER_DAYS) {
    const dueDate = addCalendarDays(today, daysBefore);
    let afterId = 0;
    for (;;) {
      const batch = await findAccrualsToRemind(app.db, dueDate, daysBefore, afterId, BATCH);
      for (const accrual of batch) {
        const mails = await app.db.transaction(async (tx) => {
          if (!(await claimReminder(tx, accrual.id, daysBefore))) return null;
          const customers = (await accountRecipients(tx, accrual.accountId)).filter(
            (member) => !isStaffRole(member.roleName),
          );
          for (const customer of customers) {
            const language = languageOfId(customer.languageId);
            const mail = taxPaymentReminderMail(language, {
              name: customer.name,
              companyName: accrual.companyName,
              ...returnTitle(language, accrual.kind, accrual.dueDate),
              period: accrual.period,
              amount: formatKurus(accrual.amountDue ?? 0, language),
              daysLeft: daysBefore,
              url: `${app.config.appUrl}/${language}/app/tax-returns`,
            });
            await app.mailer.send(
              { to: customer.email, template: 'tax-payment-reminder', ...mail },
              { within: tx },
            );
          }
          return customers.length;
        });
        if (mails !== null) {
          report.returns += 1;
          report.mails += mails;
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) break;
      afterId = last.id;
    }
  }
  return report;
}

/** The tax returns module's jobs, registered by the server's one list (src/jobs.ts). */
export function taxReturnJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: CREATE_DUE_RETURNS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      // 06:00 and 07:00 in Istanbul: the first run adds the month's returns, the second finds them there.
      cron: '0 6-7 * * *',
      handler: async () => {
        const report = await createDueReturns(app);
        if (report.created > 0) app.log.info(report, 'tax returns created');
      },
    },
    {
      name: PAYMENT_REMINDERS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 300,
      cron: '0 9-11 * * *',
      handler: async () => {
        const report = await remindTaxPayments(app);
        if (report.returns > 0) app.log.info(report, 'tax payment reminders sent');
      },
    },
  ];
}
