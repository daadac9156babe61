import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { findActiveUsersWithRoleOrPermission } from '../../plugins/auth/user-repository.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TMailContent } from '../../plugins/mail/templates/layout.ts';

export type TStaffNotification = {
  /** The template's name, for the log. */
  template: string;
  /** The mail in one language; called once per language among the recipients. */
  render(language: TLanguage): TMailContent;
  /** The visitor: a staff member's "reply" goes straight to them. */
  replyTo: { name: string; address: string };
};

/**
 * Mails every active admin and every user whose role grants "show appointment requests" (the
 * people who follow the public site's requests), each in their own language. One query for the
 * recipients. A mail that cannot be sent is logged and skipped: the request is already stored,
 * and staff see it in the portal.
 */
export async function notifyStaff(
  app: Pick<FastifyInstance, 'db' | 'mailer'>,
  log: FastifyBaseLogger,
  notification: TStaffNotification,
): Promise<void> {
  const recipients = await findActiveUsersWithRoleOrPermission(
    app.db,
    'admin',
    PERMISSIONS.showAppointmentRequests,
  );
  const rendered = new Map<TLanguage, TMailContent>();
  const contentIn = (language: TLanguage): TMailContent => {
    const content = rendered.get(language) ?? notification.render(language);
    rendered.set(language, content);
    return content;
  };
  const results = await Promise.allSettled(
    recipients.map((staff) =>
      app.mailer.send({
        to: staff.email,
        template: notification.template,
        replyTo: notification.replyTo,
        ...contentIn(languageOfId(staff.languageId)),
      }),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    log.error(
      { template: notification.template, failed: failed.length, of: results.length, err: failed[0]?.reason },
      'could not send every staff notification',
    );
  }
}
