import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';

/** A return as the server answers it (tests only): October 2026's KDV, accrued, its fişi uploaded. */
export function taxReturnFixture(changes: Partial<TTaxReturn> = {}): TTaxReturn {
  return {
    id: 31,
    account_id: 7,
    kind: 'kdv',
    period: '2026-10',
    status: 'accrued',
    deadline: '2026-11-26',
    filed_at: '2026-11-20T09:00:00.000Z',
    return_document_id: 81,
    amount_due: 1_234_567,
    due_date: '2026-11-26',
    accrual_document_id: 82,
    paid_at: null,
    receipt_document_id: null,
    payment_confirmed_at: null,
    note: null,
    documents: [
      {
        id: 81,
        role: 'return',
        file_name: 'kdv-2026-10.pdf',
        mime_type: 'application/pdf',
        size: 120_000,
        created_at: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 82,
        role: 'accrual',
        file_name: 'tahakkuk-2026-10.pdf',
        mime_type: 'application/pdf',
        size: 80_000,
        created_at: '2026-11-20T09:05:00.000Z',
      },
    ],
    created_at: '2026-11-01T06:00:00.000Z',
    updated_at: '2026-11-20T09:05:00.000Z',
    ...changes,
  };
}
