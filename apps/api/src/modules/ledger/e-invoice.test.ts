import { readFileSync } from 'node:fs';
import { ZLedgerEntryRequest, ZLedgerImportDraft } from '@portal/contracts/ledger/ledger-schemas';
import { describe, expect, it } from 'vitest';
import { EInvoiceProblem, readEInvoice } from './e-invoice.ts';

/*
 * Real published e-invoices (fixtures/e-invoices/README.md names each one's source), read without
 * a database. Figures are TRY kuruş; each expectation is what the invoice itself states.
 */

const sample = (name: string) => readFileSync(new URL(`./fixtures/e-invoices/${name}`, import.meta.url));

/** The VKN izibiz's samples use for both parties. */
const IZIBIZ_VKN = '4840847211';

const asBuyer = (name: string) => readEInvoice(sample(name), { ownTaxNumbers: [], documentId: null });
const asSeller = (name: string, vkn: string) =>
  readEInvoice(sample(name), { ownTaxNumbers: [vkn], documentId: 7 });

/** The proposed entries in short: kind, category, rate, net, KDV, withheld, gross. */
const entryFigures = (draft: ReturnType<typeof readEInvoice>) =>
  draft.entries.map((entry) => [
    entry.kind,
    entry.category,
    entry.kdv_rate,
    entry.net_amount,
    entry.kdv_amount,
    entry.withheld_kdv,
    entry.gross_amount,
  ]);

/** Each proposed entry passes the same check as one the customer posts. */
function expectPostable(draft: ReturnType<typeof readEInvoice>) {
  expect(ZLedgerImportDraft.safeParse(draft).success).toBe(true);
  for (const { gross_amount: _gross, ...entry } of draft.entries) {
    const parsed = ZLedgerEntryRequest.safeParse(entry);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
}

function problemOf(name: string, ownTaxNumbers: string[] = []): EInvoiceProblem {
  try {
    readEInvoice(sample(name), { ownTaxNumbers, documentId: null });
  } catch (error) {
    if (error instanceof EInvoiceProblem) return error;
    throw error;
  }
  throw new Error(`${name} was read`);
}

describe('readEInvoice on real samples: profiles', () => {
  it.each([
    ['izibiz-temelfatura-satis.xml', 'TEMELFATURA', 'DMY2018625142607'],
    ['izibiz-earsiv-satis.xml', 'EARSIVFATURA', 'ESV2018000000006'],
  ])('%s: a %s sale, 100 lira at the 18 rate', (name, profile, number) => {
    const draft = asBuyer(name);
    expect(draft).toMatchObject({
      invoice_number: number,
      profile,
      invoice_type: 'SATIS',
      currency: 'TRY',
      exchange_rate: null,
      kind: 'expense',
      kdv_by_rate: [{ kdv_rate: 18, net_amount: 10_000, kdv_amount: 1_800 }],
      totals: {
        net_amount: 10_000,
        kdv_amount: 1_800,
        withheld_kdv: 0,
        gross_amount: 11_800,
        payable_amount: 11_800,
      },
    });
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 18, 10_000, 1_800, 0, 11_800]]);
    expectPostable(draft);
  });

  it('reads a TICARIFATURA with three lines at 18, 8 and 1 % (2018 rates)', () => {
    const draft = asSeller('izibiz-multi-rate.xml', IZIBIZ_VKN);
    expect(draft.profile).toBe('TICARIFATURA');
    expect(draft.lines.map((line) => [line.kdv_rate, line.net_amount, line.kdv_amount])).toEqual([
      [18, 10_000, 1_800],
      [8, 10_000, 800],
      [1, 10_000, 100],
    ]);
    expect(draft.totals).toEqual({
      net_amount: 30_000,
      kdv_amount: 2_700,
      withheld_kdv: 0,
      gross_amount: 32_700,
      payable_amount: 32_700,
    });
    expect(entryFigures(draft)).toEqual([
      ['income', 'sales_goods', 18, 10_000, 1_800, 0, 11_800],
      ['income', 'sales_goods', 8, 10_000, 800, 0, 10_800],
      ['income', 'sales_goods', 1, 10_000, 100, 0, 10_100],
    ]);
    expect(draft.entries.every((entry) => entry.document_id === 7)).toBe(true);
    expectPostable(draft);
  });

  it('reads an IHRACAT (export) invoice at 0 % with exemption 301', () => {
    const draft = asSeller('izibiz-ihracat.xml', IZIBIZ_VKN);
    expect(draft).toMatchObject({ profile: 'IHRACAT', invoice_type: 'ISTISNA' });
    expect(draft.lines).toEqual([
      expect.objectContaining({ net_amount: 10_000, kdv_rate: 0, kdv_amount: 0, exemption_code: '301' }),
    ]);
    expect(entryFigures(draft)).toEqual([['income', 'sales_goods', 0, 10_000, 0, 0, 10_000]]);
    expectPostable(draft);
  });

  it('reads a YOLCUBERABERFATURA (tax-free) invoice with its exemption code', () => {
    const draft = asBuyer('izibiz-yolcuberaber.xml');
    expect(draft).toMatchObject({
      profile: 'YOLCUBERABERFATURA',
      invoice_type: 'ISTISNA',
      totals: { net_amount: 5_000, kdv_amount: 900, gross_amount: 5_900, payable_amount: 5_900 },
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({
        quantity: '5',
        net_amount: 5_000,
        kdv_rate: 18,
        kdv_amount: 900,
        exemption_code: '201',
      }),
    ]);
    expectPostable(draft);
  });

  it('reads an HKS (produce market) sale at 0 %', () => {
    const draft = asBuyer('izibiz-hks-satis.xml');
    expect(draft).toMatchObject({ profile: 'HKS', invoice_type: 'SATIS' });
    expect(draft.lines).toEqual([
      expect.objectContaining({
        name: 'Elma',
        quantity: '15',
        net_amount: 225_000,
        kdv_rate: 0,
        exemption_code: null,
      }),
    ]);
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 0, 225_000, 0, 0, 225_000]]);
    expectPostable(draft);
  });
});

