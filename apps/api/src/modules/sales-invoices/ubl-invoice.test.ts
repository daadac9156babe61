import {
  deliveryProfile,
  EINVOICE_CHANNELS,
  type TEInvoiceChannel,
} from '@portal/contracts/sales-invoices/e-invoice-delivery';
import { invoiceFigures, lineAmounts } from '@portal/contracts/sales-invoices/invoice-totals';
import type { TSalesInvoice, TSalesInvoiceLine } from '@portal/contracts/sales-invoices/sales-invoices';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { gibSchematronFindings } from '../../test/gib-schematron.ts';
import { ublSchemaErrors } from '../../test/ubl-schema.ts';
import { readEInvoice } from '../ledger/e-invoice.ts';
import type { TInvoiceDocument, TInvoiceParty } from './invoice-document.ts';
import { renderInvoiceXml } from './ubl-invoice.ts';

type TLineInput = Pick<TSalesInvoiceLine, 'name' | 'quantity' | 'unit' | 'unit_price' | 'kdv_rate'> &
  Partial<Pick<TSalesInvoiceLine, 'discount_rate' | 'withholding_code' | 'exemption_code'>>;

/** A stored line: its figures worked out as the server stores them. */
function line(input: TLineInput): TSalesInvoiceLine {
  const figures = {
    discount_rate: 0,
    withholding_code: null,
    exemption_code: null,
    ...input,
  } satisfies Omit<TSalesInvoiceLine, 'discount_amount' | 'net_amount' | 'kdv_amount' | 'withheld_kdv'>;
  const { discount_amount, net_amount, kdv_amount, withheld_kdv } = lineAmounts(figures);
  return { ...figures, discount_amount, net_amount, kdv_amount, withheld_kdv };
}

const seller: TInvoiceParty = {
  name: 'Çağlar & Şükrü Ağaoğlu Yazılım İnşaat A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. No: 12 <B Blok>',
  city: 'İstanbul',
  district: 'Kadıköy',
  email: 'fatura@caglar.example',
  phone: '+90 216 555 00 00',
};
const personBuyer: TInvoiceParty = {
  name: 'Işıl Güneş Öztürk',
  taxNumber: '12345678901',
  taxOffice: '',
  address: 'Atatürk Bulvarı 5/3',
  city: 'Ankara',
  district: 'Çankaya',
  email: '',
  phone: '',
};
const companyBuyer: TInvoiceParty = {
  name: 'Doğu & Batı Dış Ticaret Ltd. Şti.',
  taxNumber: '9876543210',
  taxOffice: 'Konak',
  address: '',
  city: 'İzmir',
  district: 'Konak',
  email: 'muhasebe@dogubati.example',
  phone: '',
};

function document(
  overrides: Partial<TSalesInvoice> & { number: string; lines: TSalesInvoiceLine[] },
  parties: { buyer?: TInvoiceParty; returnsInvoice?: TInvoiceDocument['returnsInvoice'] } = {},
): TInvoiceDocument {
  const figures = invoiceFigures(overrides.lines);
  const invoice: TSalesInvoice & { number: string } = {
    id: 1,
    uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    status: 'issued',
    type: 'SATIS',
    profile: 'TICARIFATURA',
    counterparty_id: 2,
    counterparty_name: (parties.buyer ?? personBuyer).name,
    issue_date: '2026-11-28',
    due_date: '2026-12-28',
    currency: 'TRY',
    exchange_rate: null,
    note: '',
    totals: { ...figures, open_amount: figures.payable_amount },
    payable_try: figures.payable_amount,
    returns_invoice_id: null,
    overdue: false,
    issued_at: '2026-11-27T21:30:00.000Z',
    cancelled_at: null,
    created_at: '2026-11-27T20:00:00.000Z',
    delivery: null,
    ...overrides,
  };
  return {
    invoice,
    seller,
    buyer: parties.buyer ?? personBuyer,
    returnsInvoice: parties.returnsInvoice ?? null,
    // 00:30 in Istanbul on the issue date.
    issuedAt: new Date('2026-11-27T21:30:00Z'),
  };
}

