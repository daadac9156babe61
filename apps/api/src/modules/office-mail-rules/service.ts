import { createHmac } from 'node:crypto';
import {
  forwardingAddressText,
  maskNationalId,
  OFFICE_RULE_LIMITS,
  OFFICE_RULE_MESSAGES,
  type TAuthorisedRecipient,
  type TForwardingAddress,
  type TOfficeRules,
  type ZAuthorisedRecipientRequest,
  type ZForwardingAddressRequest,
  type ZOfficeRulesRequest,
} from '@portal/contracts/office/office-rules';
import type { TShipmentKind } from '@portal/contracts/office/office-shipments';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  addressInUse,
  findAddress,
  findAddresses,
  findCurrentRules,
  findPreferences,
  findRecipientByHash,
  findRecipients,
  insertAddress,
  insertRecipient,
  lockCompanyMailSettings,
  replaceRules,
  softDeleteAddress,
  softDeleteRecipient,
  type TAddressRow,
  type TRecipientRow,
  type TRuleRow,
} from './repository.ts';

type TRulesApp = Pick<FastifyInstance, 'db' | 'now' | 'config'>;

/** Friday, unless the company chose another day. */
const DEFAULT_FORWARDING_WEEKDAY = 5;

const presentRule = (rule: TRuleRow) => ({
  id: rule.id,
  kind: rule.kind,
  sender_contains: rule.senderContains,
  action: rule.action,
  forwarding_address_id: rule.forwardingAddressId,
  notify_at_once: rule.notifyAtOnce,
});

function presentAddress(row: TAddressRow): TForwardingAddress {
  const address = {
    label: row.label,
    recipient: row.recipient,
    city: row.city,
    district: row.district,
    neighbourhood: row.neighbourhood,
    street: row.street,
    postal_code: row.postalCode,
  };
  return { id: row.id, ...address, text: forwardingAddressText(address) };
}

const presentRecipient = (row: TRecipientRow): TAuthorisedRecipient => ({
  id: row.id,
  full_name: row.fullName,
  national_id_masked: maskNationalId(row.nationalIdLast3),
  created_at: row.createdAt.toISOString(),
});

export async function getOfficeRules(db: TDatabase, accountId: number): Promise<TOfficeRules> {
  const [rules, preferences] = await Promise.all([
    findCurrentRules(db, accountId),
    findPreferences(db, accountId),
  ]);
  return {
    rules: rules.map(presentRule),
    forwarding_weekday: preferences?.forwardingWeekday ?? DEFAULT_FORWARDING_WEEKDAY,
    updated_at: preferences?.updatedAt.toISOString() ?? null,
  };
}

/** Replaces the company's rules; each forwarding rule must name one of its saved addresses. */
export async function saveOfficeRules(
  app: TRulesApp,
  auth: TAuth,
  account: TReachedAccount,
  body: z.output<typeof ZOfficeRulesRequest>,
): Promise<TOfficeRules> {
  await app.db.transaction(async (tx) => {
    await lockCompanyMailSettings(tx, account.id);
    const live = new Set((await findAddresses(tx, account.id)).map((address) => address.id));
    const fields: Record<string, TMessageKey> = {};
    body.rules.forEach((rule, index) => {
      if (rule.forwarding_address_id !== null && !live.has(rule.forwarding_address_id)) {
        fields[`rules.${index}.forwarding_address_id`] = OFFICE_RULE_MESSAGES.addressUnknown;
      }
    });
    if (Object.keys(fields).length > 0) throw new HttpError(422, 'errors.validation', { fields });
    await replaceRules(tx, {
      accountId: account.id,
      rules: body.rules.map((rule) => ({
        kind: rule.kind,
        senderContains: rule.sender_contains,
        action: rule.action,
        // Only a forwarding rule keeps an address.
        forwardingAddressId: rule.action === 'forward' ? rule.forwarding_address_id : null,
        notifyAtOnce: rule.notify_at_once,
      })),
      forwardingWeekday: body.forwarding_weekday,
      by: auth.user.id,
      at: app.now(),
    });
  });
  return getOfficeRules(app.db, account.id);
}

export async function listForwardingAddresses(
  db: TDatabase,
  accountId: number,
): Promise<TForwardingAddress[]> {
  return (await findAddresses(db, accountId)).map(presentAddress);
}

