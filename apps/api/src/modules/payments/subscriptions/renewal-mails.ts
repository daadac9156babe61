import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import type { TPaymentDeclineCode } from '@portal/contracts/payments/payment-schemas';
import { suspensionAt } from '@portal/contracts/payments/subscriptions';
import type { FastifyInstance } from 'fastify';
import { findActiveUsersWithRoleOrPermission } from '../../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { translate } from '../../../plugins/i18n/messages.ts';
import { languageOfId } from '../../../plugins/i18n/user-language.ts';
import type { TMail } from '../../../plugins/mail/mailer.ts';
import {
  renewalFailedMail,
  subscriptionSuspendedMail,
  subscriptionSuspendedStaffMail,
} from '../../../plugins/mail/templates/subscription-mails.ts';
import { findHeldMonthlyProducts } from '../../accounts/held-products-service.ts';
import { accountRecipients, findAccountEvenDeleted } from '../../accounts/service.ts';
import type { TStoredCardRow } from './card-repository.ts';
import type { TSubscriptionRow } from './subscription-repository.ts';

/*
 * What the renewals tell people, each in their language. Every mail is sent in the transaction
 * that records what it says: it leaves only if that was recorded.
 */

type TMailApp = Pick<FastifyInstance, 'mailer' | 'config'>;

/** A company's people as a mail goes to them. */
type TRecipient = Awaited<ReturnType<typeof accountRecipients>>[number];

/** The customers of the company (its staff are told other things), each with their language. */
export async function customersOf(db: TDatabase, accountId: number): Promise<TRecipient[]> {
  const members = await accountRecipients(db, accountId);
  return members.filter((member) => !isStaffRole(member.roleName));
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
};

/** "Visa •••• 4242": a card as its owner recognises it. */
export function cardLabel(card: Pick<TStoredCardRow, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand] ?? ''} •••• ${card.last4}`.trim();
}

/** What every subscription mail says: who, which company and packet, how much, and the page. */
async function mailBasics(
  app: TMailApp,
  db: TDatabase,
  subscription: TSubscriptionRow,
  person: { name: string },
  language: TLanguage,
  amount: number,
) {
  const [line] = await findHeldMonthlyProducts(
    db,
    subscription.accountId,
    [subscription.productId],
    language,
  );
  const companyName = (await findAccountEvenDeleted(db, subscription.accountId))?.name ?? '';
  return {
    name: person.name,
    companyName,
    packet: line?.description ?? '',
    amount: formatKurus(amount, language),
    url: `${app.config.appUrl}/${language}/app/profile/subscriptions`,
  };
}

/** A refused renewal: its customers hear why, when the card is tried again and when the line is suspended. */
export async function mailRefusedRenewal(
  app: TMailApp,
  tx: TDatabase,
  input: {
    subscription: TSubscriptionRow;
    customers: readonly TRecipient[];
    card: TStoredCardRow | null;
    code: TPaymentDeclineCode;
    amount: number;
    dueSince: Date;
    retryAt: Date | null;
  },
): Promise<void> {
  const { card, code, retryAt } = input;
  for (const customer of input.customers) {
    const customerLanguage = languageOfId(customer.languageId);
    const mail = renewalFailedMail(customerLanguage, {
      ...(await mailBasics(app, tx, input.subscription, customer, customerLanguage, input.amount)),
      card: card ? cardLabel(card) : '—',
      reason: card
        ? translate(customerLanguage, `payments.declined.${code}`)
        : translate(customerLanguage, 'subscriptions.noCard'),
      retry: retryAt
        ? translate(customerLanguage, 'subscriptions.retryOn', {
            date: formatIstanbulDate(retryAt, customerLanguage),
          })
        : translate(customerLanguage, 'subscriptions.noMoreRetries'),
      suspendsOn: formatIstanbulDate(suspensionAt(input.dueSince), customerLanguage),
    });
    await app.mailer.send({ to: customer.email, template: 'renewal-failed', ...mail }, { within: tx });
  }
}

/** A suspended line: its customers, its staff and the admins are told, each in their language. */
export async function mailSuspension(
  app: TMailApp,
  tx: TDatabase,
  subscription: TSubscriptionRow,
): Promise<void> {
  const members = await accountRecipients(tx, subscription.accountId);
  const admins = await findActiveUsersWithRoleOrPermission(tx, 'admin', PERMISSIONS.showAccountsAll);
  const language = languageOfId(members.find((member) => !isStaffRole(member.roleName))?.languageId ?? 1);
  const lines = await findHeldMonthlyProducts(tx, subscription.accountId, [subscription.productId], language);
  const amount = invoiceTotals(lines.map((line) => ({ unit_price: line.unitPrice, quantity: 1 }))).total;
  const mails: TMail[] = [];
  const staffSeen = new Set<string>();
  for (const member of members) {
    const memberLanguage = languageOfId(member.languageId);
    const basics = await mailBasics(app, tx, subscription, member, memberLanguage, amount);
    if (isStaffRole(member.roleName)) {
      staffSeen.add(member.email);
      const url = `${app.config.appUrl}/${memberLanguage}/app/accounts-detail/${subscription.accountId}`;
      mails.push({
        to: member.email,
        template: 'subscription-suspended-staff',
        ...subscriptionSuspendedStaffMail(memberLanguage, { ...basics, url }),
      });
    } else {
      mails.push({
        to: member.email,
        template: 'subscription-suspended',
        ...subscriptionSuspendedMail(memberLanguage, basics),
      });
    }
  }
  for (const admin of admins) {
    if (staffSeen.has(admin.email)) continue;
    const adminLanguage = languageOfId(admin.languageId);
    const basics = await mailBasics(app, tx, subscription, admin, adminLanguage, amount);
    const url = `${app.config.appUrl}/${adminLanguage}/app/accounts-detail/${subscription.accountId}`;
    mails.push({
      to: admin.email,
      template: 'subscription-suspended-staff',
      ...subscriptionSuspendedStaffMail(adminLanguage, { ...basics, url }),
    });
  }
  // In the suspension's transaction: the mails go only if the suspension was recorded.
  for (const mail of mails) await app.mailer.send(mail, { within: tx });
}
