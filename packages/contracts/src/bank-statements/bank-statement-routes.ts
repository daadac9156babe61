import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { pagedQuery, paginated, ZPageFields } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import {
  BANK_STATEMENT_MAX_BYTES,
  ZBankLineMatchRequest,
  ZBankStatement,
  ZBankStatementLine,
  ZBankStatementLines,
} from './bank-statements.ts';

const ZAccountParams = z.object({ id: ZRecordId });
const ZStatementParams = ZAccountParams.extend({ statementId: ZRecordId });

export const listBankStatementsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/bank-statements',
  tags: ['bank-statements'],
  summary: `The company's imported bank statements, newest first, paged, each with its lines confirmed so far. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams,
  query: pagedQuery(z.object({ all: z.string().optional(), ...ZPageFields })),
  result: paginated(ZBankStatement),
  failures: [401, 403, 404, 422],
});

export const importBankStatementRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/bank-statements',
  tags: ['bank-statements'],
  summary: `Imports a bank statement: multipart/form-data with "file" (MT940, CAMT.053 XML, or a Turkish bank's CSV or XLSX export; at most ${BANK_STATEMENT_MAX_BYTES / (1024 * 1024)} MB). Each line is stored with the open invoice or unpaid entry proposed for it; nothing is matched until the customer confirms. A file it cannot read: 422 naming what it met. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZBankStatement,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getBankStatementLinesRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/bank-statements/:statementId/lines',
  tags: ['bank-statements'],
  summary: `A statement and its lines in the bank's order, each with its proposed or confirmed match. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZStatementParams,
  query: ZAccountScopeQuery,
  result: ZBankStatementLines,
  failures: [401, 403, 404, 422],
});

export const matchBankStatementLineRoute = defineRoute({
  method: 'PUT',
  path: '/accounts/:id/bank-statements/:statementId/lines/:lineId',
  tags: ['bank-statements'],
  summary: `Confirms a line's match: an open sales invoice for money in (a collection by bank transfer is recorded against it; the line's amount may not pass what is open) or an unpaid entry of the same direction and amount (marked paid); \`{ "match": null }\` leaves the line unmatched. A confirmed line is final (409). ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZStatementParams.extend({ lineId: ZRecordId }),
  query: ZAccountScopeQuery,
  body: ZBankLineMatchRequest,
  result: ZBankStatementLine,
  failures: [401, 403, 404, 409, 422],
});
