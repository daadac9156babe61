import type { TPageMeta } from '@portal/contracts/common/envelope';
import type {
  TCounterparty,
  TCounterpartyBody,
  TCounterpartySort,
  TCounterpartyStatement,
  TStatementMovementKind,
} from '@portal/contracts/counterparties/counterparties';
import { COUNTERPARTY_KINDS } from '@portal/contracts/counterparties/counterparties';
import type { FastifyInstance } from 'fastify';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { placeProblem } from '../turkish-places/service.ts';
import {
  findCounterparty,
  insertCounterparty,
  listCounterparties,
  STATEMENT_MAX_MOVEMENTS,
  statementRows,
  type TCounterpartyRow,
  type TCounterpartyValues,
  updateCounterparty,
} from './counterparty-repository.ts';

type TCounterpartyApp = Pick<FastifyInstance, 'db'>;

function presentCounterparty(row: TCounterpartyRow): TCounterparty {
  const kind = COUNTERPARTY_KINDS.find((known) => known === row.kind);
  if (!kind) throw new Error(`Unknown kind in counterparties ${row.id}`);
  return {
    id: row.id,
    name: row.name,
    tax_number: row.taxNumber ?? '',
    tax_office: row.taxOffice,
    address: row.address,
    city: row.city,
    district: row.district,
    email: row.email,
    phone: row.phone,
    kind,
    balance: row.balance,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCompanyCounterparties(
  app: TCounterpartyApp,
  { id: accountId }: TReachedAccount,
  query: { q?: string; kind?: string; sort: TCounterpartySort; page: number; per_page: number },
): Promise<{ data: TCounterparty[]; meta: TPageMeta }> {
  const { rows, listed } = await listCounterparties(
    app.db,
    { accountId, q: query.q || undefined, kind: query.kind },
    query.sort,
    { page: query.page, perPage: query.per_page },
  );
  return { data: rows.map(presentCounterparty), meta: pageMeta(query, listed) };
}

async function loadCounterparty(app: TCounterpartyApp, accountId: number, counterpartyId: number) {
  const row = await findCounterparty(app.db, accountId, counterpartyId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return row;
}

export async function getCounterparty(
  app: TCounterpartyApp,
  { id: accountId }: TReachedAccount,
  counterpartyId: number,
): Promise<TCounterparty> {
  return presentCounterparty(await loadCounterparty(app, accountId, counterpartyId));
}

/** The stored values; the province and district must be the place data's (422 on the field). */
async function counterpartyValues(body: TCounterpartyBody): Promise<TCounterpartyValues> {
  const problem = await placeProblem(body.city, body.district);
  if (problem === 'city') {
    throw new HttpError(422, 'counterparties.cityUnknown', {
      fields: { city: 'counterparties.cityUnknown' },
    });
  }
  if (problem === 'district') {
    throw new HttpError(422, 'counterparties.districtUnknown', {
      fields: { district: 'counterparties.districtUnknown' },
    });
  }
  return {
    name: body.name,
    taxNumber: body.tax_number === '' ? null : body.tax_number,
    taxOffice: body.tax_office,
    address: body.address,
    city: body.city,
    district: body.district,
    email: body.email,
    phone: body.phone,
    kind: body.kind,
  };
}

const taxNumberTaken = () =>
  new HttpError(409, 'counterparties.taxNumberTaken', {
    fields: { tax_number: 'counterparties.taxNumberTaken' },
  });

export async function createCounterparty(
  app: TCounterpartyApp,
  { id: accountId }: TReachedAccount,
  body: TCounterpartyBody,
): Promise<TCounterparty> {
  const row = await insertCounterparty(app.db, accountId, await counterpartyValues(body));
  if (!row) throw taxNumberTaken();
  return presentCounterparty(row);
}

export async function changeCounterparty(
  app: TCounterpartyApp,
  { id: accountId }: TReachedAccount,
  counterpartyId: number,
  body: TCounterpartyBody,
): Promise<TCounterparty> {
  await loadCounterparty(app, accountId, counterpartyId);
  const row = await updateCounterparty(app.db, accountId, counterpartyId, await counterpartyValues(body));
  if (row === 'taken') throw taxNumberTaken();
  if (!row) throw new HttpError(404, 'errors.notFound');
  return presentCounterparty(row);
}

/** What each movement does to the balance: invoices and payments raise it, returns and collections lower it. */
function movementOf(
  type: string,
  kind: 'invoice' | 'purchase' | 'collection',
): { movement: TStatementMovementKind; sign: 1 | -1 } {
  // What the company owes the supplier counts against what the counterparty owes it.
  if (kind === 'purchase') return { movement: 'purchase_invoice', sign: -1 };
  if (kind === 'collection')
    return type === 'payment' ? { movement: 'payment', sign: 1 } : { movement: 'collection', sign: -1 };
  return type === 'IADE' ? { movement: 'return_invoice', sign: -1 } : { movement: 'sales_invoice', sign: 1 };
}

export async function counterpartyStatement(
  app: TCounterpartyApp,
  { id: accountId }: TReachedAccount,
  counterpartyId: number,
): Promise<TCounterpartyStatement> {
  const counterparty = await loadCounterparty(app, accountId, counterpartyId);
  const rows = await statementRows(app.db, accountId, counterpartyId);
  const shown = rows.slice(0, STATEMENT_MAX_MOVEMENTS);
  let balance = 0;
  const movements = shown.map((row) => {
    const { movement, sign } = movementOf(row.type, row.kind);
    balance += sign * row.amount;
    return {
      date: row.date,
      kind: movement,
      reference: row.reference,
      invoice_id: row.kind === 'invoice' ? row.id : null,
      collection_id: row.kind === 'collection' ? row.id : null,
      debit: sign > 0 ? row.amount : 0,
      credit: sign < 0 ? row.amount : 0,
      balance,
    };
  });
  return {
    counterparty: presentCounterparty(counterparty),
    movements,
    truncated: rows.length > shown.length,
  };
}
