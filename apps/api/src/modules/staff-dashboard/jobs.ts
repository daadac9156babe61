import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { ESTABLISHMENT_WORKING_DAYS } from '@portal/contracts/common/limits';
import { workingDaysSince } from '@portal/contracts/company-desk/company-desk';
import type { FastifyInstance } from 'fastify';
import { findActiveUsersWithRole } from '../../plugins/auth/user-repository.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { applicationWaitingMail } from '../../plugins/mail/templates/company-message-mails.ts';
import { claimApplicationMail, findAllWaitingApplications } from './repository.ts';

type TJobsApp = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config'>;

/**
 * Every application that has waited the working days the FAQ promises (3) is mailed to every
 * admin, once: its row is claimed in the transaction that queues the mails.
 */
export async function mailWaitingApplications(app: TJobsApp): Promise<{ applications: number }> {
  const today = todayInIstanbul(app.now());
  let applications = 0;
  for (const application of await findAllWaitingApplications(app.db)) {
    if (!application.submittedAt) continue;
    const days = workingDaysSince(todayInIstanbul(new Date(application.submittedAt)), today);
    if (days < ESTABLISHMENT_WORKING_DAYS) continue;
    const claimed = await app.db.transaction(async (tx) => {
      if (!(await claimApplicationMail(tx, application.id, app.now()))) return false;
      for (const admin of await findActiveUsersWithRole(tx, 'admin')) {
        const language = languageOfId(admin.languageId);
        const mail = applicationWaitingMail(language, {
          name: admin.name,
          companyName: application.name,
          days: String(days),
          url: `${app.config.appUrl}/${language}/app/accounts-detail/${application.id}`,
        });
        await app.mailer.send({ to: admin.email, template: 'application-waiting', ...mail }, { within: tx });
      }
      return true;
    });
    if (claimed) applications += 1;
  }
  return { applications };
}

/** The staff dashboard module's jobs, registered by the server's one list (src/jobs.ts). */
export function staffDashboardJobs(app: FastifyInstance): TJobDefinition<object>[] {
  return [
    {
      name: 'applications.waiting-mail',
      retryLimit: 3,
      retryDelaySeconds: 300,
      cron: '15 8-18 * * *',
      handler: async () => {
        const report = await mailWaitingApplications(app);
        if (report.applications > 0) app.log.info(report, 'admins mailed about waiting applications');
      },
    },
  ];
}
