import type { TEInvoiceUser } from './einvoice-integrator.ts';

/*
 * The test integrator's copy of GİB's e-Fatura user list: these tax numbers (valid VKNs) are
 * registered e-Fatura users, so an invoice to one goes as an e-Fatura; every other buyer gets an
 * e-Arşiv invoice. Add a counterparty with one of them to try the e-Fatura path by hand. The root
 * README lists them with the other test rules.
 */
export const TEST_EINVOICE_USERS: readonly TEInvoiceUser[] = [
  {
    taxNumber: '1111111114',
    title: 'Birinci Test Ticaret A.Ş.',
    alias: 'urn:mail:defaultpk@birinci.example',
  },
  {
    taxNumber: '2222222224',
    title: 'İkinci Test Sanayi Ltd. Şti.',
    alias: 'urn:mail:defaultpk@ikinci.example',
  },
  { taxNumber: '3333333339', title: 'Üçüncü Test Lojistik A.Ş.', alias: 'urn:mail:defaultpk@ucuncu.example' },
];

/**
 * A buyer (not an e-Fatura user) whose invoices the test integrator receives and keeps but never
 * answers for: the call times out, as when the line drops after the integrator took the document.
 * The portal leaves the delivery `sending`; the next send asks the integrator and finds it.
 */
export const UNANSWERED_RECEIVER = '9000000009';