describe('readEInvoice on real samples: types', () => {
  it('reads an SGK invoice like a sale', () => {
    const draft = asBuyer('izibiz-sgk.xml');
    expect(draft).toMatchObject({ profile: 'TEMELFATURA', invoice_type: 'SGK' });
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 18, 5_000, 900, 0, 5_900]]);
    expectPostable(draft);
  });

  it('puts the exemption code of a 0 % subtotal on each of its lines', () => {
    const draft = asBuyer('izibiz-zero-rate-351.xml');
    expect(draft.lines.map((line) => [line.net_amount, line.kdv_rate, line.exemption_code])).toEqual([
      [10_000, 0, '351'],
      [10_000, 0, '351'],
      [10_000, 0, '351'],
    ]);
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 0, 30_000, 0, 0, 30_000]]);
  });

  it('reads a real ISTISNA invoice with discounts; an empty 18 % subtotal is no entry', () => {
    const draft = asBuyer('efaturacim-istisna-350.xml');
    expect(draft).toMatchObject({
      invoice_number: 'ACI2022000000920',
      invoice_type: 'ISTISNA',
      kdv_by_rate: [
        { kdv_rate: 18, net_amount: 0, kdv_amount: 0 },
        { kdv_rate: 0, net_amount: 63_750, kdv_amount: 0 },
      ],
      totals: { net_amount: 63_750, kdv_amount: 0, gross_amount: 63_750, payable_amount: 63_750 },
    });
    expect(draft.lines.map((line) => [line.net_amount, line.kdv_rate, line.exemption_code])).toEqual([
      [5_250, 0, '350'],
      [15_000, 0, '350'],
      [40_500, 0, '350'],
      [3_000, 0, '350'],
      [0, 18, '350'],
    ]);
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 0, 63_750, 0, 0, 63_750]]);
    expectPostable(draft);
  });

  it('reads an IHRACKAYITLI invoice: KDV stated, exemption 701 on the line', () => {
    const draft = asSeller('izibiz-ihrackayitli.xml', IZIBIZ_VKN);
    expect(draft.invoice_type).toBe('IHRACKAYITLI');
    expect(draft.lines).toEqual([
      expect.objectContaining({ kdv_rate: 18, kdv_amount: 1_800, exemption_code: '701' }),
    ]);
    expect(entryFigures(draft)).toEqual([['income', 'sales_goods', 18, 10_000, 1_800, 0, 11_800]]);
  });

  it('reads an OZELMATRAH invoice whose special base is the whole net', () => {
    const draft = asSeller('izibiz-ozelmatrah.xml', IZIBIZ_VKN);
    expect(draft.invoice_type).toBe('OZELMATRAH');
    expect(draft.lines).toEqual([
      expect.objectContaining({ kdv_rate: 18, kdv_amount: 1_800, exemption_code: '810' }),
    ]);
    expect(entryFigures(draft)).toEqual([['income', 'sales_goods', 18, 10_000, 1_800, 0, 11_800]]);
  });

  it('splits an OZELMATRAH net above its special base: the rest is a 0 % entry', () => {
    // No published sample has a special base below the net; izibiz's, with its base set to 40.
    const xml = sample('izibiz-ozelmatrah.xml')
      .toString('utf8')
      .replace(
        /(<cac:TaxSubtotal>\s*<cbc:TaxableAmount currencyID="TRY">)100\.00(<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="TRY">)18\.00/,
        '$140.00$27.20',
      )
      .replace(
        '<cbc:TaxInclusiveAmount currencyID="TRY">118.00',
        '<cbc:TaxInclusiveAmount currencyID="TRY">107.20',
      );
    const draft = readEInvoice(Buffer.from(xml), { ownTaxNumbers: [IZIBIZ_VKN], documentId: null });
    expect(draft.kdv_by_rate).toEqual([
      { kdv_rate: 18, net_amount: 4_000, kdv_amount: 720 },
      { kdv_rate: 0, net_amount: 6_000, kdv_amount: 0 },
    ]);
    expect(entryFigures(draft)).toEqual([
      ['income', 'sales_goods', 18, 4_000, 720, 0, 4_720],
      ['income', 'sales_goods', 0, 6_000, 0, 0, 6_000],
    ]);
    expectPostable(draft);
  });

  it('refuses an OZELMATRAH invoice whose special base is above its net (tobacco, 806)', () => {
    const problem = problemOf('efaturacim-ozelmatrah-806.xml');
    expect(problem.reason).toBe('specialBaseAboveNet');
    expect(problem.values).toEqual({ base: '22595.82', net: '21375.65' });
  });

  it('reads a withholding (TEVKIFAT 602, 9/10) for the buyer: the whole KDV is deductible', () => {
    const draft = asBuyer('izibiz-tevkifat.xml');
    expect(draft).toMatchObject({
      invoice_type: 'TEVKIFAT',
      kind: 'expense',
      totals: {
        net_amount: 200_000,
        kdv_amount: 36_000,
        withheld_kdv: 32_400,
        gross_amount: 236_000,
        payable_amount: 203_600,
      },
    });
    // The payable amount is the gross less the withheld KDV.
    expect(draft.totals.payable_amount).toBe(draft.totals.gross_amount - draft.totals.withheld_kdv);
    expect(draft.lines).toEqual([
      expect.objectContaining({
        kdv_rate: 18,
        kdv_amount: 36_000,
        withholding_code: '602',
        withheld_kdv: 32_400,
      }),
    ]);
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 18, 200_000, 36_000, 0, 236_000]]);
    expectPostable(draft);
  });

  it('reads a withholding for the seller: the entry’s KDV leaves the withheld part out', () => {
    const draft = asSeller('izibiz-tevkifat.xml', IZIBIZ_VKN);
    expect(draft.kind).toBe('income');
    expect(entryFigures(draft)).toEqual([['income', 'sales_goods', 18, 200_000, 3_600, 32_400, 203_600]]);
    expectPostable(draft);
  });

  it('refuses a withholding stated as a tax type it does not read (9015), naming it', () => {
    const problem = problemOf('efaturacim-tevkifat-9015.xml');
    expect(problem.reason).toBe('taxUnsupported');
    expect(problem.values).toEqual({ code: '9015', name: 'KATMA DEĞER VERGİSİ TEVKİFATI' });
  });

  it('reads an invoice with income tax withheld (GV stopajı): the KDV entry is whole', () => {
    const draft = asBuyer('izibiz-gv-stopaj.xml');
    expect(draft.kdv_by_rate).toEqual([{ kdv_rate: 18, net_amount: 50_000, kdv_amount: 9_000 }]);
    expect(draft.totals).toMatchObject({ gross_amount: 59_000, payable_amount: 54_000, withheld_kdv: 0 });
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 18, 50_000, 9_000, 0, 59_000]]);
  });
});