/** (a) TRY, 20 % and 10 %, one line with KDV withheld (603: 7/10) and a discount. */
const tryInvoice = document({
  number: 'ABC2026000000007',
  type: 'TEVKIFAT',
  note: 'Ödeme 30 gün içinde; "vade" farkı & gecikme faizi uygulanır.',
  lines: [
    line({
      name: 'Forklift bakım & onarımı',
      quantity: 2,
      unit: 'HUR',
      unit_price: 150_000,
      discount_rate: 10,
      kdv_rate: 20,
      withholding_code: '603',
    }),
    line({ name: 'Yedek parça (şaft)', quantity: 3.5, unit: 'KGM', unit_price: 12_345, kdv_rate: 20 }),
    line({ name: 'Kullanım kılavuzu', quantity: 1, unit: 'C62', unit_price: 50_000, kdv_rate: 10 }),
  ],
});
/** (b) An export: exempt lines (0 %, 301 and 302), a buyer who gave no tax number. */
const exportInvoice = document(
  {
    number: 'ABC2026000000008',
    type: 'ISTISNA',
    profile: 'EARSIVFATURA',
    lines: [
      line({
        name: 'Tekstil ürünü',
        quantity: 10,
        unit: 'C62',
        unit_price: 2_500,
        kdv_rate: 0,
        exemption_code: '301',
      }),
      line({
        name: 'Yazılım hizmeti',
        quantity: 1.25,
        unit: 'HUR',
        unit_price: 80_000,
        kdv_rate: 0,
        exemption_code: '302',
      }),
    ],
  },
  { buyer: { ...personBuyer, name: 'Ayşe', taxNumber: null } },
);
/** (c) USD at a stated rate. */
const usdInvoice = document(
  {
    number: 'ABC2026000000009',
    currency: 'USD',
    exchange_rate: '34.5678',
    lines: [line({ name: 'Danışmanlık', quantity: 1, unit: 'DAY', unit_price: 100_000, kdv_rate: 20 })],
  },
  { buyer: companyBuyer },
);
/** (d) A return of an earlier invoice. */
const returnInvoice = document(
  {
    number: 'ABC2026000000010',
    type: 'IADE',
    lines: [line({ name: 'İade: ağır şişe', quantity: 4, unit: 'C62', unit_price: 7_550, kdv_rate: 20 })],
  },
  { buyer: companyBuyer, returnsInvoice: { number: 'ABC2026000000003', issueDate: '2026-11-02' } },
);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['TaxSubtotal', 'InvoiceLine', 'TaxTotal', 'WithholdingTaxTotal'].includes(name),
});
/** Parsed XML, walked by the element names the assertions name; a missing one fails the assertion. */
// biome-ignore lint/suspicious/noExplicitAny: the parser's output has no static shape
type TNode = Record<string, any>;
const parse = (xml: string): TNode => parser.parse(xml).Invoice;
const amountOf = (node: TNode): { value: string; currency: string } => ({
  value: node['#text'],
  currency: node['@_currencyID'],
});

