import { MEMBER_SWITCHES } from '@portal/contracts/team/team-roles';

/**
 * Every field an audit entry of a company (`account_id`) can carry, each labelled under
 * `audit.fields.<field>` in both languages (`t` is typed from the Turkish texts, so a field without
 * its label does not compile; locales.test.ts holds English to the same keys). The API writes
 * them with `recordAudit` in apps/api/src/modules; a field added there gets its line here, or it
 * shows as its stored name. The comment of each group says where it comes from.
 */
const AUDIT_FIELDS = [
  // accounts/service.ts: a line's status (a number, read as its name), the line, the reason; and
  // the answers staff saved for the customer, as `{key, value}` records.
  'status',
  'line',
  'reason',
  'informations',
  // accounts/account-staff-service.ts (presentStaff): `{id, name}` of each, or null.
  'advisor',
  'secretary',
  // payments/checkout/decline-budget.ts
  'counter',
  'declines',
  'minutes',
  // company-profile/service.ts: the request and the fields asked for (a rejection keeps them under
  // `requested`): the name, and answers of the application, which read with their own labels.
  'request_id',
  'name',
  'requested',
  // tax-returns/service.ts
  'kind',
  'period',
  'amount_due',
  'due_date',
  'role',
  'file_name',
  // team/service.ts (permissions: the member's switches, MEMBER_SWITCHES of the contracts' team-roles.ts)
  'email',
  'permissions',
  'user_id',
  ...MEMBER_SWITCHES,
  // privacy/account-closing.ts
  'member_role',
  // company-messages/service.ts (an advisor change request answered: the new `advisor` as `{id, name}`;
  // older entries hold its number as `advisor_id`)
  'advisor_id',
  'note',
  // sales-invoices/invoice-delivery.ts and invoice-reminder.ts
  'number',
  'channel',
  'profile',
  'refusal',
  'reference',
  'open_amount',
  'language',
  // ledger/service.ts, month-close/service.ts
  'closed',
  'state',
  // company-documents/service.ts (a document added, a document requested)
  'title',
  'valid_until',
  // office-call-instructions/service.ts (fieldsOf, the request body: ZCallInstructionsRequest of
  // the contracts' office/call-instructions.ts), with the fields of its days and people.
  'greeting',
  'business_hours',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
  'open',
  'close',
  'put_through',
  'phone',
  'outside_hours',
  'action',
  'refused_callers',
  'notify_by_mail',
  'notify_by_sms',
  // office-calls/service.ts
  'call_id',
  'called_at',
  'outcome',
  'subject',
  // payments/providers/payment-reconciliation.ts and reconciliation-refund.ts
  'provider',
  'provider_ref',
  'unanswered_lookups',
  'needs_review_at',
  'refunded',
  // payments/subscriptions/charge-refund.ts and subscription-service.ts
  'charge_id',
  'invoice',
  'credit_note',
  'amount',
  'cancel_at',
  'next_product_id',
  // office-mail/service.ts (an item logged, handed over, a request done)
  'sender',
  'received_at',
  'carrier',
  'tracking_number',
  'recipient_id',
  'recipient',
  // network-booths/service.ts
  'hidden',
  // documents/monthly-documents-service.ts
  'review_status',
  'review_note',
  // plugins/auth/acting-for.ts: the request made for the customer (`status` is its HTTP status).
  'request',
] as const;
type TAuditField = (typeof AUDIT_FIELDS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_FIELDS);

export function isAuditField(field: string): field is TAuditField {
  return KNOWN.has(field);
}

/** Fields that hold an amount in kuruş (a tax return's, an invoice's open amount, a refund): read as money. */
const MONEY_FIELDS: ReadonlySet<string> = new Set<TAuditField>([
  'amount_due',
  'open_amount',
  'amount',
  'refunded',
]);

export function isMoneyField(field: string): boolean {
  return MONEY_FIELDS.has(field);
}

/**
 * Where a stored code (a status, a kind, a role) has its label, by the entry's action group (the
 * action's first part) and field: `namespace:key prefix` of the feature that shows it. A code
 * without a label there shows as stored.
 */
export const AUDIT_CODE_LABELS: Readonly<Record<string, Partial<Record<TAuditField, string>>>> = {
  subscription: { status: 'payments:subscriptions.status' },
  tax_return: { status: 'taxReturns:status', kind: 'taxReturns:kinds' },
  team: { role: 'team:roles', member_role: 'team:roles' },
  month_close: { state: 'monthClose:states' },
  sales_invoice: {
    status: 'invoicing:delivery.status',
    channel: 'invoicing:delivery.channels',
    profile: 'invoicing:profiles',
  },
  office: {
    kind: 'officeMail:kinds',
    status: 'officeMail:statuses',
    action: 'officeMail:actionNames',
    outcome: 'officeCalls:outcomes',
  },
  document: { review_status: 'documents:status', kind: 'documents:kinds' },
  advisor_change: { status: 'messages:admin.status' },
  document_request: { kind: 'documents:kinds' },
  company_document: { kind: 'documents:vault.kinds' },
};

/** The translation key of `code` stored in `field` by `action`, if it has a label. */
export function auditCodeKey(action: string, field: string, code: string): string | undefined {
  const prefix = isAuditField(field) ? AUDIT_CODE_LABELS[action.split('.')[0] ?? '']?.[field] : undefined;
  return prefix && /^\w+$/.test(code) ? `${prefix}.${code}` : undefined;
}