describe('readEInvoice on real samples: returns (IADE)', () => {
  it('is a sales return (expense) for the company whose buyer returned goods', () => {
    const draft = readEInvoice(sample('efaturacim-iade.xml'), {
      ownTaxNumbers: ['1111112008'],
      documentId: null,
    });
    expect(draft).toMatchObject({ profile: 'TEMELFATURA', invoice_type: 'IADE', kind: 'expense' });
    expect(entryFigures(draft)).toEqual([['expense', 'sales_returns', 1, 20_000, 200, 0, 20_200]]);
    expect(draft.entries[0]).toMatchObject({
      counterparty_name: 'FİRMANIZ A.Ş.',
      counterparty_tax_number: '7420397337',
    });
    expectPostable(draft);
  });

  it('is a purchase return (income) for the company that returned goods it bought', () => {
    const draft = asSeller('efaturacim-iade.xml', '7420397337');
    expect(draft.kind).toBe('income');
    expect(entryFigures(draft)).toEqual([['income', 'purchase_returns', 1, 20_000, 200, 0, 20_200]]);
    expect(draft.entries[0]?.counterparty_name).toBe('Orkestra A.Ş.');
    expectPostable(draft);
  });

  it('reads izibiz’s IADE sample the same way', () => {
    expect(entryFigures(asBuyer('izibiz-iade.xml'))).toEqual([
      ['expense', 'sales_returns', 18, 10_000, 1_800, 0, 11_800],
    ]);
    expect(entryFigures(asSeller('izibiz-iade.xml', IZIBIZ_VKN))).toEqual([
      ['income', 'purchase_returns', 18, 10_000, 1_800, 0, 11_800],
    ]);
  });
});