describe('the UBL-TR invoice XML', () => {
  it('is valid against the UBL 2.1 Invoice schema', async () => {
    const documents = [tryInvoice, exportInvoice, usdInvoice, returnInvoice];
    expect(await ublSchemaErrors(documents.map(renderInvoiceXml)), 'xmllint').toBe('');
  });

  it('states the figures: payable, KDV per rate, withheld KDV, and the parties', () => {
    const xml = renderInvoiceXml(tryInvoice);
    const invoice = parse(xml);
    expect(invoice.CustomizationID).toBe('TR1.2');
    expect(invoice.ProfileID).toBe('TICARIFATURA');
    expect(invoice.InvoiceTypeCode).toBe('TEVKIFAT');
    expect(invoice.IssueTime).toBe('00:30:00');
    expect(invoice.LineCountNumeric).toBe('3');
    // 2 × 1500.00 less 10 % = 2700.00 (KDV 540.00, 7/10 withheld: 378.00); 3.5 × 123.45 = 432.08
    // (KDV 86.42); 500.00 at 10 % (KDV 50.00).
    const tenPercent = invoice.TaxTotal[0].TaxSubtotal[0];
    const twentyPercent = invoice.TaxTotal[0].TaxSubtotal[1];
    expect(amountOf(tenPercent.TaxableAmount)).toEqual({ value: '500.00', currency: 'TRY' });
    expect(amountOf(tenPercent.TaxAmount).value).toBe('50.00');
    expect(tenPercent.Percent).toBe('10');
    expect(amountOf(twentyPercent.TaxableAmount).value).toBe('3132.08');
    expect(amountOf(twentyPercent.TaxAmount).value).toBe('626.42');
    expect(twentyPercent.Percent).toBe('20');
    expect(twentyPercent.TaxCategory.TaxScheme).toEqual({ Name: 'KDV', TaxTypeCode: '0015' });
    expect(amountOf(invoice.TaxTotal[0].TaxAmount).value).toBe('676.42');

    const withholding = invoice.WithholdingTaxTotal[0];
    expect(amountOf(withholding.TaxAmount).value).toBe('378.00');
    expect(amountOf(withholding.TaxSubtotal[0].TaxableAmount).value).toBe('540.00');
    expect(withholding.TaxSubtotal[0].Percent).toBe('70');
    expect(withholding.TaxSubtotal[0].TaxCategory.TaxScheme.TaxTypeCode).toBe('603');

    const monetary = invoice.LegalMonetaryTotal;
    expect(amountOf(monetary.LineExtensionAmount).value).toBe('3932.08');
    expect(amountOf(monetary.AllowanceTotalAmount).value).toBe('300.00');
    expect(amountOf(monetary.TaxExclusiveAmount).value).toBe('3632.08');
    expect(amountOf(monetary.TaxInclusiveAmount).value).toBe('4308.50');
    expect(amountOf(monetary.PayableAmount)).toEqual({ value: '3930.50', currency: 'TRY' });
    expect(invoice.PaymentTerms.PaymentDueDate).toBe('2026-12-28');

    const first = invoice.InvoiceLine[0];
    const second = invoice.InvoiceLine[1];
    expect(first.InvoicedQuantity).toEqual({ '#text': '2', '@_unitCode': 'HUR' });
    expect(first.AllowanceCharge).toMatchObject({ ChargeIndicator: 'false', MultiplierFactorNumeric: '0.1' });
    expect(amountOf(first.AllowanceCharge.BaseAmount).value).toBe('3000.00');
    expect(amountOf(first.WithholdingTaxTotal[0].TaxAmount).value).toBe('378.00');
    expect(second.InvoicedQuantity['#text']).toBe('3.5');
    expect(second.WithholdingTaxTotal).toBeUndefined();

    // Escaped text comes back as written, Turkish letters included.
    expect(invoice.AccountingSupplierParty.Party.PartyName.Name).toBe(seller.name);
    expect(xml).toContain('<cbc:Name>Çağlar &amp; Şükrü Ağaoğlu Yazılım İnşaat A.Ş.</cbc:Name>');
    expect(xml).toContain('No: 12 &lt;B Blok&gt;');
    expect(xml).toContain('&quot;vade&quot; farkı &amp; gecikme');
    expect(invoice.AccountingSupplierParty.Party.PartyIdentification.ID).toEqual({
      '#text': '1234567890',
      '@_schemeID': 'VKN',
    });
    const buyer = invoice.AccountingCustomerParty.Party;
    expect(buyer.PartyIdentification.ID['@_schemeID']).toBe('TCKN');
    expect(buyer.Person).toEqual({ FirstName: 'Işıl Güneş', FamilyName: 'Öztürk' });
    expect(buyer.PartyName).toBeUndefined();
    expect(buyer.PostalAddress).toMatchObject({ CitySubdivisionName: 'Çankaya', CityName: 'Ankara' });
  });

  it('names the exemption of exempt lines and writes GİB’s TCKN for a buyer without a number', () => {
    const invoice = parse(renderInvoiceXml(exportInvoice));
    expect(invoice.InvoiceTypeCode).toBe('ISTISNA');
    const subtotals = invoice.TaxTotal[0].TaxSubtotal;
    expect(subtotals[0].TaxCategory.TaxExemptionReasonCode).toBe('301');
    expect(subtotals[1].TaxCategory.TaxExemptionReasonCode).toBe('302');
    expect(subtotals[2]).toBeUndefined();
    expect(subtotals[0].TaxCategory.TaxExemptionReason).toBe('11/1-a Mal ihracatı');
    expect(amountOf(subtotals[0].TaxableAmount).value).toBe('250.00');
    expect(amountOf(subtotals[1].TaxableAmount).value).toBe('1000.00');
    expect(subtotals[0].Percent).toBe('0');
    expect(invoice.WithholdingTaxTotal).toBeUndefined();
    expect(amountOf(invoice.LegalMonetaryTotal.PayableAmount).value).toBe('1250.00');
    const buyer = invoice.AccountingCustomerParty.Party;
    expect(buyer.PartyIdentification.ID).toEqual({ '#text': '11111111111', '@_schemeID': 'TCKN' });
    expect(buyer.Person).toEqual({ FirstName: 'Ayşe', FamilyName: 'Ayşe' });
  });

  it('states a foreign currency and its rate', () => {
    const invoice = parse(renderInvoiceXml(usdInvoice));
    expect(invoice.DocumentCurrencyCode).toBe('USD');
    expect(invoice.PricingCurrencyCode).toBe('USD');
    expect(invoice.PricingExchangeRate).toEqual({
      SourceCurrencyCode: 'USD',
      TargetCurrencyCode: 'TRY',
      CalculationRate: '34.5678',
    });
    expect(amountOf(invoice.LegalMonetaryTotal.PayableAmount)).toEqual({ value: '1200.00', currency: 'USD' });
    expect(invoice.AccountingCustomerParty.Party.PartyName.Name).toBe('Doğu & Batı Dış Ticaret Ltd. Şti.');
    expect(invoice.AccountingCustomerParty.Party.Person).toBeUndefined();
  });

  it('refers a return to the invoice it returns', () => {
    const invoice = parse(renderInvoiceXml(returnInvoice));
    expect(invoice.InvoiceTypeCode).toBe('IADE');
    expect(invoice.BillingReference.InvoiceDocumentReference).toEqual({
      ID: 'ABC2026000000003',
      IssueDate: '2026-11-02',
      DocumentTypeCode: 'IADE',
    });
    expect(amountOf(invoice.LegalMonetaryTotal.PayableAmount).value).toBe('362.40');
  });

  it('reads back through the product’s own e-invoice importer to the same totals', () => {
    const draft = readEInvoice(Buffer.from(renderInvoiceXml(tryInvoice), 'utf8'), {
      ownTaxNumbers: [seller.taxNumber ?? ''],
      documentId: null,
    });
    const figures = invoiceFigures(tryInvoice.invoice.lines);
    expect(draft.invoice_number).toBe('ABC2026000000007');
    expect(draft.issue_date).toBe('2026-11-28');
    expect(draft.kind).toBe('income');
    expect(draft.supplier).toEqual({ name: seller.name, tax_number: '1234567890' });
    expect(draft.customer).toEqual({ name: 'Işıl Güneş Öztürk', tax_number: '12345678901' });
    expect(draft.totals).toEqual({
      net_amount: figures.net_amount,
      kdv_amount: figures.kdv_amount,
      withheld_kdv: figures.withheld_kdv,
      gross_amount: figures.gross_amount,
      payable_amount: figures.payable_amount,
    });
    expect(draft.kdv_by_rate).toEqual([
      { kdv_rate: 20, net_amount: 313_208, kdv_amount: 62_642 },
      { kdv_rate: 10, net_amount: 50_000, kdv_amount: 5_000 },
    ]);
    expect(draft.lines.map((read) => read.net_amount)).toEqual([270_000, 43_208, 50_000]);
  });
});

