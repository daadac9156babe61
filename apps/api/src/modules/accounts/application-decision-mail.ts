import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import { DEFAULT_PRODUCT_LINE, productLineOf } from '@portal/contracts/product-lines/registry';
import type { FastifyInstance } from 'fastify';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { applicationApprovedMail } from '../../plugins/mail/templates/application-approved.ts';
import { applicationRejectedMail } from '../../plugins/mail/templates/application-rejected.ts';
import { notifyInApp } from '../notifications/service.ts';
import { findAccountRecipients } from './repository.ts';

type TMailApp = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config' | 'log'>;

export type TApplicationDecision = {
  accountId: number;
  companyName: string;
  /** The product line decided on: its pages are where the customer goes on. */
  brandId: number;
  from: number;
  to: number;
  reason: string | null;
};

/** Whether the change is staff deciding on a waiting application: approved (3 → 4) or rejected (3 → 5). */
export function isApplicationDecision(from: number, to: number): boolean {
  return (
    from === ACCOUNT_STATUSES.waitingForApproval &&
    (to === ACCOUNT_STATUSES.active || to === ACCOUNT_STATUSES.rejected)
  );
}

/**
 * Mails every active customer of the account the decision, each in their own language, with the
 * page to go on from, as the line's `approval` names it: the page the approved line opens on
 * (the accountant's company-founded page), or (rejected) the application's first step to
 * correct it; a rejection, which asks them to correct the application, also rings their bell
 * (an in-app notification with the reason). The status has already changed: a mail that cannot
 * be sent is logged, never answered as a failure of the request.
 */
export async function mailApplicationDecision(app: TMailApp, decision: TApplicationDecision): Promise<void> {
  if (!isApplicationDecision(decision.from, decision.to)) return;
  const approved = decision.to === ACCOUNT_STATUSES.active;
  const template = approved ? 'application-approved' : 'application-rejected';
  try {
    const members = await findAccountRecipients(app.db, decision.accountId);
    const customers = members.filter((member) => !isStaffRole(member.roleName));
    // Only a line that needs approval is decided on; the first line's pages otherwise, as a fallback.
    const approval = productLineOf(decision.brandId)?.approval ?? DEFAULT_PRODUCT_LINE.approval;
    const path = approved ? approval.approvedPath : approval.rejectedPath;
    const url = (language: TLanguage) => `${app.config.appUrl}/${language}/${path}`;
    if (!approved) {
      // The bell's half: its own failure is logged and takes nothing from the mails.
      await notifyInApp(app, app.db, {
        accountId: decision.accountId,
        kind: 'application_rejected',
        audience: 'members',
        params: { company: decision.companyName, reason: decision.reason ?? '' },
        link: path,
      }).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not notify the application rejection in the app');
      });
    }
    const results = await Promise.allSettled(
      customers.map((customer) => {
        const language = languageOfId(customer.languageId);
        const data = { name: customer.name, companyName: decision.companyName, url: url(language) };
        const content = approved
          ? applicationApprovedMail(language, data)
          : applicationRejectedMail(language, { ...data, reason: decision.reason ?? '' });
        return app.mailer.send({ to: customer.email, template, ...content });
      }),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      app.log.error(
        { template, failed: failed.length, of: results.length, err: failed[0]?.reason },
        'could not send every application decision mail',
      );
    }
  } catch (error) {
    app.log.error({ err: error, template }, 'could not send the application decision mails');
  }
}
