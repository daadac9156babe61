import type { TCollection } from '@portal/contracts/collections/collections';
import type { TCounterparty } from '@portal/contracts/counterparties/counterparties';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';

/** The tests' signed-in customer of company 7 (Acme Ltd), with the accountant line's permission. */
export function signInCustomer() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show accountancy']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
}

/** Staff who see every company, opening company 7 (`?account=7`). */
export function signInStaff() {
  storage.set('token', 'advisor-token');
  storage.set('role_name', 'admin');
  storage.set('permissions', ['show accounts', 'show accounts all', 'show accountancy']);
}

export function counterpartyFixture(overrides: Partial<TCounterparty> = {}): TCounterparty {
  return {
    id: 21,
    name: 'Deniz Yazılım A.Ş.',
    tax_number: '9876543217',
    tax_office: 'Kadıköy',
    address: 'Moda Cad. 1',
    city: 'İstanbul',
    district: 'Kadıköy',
    email: 'muhasebe@deniz.example',
    phone: '0216 555 00 00',
    kind: 'customer',
    balance: 216_000,
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function invoiceFixture(overrides: Partial<TSalesInvoice> = {}): TSalesInvoice {
  return {
    id: 31,
    number: 'ABC2026000000001',
    uuid: '3f1c1d2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f',
    status: 'issued',
    type: 'SATIS',
    profile: 'EARSIVFATURA',
    counterparty_id: 21,
    counterparty_name: 'Deniz Yazılım A.Ş.',
    issue_date: '2026-11-02',
    due_date: '2026-11-16',
    currency: 'TRY',
    exchange_rate: null,
    note: '',
    lines: [
      {
        name: 'Danışmanlık',
        quantity: 2,
        unit: 'HUR',
        unit_price: 100_000,
        discount_rate: 10,
        kdv_rate: 20,
        withholding_code: null,
        exemption_code: null,
        discount_amount: 20_000,
        net_amount: 180_000,
        kdv_amount: 36_000,
        withheld_kdv: 0,
      },
    ],
    totals: {
      net_amount: 180_000,
      kdv_amount: 36_000,
      withheld_kdv: 0,
      gross_amount: 216_000,
      payable_amount: 216_000,
      open_amount: 216_000,
    },
    payable_try: 216_000,
    returns_invoice_id: null,
    overdue: false,
    issued_at: '2026-11-02T09:00:00.000Z',
    cancelled_at: null,
    created_at: '2026-11-02T08:00:00.000Z',
    delivery: null,
    ...overrides,
  };
}

/** An invoice's delivery: by default sent as e-Arşiv on 3 November 2026 (noon in Istanbul). */
export function deliveryFixture(
  overrides: Partial<NonNullable<TSalesInvoice['delivery']>> = {},
): NonNullable<TSalesInvoice['delivery']> {
  return {
    channel: 'e_arsiv',
    status: 'sent',
    reference: 'TEST-0A1B2C3D4E5F6071',
    refusal_code: null,
    refusal: null,
    sent_at: '2026-11-03T09:00:00.000Z',
    cancelled_at: null,
    ...overrides,
  };
}

export function collectionFixture(overrides: Partial<TCollection> = {}): TCollection {
  return {
    id: 51,
    kind: 'collection',
    date: '2026-11-20',
    counterparty_id: 21,
    counterparty_name: 'Deniz Yazılım A.Ş.',
    amount: 100_000,
    method: 'bank_transfer',
    note: '',
    allocations: [{ invoice_id: 31, invoice_number: 'ABC2026000000001', amount: 100_000 }],
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(data: T[]) => ({ data, meta: { page: 1, per_page: 20, total: data.length } });

/**
 * How long a test waits for the page to answer: the tests share two cores with other work, where
 * the first render of a page's chunk and each query can take seconds.
 */
export const WAIT = { timeout: 15_000 } as const;

/** A test's own limit, for the same reason. */
export const SLOW = 120_000;

/** Every books page test file: Turkish with the invoicing texts loaded, a clean browser store after each test. */
export function setUpBooksPageTests(): void {
  beforeAll(async () => {
    await initI18n('tr');
    await loadNamespaces(['invoicing', 'validation']);
  }, SLOW);
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