/** The XML as it goes to the integrator on a channel, under the profile its delivery gives it. */
function sent(source: TInvoiceDocument, channel: TEInvoiceChannel): string {
  const profile = deliveryProfile(channel, source.invoice);
  return renderInvoiceXml({ ...source, invoice: { ...source.invoice, profile } });
}

describe('GİB’s UBL-TR schematron', () => {
  it('finds nothing in the invoices as they are sent, e-Arşiv and e-Fatura, and refuses a broken one', async () => {
    // Each invoice on each channel: EARSIVFATURA on e-Arşiv; on e-Fatura TICARIFATURA as issued,
    // and the return as TEMELFATURA (GİB allows no IADE under TICARIFATURA).
    const sentDocuments = [tryInvoice, exportInvoice, usdInvoice, returnInvoice].flatMap((source) =>
      EINVOICE_CHANNELS.map((channel) => sent(source, channel)),
    );
    const profiles = new Set(sentDocuments.map((xml) => parse(xml).ProfileID));
    expect(profiles).toEqual(new Set(['EARSIVFATURA', 'TICARIFATURA', 'TEMELFATURA']));
    // Wrong four ways: a number not in GİB's form, a 9-digit VKN, a withholding share (6/10) its
    // code (603) does not have, and a return under TICARIFATURA.
    const broken = renderInvoiceXml({
      ...tryInvoice,
      invoice: { ...tryInvoice.invoice, number: 'ABC-2026-10', type: 'IADE', profile: 'TICARIFATURA' },
      buyer: { ...companyBuyer, taxNumber: '987654321' },
      returnsInvoice: { number: 'ABC2026000000003', issueDate: '2026-11-02' },
    }).replaceAll('<cbc:Percent>70</cbc:Percent>', '<cbc:Percent>60</cbc:Percent>');

    const findings = await gibSchematronFindings([...sentDocuments, broken]);
    expect(findings.slice(0, -1)).toEqual(sentDocuments.map(() => []));
    expect([...new Set(findings.at(-1)?.map((finding) => finding.rule))].sort()).toEqual([
      'InvoiceIDCheck',
      'InvoiceTypeCodeCheck',
      'PartyIdentificationTCKNVKNCheck',
      'WithholdingTaxTotalCheck',
    ]);
  });
});