export async function addForwardingAddress(
  app: TRulesApp,
  account: TReachedAccount,
  body: z.output<typeof ZForwardingAddressRequest>,
): Promise<TForwardingAddress> {
  const row = await app.db.transaction(async (tx) => {
    await lockCompanyMailSettings(tx, account.id);
    if ((await findAddresses(tx, account.id)).length >= OFFICE_RULE_LIMITS.addresses) {
      throw new HttpError(409, OFFICE_RULE_MESSAGES.tooManyAddresses);
    }
    return insertAddress(tx, {
      accountId: account.id,
      label: body.label,
      recipient: body.recipient,
      city: body.city,
      district: body.district,
      neighbourhood: body.neighbourhood,
      street: body.street,
      postalCode: body.postal_code,
    });
  });
  return presentAddress(row);
}

export async function deleteForwardingAddress(
  app: TRulesApp,
  account: TReachedAccount,
  addressId: number,
): Promise<{ id: number }> {
  await app.db.transaction(async (tx) => {
    await lockCompanyMailSettings(tx, account.id);
    if (await addressInUse(tx, addressId)) throw new HttpError(409, OFFICE_RULE_MESSAGES.addressInUse);
    if (!(await softDeleteAddress(tx, account.id, addressId, app.now()))) {
      throw new HttpError(404, 'errors.notFound');
    }
  });
  return { id: addressId };
}

/** A keyed hash of a national ID: the desk's typed number is compared, the number is not kept. */
const nationalIdHash = (secret: string, nationalId: string) =>
  createHmac('sha256', secret).update(`authorised-recipient:${nationalId}`).digest('hex');

export async function listAuthorisedRecipients(
  db: TDatabase,
  accountId: number,
): Promise<TAuthorisedRecipient[]> {
  return (await findRecipients(db, accountId)).map(presentRecipient);
}

export async function addAuthorisedRecipient(
  app: TRulesApp,
  account: TReachedAccount,
  body: z.output<typeof ZAuthorisedRecipientRequest>,
): Promise<TAuthorisedRecipient> {
  const row = await app.db.transaction(async (tx) => {
    await lockCompanyMailSettings(tx, account.id);
    if ((await findRecipients(tx, account.id)).length >= OFFICE_RULE_LIMITS.recipients) {
      throw new HttpError(409, OFFICE_RULE_MESSAGES.tooManyRecipients);
    }
    const saved = await insertRecipient(tx, {
      accountId: account.id,
      fullName: body.full_name,
      nationalIdHash: nationalIdHash(app.config.appSecret, body.national_id),
      nationalIdLast3: body.national_id.slice(-3),
    });
    if (!saved) throw new HttpError(409, OFFICE_RULE_MESSAGES.recipientExists);
    return saved;
  });
  return presentRecipient(row);
}

export async function deleteAuthorisedRecipient(
  app: TRulesApp,
  account: TReachedAccount,
  recipientId: number,
): Promise<{ id: number }> {
  if (!(await softDeleteRecipient(app.db, account.id, recipientId, app.now()))) {
    throw new HttpError(404, 'errors.notFound');
  }
  return { id: recipientId };
}

/** The authorised recipient the desk hands mail to, if the ID card's number is theirs. */
export async function checkAuthorisedRecipient(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  input: { accountId: number; recipientId: number; nationalId: string },
): Promise<{ id: number; fullName: string } | null> {
  const row = await findRecipientByHash(
    app.db,
    input.accountId,
    input.recipientId,
    nationalIdHash(app.config.appSecret, input.nationalId),
  );
  return row ? { id: row.id, fullName: row.fullName } : null;
}

export type TAppliedRule = {
  ruleId: number;
  action: TRuleRow['action'];
  /** A forwarding rule's address, written out as the desk puts it on the envelope. */
  address: string | null;
  notifyAtOnce: boolean;
};

/** The first of the company's rules that matches an item just received (kind, then sender). */
export async function ruleForItem(
  db: TDatabase,
  accountId: number,
  item: { kind: TShipmentKind; sender: string },
): Promise<TAppliedRule | null> {
  const sender = item.sender.toLocaleLowerCase('tr');
  const rule = (await findCurrentRules(db, accountId)).find(
    (candidate) =>
      (candidate.kind === null || candidate.kind === item.kind) &&
      sender.includes(candidate.senderContains.toLocaleLowerCase('tr')) &&
      // A parcel has no pages: a rule for every kind that scans leaves parcels to the customer.
      !(candidate.action === 'scan' && item.kind === 'parcel') &&
      // An official notice is shredded only once a customer has opened it.
      !(candidate.action === 'shred' && item.kind === 'official_notice'),
  );
  if (!rule) return null;
  const address =
    rule.forwardingAddressId === null ? null : await findAddress(db, accountId, rule.forwardingAddressId);
  return {
    ruleId: rule.id,
    action: rule.action,
    address: address ? presentAddress(address).text : null,
    notifyAtOnce: rule.notifyAtOnce,
  };
}
