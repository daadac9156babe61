import { z } from 'zod';
import { ZAccountScopeQuery } from '../accounts/account-schemas.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ACCESS_NOTE, LEDGER_ACCESS } from '../ledger/ledger-routes.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { RECEIPT_SCAN_MAX_BYTES, ZReceiptScan } from './receipt-scans.ts';

const ZAccountParams = z.object({ id: ZRecordId });

export const createReceiptScanRoute = defineRoute({
  method: 'POST',
  path: '/accounts/:id/receipt-scans',
  tags: ['receipt-scans'],
  summary: `Reads a receipt (fiş) or invoice by OCR: multipart/form-data with "file", a JPEG or PNG photo or a PDF (its first page), checked by its bytes, at most ${RECEIPT_SCAN_MAX_BYTES / (1024 * 1024)} MB. Answers at once with the scan \`pending\`; a job reads it into a draft (date, seller's VKN/TCKN, total, KDV by rate, proposed expense entries) that the customer checks and posts to \`ledger-entries\`. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'write' },
  params: ZAccountParams,
  query: ZAccountScopeQuery,
  body: 'multipart',
  status: 201,
  result: ZReceiptScan,
  failures: [401, 403, 404, 413, 415, 422],
});

export const getReceiptScanRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/receipt-scans/:scanId',
  tags: ['receipt-scans'],
  summary: `A receipt scan: \`pending\` while the job reads it, then \`read\` with its draft or \`failed\` with why. ${ACCESS_NOTE}`,
  auth: 'required',
  access: { ...LEDGER_ACCESS, action: 'read' },
  params: ZAccountParams.extend({ scanId: ZRecordId }),
  query: ZAccountScopeQuery,
  result: ZReceiptScan,
  failures: [401, 403, 404, 422],
});
