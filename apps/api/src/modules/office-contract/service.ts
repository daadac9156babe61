import { NO_VIRTUAL_OFFICE } from '@portal/contracts/accounts/information-keys';
import { officeServes } from '@portal/contracts/accounts/product-lines';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { fillPath } from '@portal/contracts/http/route-contract';
import {
  OFFICE_CONTRACT_TERM_MONTHS,
  type TOfficeContract,
  type TOfficeContractTerms,
} from '@portal/contracts/office/office-contract';
import {
  getOfficeAddressLetterRoute,
  getOfficeContractPdfRoute,
} from '@portal/contracts/office/office-contract-routes';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { sellerAddressLine } from '../../plugins/seller-config.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import { findAccountProducts } from '../accounts/held-products-service.ts';
import { officeTermsOf } from '../office-usage/service.ts';
import { companyParty } from '../sales-invoices/invoice-service.ts';
import {
  findContract,
  findFirstOwnerName,
  findInformations,
  findOfficeInTurkish,
  insertContract,
  markAccepted,
  type TContractRow,
} from './repository.ts';

type TContractApp = Pick<FastifyInstance, 'db' | 'now' | 'config'>;

/** The contract's number: one contract per company, so the company's id keeps it unique. */
function contractNumber(accountId: number, createdAt: Date): string {
  return `SO-${todayInIstanbul(createdAt).slice(0, 4)}-${String(accountId).padStart(6, '0')}`;
}

/**
 * The terms as they stand now, or null when the company lacks what a contract is written from:
 * the office it chose in the wizard and the office packet it holds.
 */
async function currentTerms(
  app: TContractApp,
  account: TReachedAccount,
  now: Date,
): Promise<TOfficeContractTerms | null> {
  const informations = await findInformations(app.db, account.id, ['virtual_office_id']);
  const officeId = Number(informations.get('virtual_office_id') ?? NO_VIRTUAL_OFFICE);
  if (!Number.isInteger(officeId) || officeId <= 0) return null;
  const [office, products, tenant, representative] = await Promise.all([
    findOfficeInTurkish(app.db, officeId),
    findAccountProducts(app.db, account.id, 'tr', [OFFICE_LINE.id]),
    companyParty(app.db, account.id),
    findFirstOwnerName(app.db, account.id),
  ]);
  const packet = products.find((product) => product.is_main);
  if (!office || !packet) return null;
  const { allowance } = await officeTermsOf(app.db, packet.id);
  // The firm that lets the office addresses: the portal company as its invoices name it, from
  // the one seller configuration; its tax identity is left out of the contract while unset.
  const { seller } = app.config;
  return {
    landlord: {
      name: seller.name,
      address: sellerAddressLine(seller),
      tax_office: seller.taxIdentity?.taxOffice ?? null,
      tax_number: seller.taxIdentity?.vkn ?? null,
      phone: seller.phone,
      email: seller.email,
    },
    tenant: {
      name: tenant.name,
      tax_office: tenant.taxOffice || null,
      tax_number: tenant.taxNumber,
      address: [tenant.address, [tenant.district, tenant.city].filter(Boolean).join(' / ')]
        .filter(Boolean)
        .join(', '),
      representative,
    },
    office,
    packet: { id: packet.id, name: packet.name },
    monthly_rent: packet.price,
    start_date: todayInIstanbul(now),
    term_months: OFFICE_CONTRACT_TERM_MONTHS,
    auto_renews: true,
    allowance,
  };
}

function present(accountId: number, row: TContractRow): TOfficeContract {
  return {
    state: row.acceptedAt ? 'accepted' : 'ready',
    contract: {
      number: row.number,
      created_at: row.createdAt.toISOString(),
      terms: row.terms,
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      accepted_by: row.acceptedBy,
      accepted_ip: row.acceptedIp,
      pdf_url: `/api${fillPath(getOfficeContractPdfRoute.path, { id: accountId })}`,
      address_letter_url: `/api${fillPath(getOfficeAddressLetterRoute.path, { id: accountId })}`,
    },
  };
}

/**
 * The company's contract, produced the first time it is asked for once the office line is approved
 * (active, or serving while a renewal is owed): its terms are kept from then on. Before that, or
 * while the company lacks an office or a packet, the state says why there is none.
 */
export async function getOfficeContract(
  app: TContractApp,
  account: TReachedAccount,
): Promise<TOfficeContract> {
  const kept = await findContract(app.db, account.id);
  if (kept) return present(account.id, kept);
  if (!officeServes(await lineStatusOf(app.db, account.id, OFFICE_LINE.id))) {
    return { state: 'not_approved', contract: null };
  }
  const now = app.now();
  const terms = await currentTerms(app, account, now);
  if (!terms) return { state: 'missing_details', contract: null };
  await insertContract(app.db, {
    accountId: account.id,
    number: contractNumber(account.id, now),
    terms,
    createdAt: now,
  });
  const produced = await findContract(app.db, account.id);
  if (!produced) throw new Error(`The office contract of company ${account.id} was not kept`);
  return present(account.id, produced);
}

/** The contract that exists (409 with the reason while it cannot be produced). */
export async function requireOfficeContract(
  app: TContractApp,
  account: TReachedAccount,
): Promise<TContractRow> {
  const view = await getOfficeContract(app, account);
  if (view.state === 'not_approved') throw new HttpError(409, 'office.contract.notApproved');
  if (view.state === 'missing_details') throw new HttpError(409, 'office.contract.missingDetails');
  const row = await findContract(app.db, account.id);
  if (!row) throw new Error(`The office contract of company ${account.id} is gone`);
  return row;
}

/**
 * A customer of the company accepts the contract: the time (the app's clock), their IP address and
 * who they are, kept once. A second acceptance, by them or another member, answers the first.
 * Refused (409) while the office line is not approved, whatever was produced before.
 */
export async function acceptOfficeContract(
  app: TContractApp,
  auth: TAuth,
  account: TReachedAccount,
  ip: string,
): Promise<TOfficeContract> {
  if (!officeServes(await lineStatusOf(app.db, account.id, OFFICE_LINE.id))) {
    throw new HttpError(409, 'office.contract.notApproved');
  }
  await requireOfficeContract(app, account);
  await markAccepted(app.db, account.id, { at: app.now(), ip, userId: auth.user.id });
  return getOfficeContract(app, account);
}

/** The address-use letter rests on an accepted contract: before the acceptance, 409. */
export async function requireAcceptedOfficeContract(
  app: TContractApp,
  account: TReachedAccount,
): Promise<TContractRow & { acceptedAt: Date }> {
  const row = await requireOfficeContract(app, account);
  const { acceptedAt } = row;
  if (!acceptedAt) throw new HttpError(409, 'office.contract.notAccepted');
  return { ...row, acceptedAt };
}
