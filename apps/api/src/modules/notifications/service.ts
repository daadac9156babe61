import type { TLanguage } from '@portal/contracts/common/languages';
import type {
  TInAppNotification,
  TNotificationKind,
} from '@portal/contracts/notifications/notification-routes';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type TMessageKey, translate } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import type { TMailContent } from '../../plugins/mail/templates/layout.ts';
import {
  findCompanyCustomers,
  findLatest,
  insertNotifications,
  markAllRead,
  markRead,
  type TCustomerRecipient,
  type TNoticeAudience,
  type TNotificationRow,
} from './repository.ts';

type TNotifyApp = Pick<FastifyInstance, 'now' | 'mailer' | 'sms' | 'log' | 'config'>;

/** What happened for a company, told to each of its customers in their own language. */
export type TCompanyNotice = {
  accountId: number;
  kind: TNotificationKind;
  /** The words the texts are filled with (company, caller, sender…), for the bell, the mail and the SMS. */
  params: Record<string, string>;
  /** The app path it leads to, without the language: 'app/office/calls'. */
  link: string;
  /** The mail to each customer: its template's name (for the log) and its rendering in a language. */
  mail: {
    template: string;
    render: (language: TLanguage, recipient: TCustomerRecipient, url: string) => TMailContent;
  } | null;
  /** An SMS too (an urgent call, an official notice): an api catalogue key filled with `params`. */
  sms: TMessageKey | null;
  /** Every member, or (the default) those who see the office's calls and mail. */
  audience?: TNoticeAudience;
};

/** SMS to send once the transaction that caused them has committed (an SMS can't be taken back). */
export type TPendingSms = { to: string; text: string }[];

/**
 * Inside the caller's transaction: one in-app notification per customer of the company and its
 * mail (queued with the transaction, so nothing is told of a change that was rolled back).
 * Answers the SMS to send after the commit with `sendPendingSms`.
 */
export async function notifyCompanyCustomers(
  app: TNotifyApp,
  tx: TDatabase,
  notice: TCompanyNotice,
): Promise<TPendingSms> {
  const customers = await notifyInApp(app, tx, notice);
  const sms: TPendingSms = [];
  for (const customer of customers) {
    const language = languageOfId(customer.languageId);
    const url = `${app.config.appUrl}/${language}/${notice.link}`;
    if (notice.mail) {
      const content = notice.mail.render(language, customer, url);
      await app.mailer.send(
        { to: customer.email, template: notice.mail.template, ...content },
        { within: tx },
      );
    }
    if (notice.sms && customer.phone) {
      sms.push({ to: customer.phone, text: translate(language, notice.sms, notice.params) });
    }
  }
  return sms;
}

/**
 * The in-app half alone: one notification per customer of the company the notice is for (for a
 * caller that mails them its own way). Answers the customers told.
 */
export async function notifyInApp(
  app: Pick<TNotifyApp, 'now'>,
  tx: TDatabase,
  notice: Pick<TCompanyNotice, 'accountId' | 'kind' | 'params' | 'link' | 'audience'>,
): Promise<TCustomerRecipient[]> {
  const customers = await findCompanyCustomers(tx, notice.accountId, notice.audience);
  await insertNotifications(
    tx,
    customers.map((customer) => ({
      userId: customer.id,
      accountId: notice.accountId,
      kind: notice.kind,
      params: notice.params,
      link: notice.link,
      createdAt: app.now(),
    })),
  );
  return customers;
}

/** Sends the SMS of a committed change; a failing gateway is logged, the change stands. */
export async function sendPendingSms(app: TNotifyApp, pending: TPendingSms): Promise<void> {
  for (const sms of pending) {
    try {
      await app.sms.send(sms);
    } catch (error) {
      app.log.error({ err: error }, 'notification sms not sent');
    }
  }
}

function present(row: TNotificationRow): TInAppNotification {
  return {
    id: row.id,
    kind: row.kind,
    account_id: row.accountId,
    params: row.params,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

type TReadApp = Pick<FastifyInstance, 'db' | 'now'>;

export async function listNotifications(app: TReadApp, auth: TAuth) {
  const { rows, unread } = await findLatest(app.db, auth.user.id);
  return { data: rows.map(present), unread };
}

/** Another person's notification is 404, like one that does not exist. */
export async function readNotification(app: TReadApp, auth: TAuth, id: number): Promise<TInAppNotification> {
  const row = await markRead(app.db, auth.user.id, id, app.now());
  if (!row) throw new HttpError(404, 'errors.notFound');
  return present(row);
}

export async function readAllNotifications(app: TReadApp, auth: TAuth): Promise<{ unread: 0 }> {
  await markAllRead(app.db, auth.user.id, app.now());
  return { unread: 0 };
}
