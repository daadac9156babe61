import { isStaffRole } from '@portal/contracts/auth/roles';
import { addCalendarDays, formatCalendarDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  COMPANY_DOCUMENT_EXPIRY_REMINDER_DAYS,
  isCompanyDocumentKind,
} from '@portal/contracts/company-documents/company-documents';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema/accounts.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { companyDocumentExpiringMail } from '../../plugins/mail/templates/company-document-mails.ts';
import { accountRecipients } from '../accounts/service.ts';
import { claimExpiryReminder, findDocumentsToRemind } from './repository.ts';

type TJobsApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

/**
 * 30 and 7 days before a vault document's validity ends (Istanbul), the staff attached to its
 * company are mailed once each: the reminder's row is claimed in the transaction that queues the
 * mails, whichever run or instance gets there first.
 */
export async function remindExpiringDocuments(app: TJobsApp): Promise<{ documents: number; mails: number }> {
  const report = { documents: 0, mails: 0 };
  const today = todayInIstanbul(app.now());
  for (const daysBefore of COMPANY_DOCUMENT_EXPIRY_REMINDER_DAYS) {
    const validUntil = addCalendarDays(today, daysBefore);
    for (const document of await findDocumentsToRemind(app.db, validUntil, daysBefore)) {
      const mails = await app.db.transaction(async (tx) => {
        if (!(await claimExpiryReminder(tx, document.id, daysBefore))) return null;
        const [company] = await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, document.accountId));
        const staff = (await accountRecipients(tx, document.accountId)).filter((member) =>
          isStaffRole(member.roleName),
        );
        for (const member of staff) {
          const language = languageOfId(member.languageId);
          const kind = isCompanyDocumentKind(document.kind) ? document.kind : 'other';
          const mail = companyDocumentExpiringMail(language, {
            name: member.name,
            companyName: company?.name ?? '',
            documentName: document.title ?? translate(language, `companyDocuments.kinds.${kind}`),
            validUntil: formatCalendarDate(validUntil, language),
            url: `${app.config.appUrl}/${language}/app/accounts-detail/${document.accountId}`,
          });
          await app.mailer.send(
            { to: member.email, template: 'company-document-expiring', ...mail },
            { within: tx },
          );
        }
        return staff.length;
      });
      if (mails !== null) {
        report.documents += 1;
        report.mails += mails;
      }
    }
  }
  return report;
}

/** The company documents module's jobs, registered by the server's one list (src/jobs.ts). */
export function companyDocumentJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: 'company-documents.expiry-reminders',
      retryLimit: 3,
      retryDelaySeconds: 300,
      cron: '30 8-10 * * *',
      handler: async () => {
        const report = await remindExpiringDocuments(app);
        if (report.documents > 0) app.log.info(report, 'company document expiry reminders sent');
      },
    },
  ];
}