describe('readEInvoice on real samples: foreign currency', () => {
  it('converts a USD invoice at its rate 4.6688', () => {
    const draft = asBuyer('izibiz-usd.xml');
    expect(draft).toMatchObject({ currency: 'USD', exchange_rate: '4.6688' });
    // 100 USD × 4.6688 = 466.88 TRY; 18 USD × 4.6688 = 84.0384 → 84.04.
    expect(draft.totals).toEqual({
      net_amount: 46_688,
      kdv_amount: 8_404,
      withheld_kdv: 0,
      gross_amount: 55_092,
      payable_amount: 55_092,
    });
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 18, 46_688, 8_404, 0, 55_092]]);
    expectPostable(draft);
  });

  it('converts a EUR invoice at 47.039; the entry’s KDV is the rate on the base in lira', () => {
    const draft = asBuyer('efaturacim-eur.xml');
    expect(draft).toMatchObject({ currency: 'EUR', exchange_rate: '47.039' });
    // 305.37 EUR = 14364.29943 → 14364.30 TRY; 61.07 EUR = 2872.67173 → 2872.67; 366.44 EUR = 17236.97.
    expect(draft.kdv_by_rate).toEqual([{ kdv_rate: 20, net_amount: 1_436_430, kdv_amount: 287_267 }]);
    expect(draft.totals).toMatchObject({
      net_amount: 1_436_430,
      gross_amount: 1_723_697,
      payable_amount: 1_723_697,
    });
    // The KDV base in lira is 14364.30; its 20 % is 2872.86 (the euro rounding, ×47, is not kept).
    expect(entryFigures(draft)).toEqual([['expense', 'other_expense', 20, 1_436_430, 287_286, 0, 1_723_716]]);
    expectPostable(draft);
  });

  it('converts every figure of a nine-line EUR invoice with discounts', () => {
    const draft = asBuyer('efaturacim-eur-multi-line.xml');
    expect(draft).toMatchObject({ currency: 'EUR', exchange_rate: '38.8476' });
    // 11761.80 EUR × 38.8476 = 456917.70168 → 456917.70; 2352.37 × 38.8476 = 91383.93; 14114.17 → 548301.63.
    expect(draft.totals).toEqual({
      net_amount: 45_691_770,
      kdv_amount: 9_138_393,
      withheld_kdv: 0,
      gross_amount: 54_830_163,
      payable_amount: 54_830_163,
    });
    expect(draft.lines).toHaveLength(9);
    expect(draft.lines[0]).toMatchObject({ net_amount: 851_850, kdv_rate: 20, kdv_amount: 170_386 });
    expect(entryFigures(draft)).toEqual([
      ['expense', 'other_expense', 20, 45_691_770, 9_138_354, 0, 54_830_124],
    ]);
    expectPostable(draft);
  });

  it('refuses a foreign-currency invoice without its exchange rate, naming cac:PricingExchangeRate', () => {
    const xml = sample('izibiz-usd.xml')
      .toString('utf8')
      .replace(/<cac:PricingExchangeRate>[\s\S]*?<\/cac:PricingExchangeRate>/, '');
    let problem: unknown;
    try {
      readEInvoice(Buffer.from(xml), { ownTaxNumbers: [], documentId: null });
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(EInvoiceProblem);
    expect(problem).toMatchObject({ reason: 'exchangeRateMissing', values: { currency: 'USD' } });
  });
});

describe('readEInvoice refusals', () => {
  it('refuses an invoice type it does not read, naming it', () => {
    const problem = problemOf('izibiz-hks-komisyoncu.xml');
    expect(problem.reason).toBe('typeUnsupported');
    expect(problem.values.type).toBe('KOMISYONCU');
    expect(problem.values.types).toBe('SATIS, IADE, TEVKIFAT, ISTISNA, IHRACKAYITLI, OZELMATRAH, SGK');
  });

  it('refuses a TEVKIFAT invoice whose withholding is not its percent of the KDV', () => {
    const xml = sample('izibiz-tevkifat.xml').toString('utf8').replaceAll('324.00', '300.00');
    expect(() => readEInvoice(Buffer.from(xml), { ownTaxNumbers: [], documentId: null })).toThrow(
      expect.objectContaining({
        reason: 'totalsDisagree',
        values: expect.objectContaining({ stated: '300.00' }),
      }),
    );
  });

  it('refuses an invoice whose gross is not its KDV bases and KDV', () => {
    const xml = sample('izibiz-temelfatura-satis.xml')
      .toString('utf8')
      .replace(
        '<cbc:TaxInclusiveAmount currencyID="TRY">118.00',
        '<cbc:TaxInclusiveAmount currencyID="TRY">128.00',
      );
    expect(() => readEInvoice(Buffer.from(xml), { ownTaxNumbers: [], documentId: null })).toThrow(
      expect.objectContaining({
        reason: 'totalsDisagree',
        values: { part: 'cbc:TaxInclusiveAmount', stated: '128.00', computed: '118.00' },
      }),
    );
  });
});
