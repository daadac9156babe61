import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBankStatement } from './statement-formats/read-bank-statement.ts';
import {
  proposeMatches,
  type TEntryCandidate,
  type TInvoiceCandidate,
  type TMatchableLine,
} from './statement-matching.ts';

const invoice = (fields: Partial<TInvoiceCandidate> & Pick<TInvoiceCandidate, 'id'>): TInvoiceCandidate => ({
  kind: 'invoice',
  counterparty_name: 'Başka Firma Ltd. Şti.',
  counterparty_tax_number: null,
  number: 'ABC2024000001',
  issue_date: '2024-03-01',
  due_date: null,
  open_amount: 100000,
  ...fields,
});

const entry = (fields: Partial<TEntryCandidate> & Pick<TEntryCandidate, 'id'>): TEntryCandidate => ({
  kind: 'entry',
  entry_kind: 'expense',
  counterparty_name: null,
  date: '2024-03-01',
  gross_amount: 100000,
  ...fields,
});

const line = (fields: Partial<TMatchableLine>): TMatchableLine => ({
  date: '2024-03-05',
  amount: 100000,
  description: '',
  counterparty_name: null,
  counterparty_iban: null,
  ...fields,
});

describe('proposeMatches on the Garanti BBVA export', () => {
  it('proposes each movement its invoice or entry, with the reasons', async () => {
    const name = 'garanti-bbva-hesap-hareketleri.csv';
    const { lines } = await readBankStatement(
      readFileSync(new URL(`./fixtures/${name}`, import.meta.url)),
      name,
    );
    const candidates = [
      invoice({
        id: 11,
        counterparty_name: 'YILDIZ MOBİLYA ANONİM ŞİRKETİ',
        number: 'FTR2024000101',
        issue_date: '2024-02-20',
        open_amount: 500000,
      }),
      // Same amount, paid by money out: never a money-in line's match.
      invoice({
        id: 12,
        kind: 'purchase_invoice',
        counterparty_name: 'Yıldız Mobilya A.Ş.',
        open_amount: 500000,
      }),
      invoice({
        id: 13,
        counterparty_name: 'Çağrı Dış Ticaret A.Ş.',
        counterparty_iban: 'TR24 0001 2009 4000 0012 3456 78',
        number: 'FTR2024000123',
        issue_date: '2024-01-15',
        due_date: '2024-03-31',
        open_amount: 1250000,
      }),
      invoice({
        id: 14,
        kind: 'purchase_invoice',
        counterparty_name: 'Özkan Gayrimenkul Ltd. Şti.',
        counterparty_iban: 'TR110004600123888000987654',
        number: 'OZK2024000077',
        issue_date: '2024-03-01',
        open_amount: 725050,
      }),
      entry({ id: 21, entry_kind: 'income', date: '2024-03-11', gross_amount: 123456 }),
      entry({ id: 22, counterparty_name: 'SGK', date: '2024-03-14', gross_amount: 341890 }),
    ];
    const proposals = proposeMatches(lines, candidates);
    expect(proposals.map(({ line_index, match, reasons }) => ({ line_index, match, reasons }))).toEqual([
      { line_index: 0, match: { kind: 'invoice', id: 11 }, reasons: ['amount', 'date', 'number', 'name'] },
      {
        line_index: 1,
        match: { kind: 'purchase_invoice', id: 14 },
        reasons: ['amount', 'date', 'name', 'iban'],
      },
      { line_index: 2, match: { kind: 'entry', id: 21 }, reasons: ['amount', 'date'] },
      { line_index: 3, match: { kind: 'entry', id: 22 }, reasons: ['amount', 'date', 'name'] },
      {
        line_index: 4,
        match: { kind: 'invoice', id: 13 },
        reasons: ['amount', 'date', 'number', 'name', 'iban'],
      },
      { line_index: 5, match: null, reasons: [] },
    ]);
    expect(proposals.map((proposal) => proposal.score)).toEqual([113, 109, 70, 85, 131, 0]);
  });
});

describe('proposeMatches', () => {
  it('needs the exact amount, and one more sign than the amount', () => {
    const candidates = [invoice({ id: 1, issue_date: '2023-01-01' }), invoice({ id: 2, open_amount: 99999 })];
    const proposals = proposeMatches([line({ description: 'ABC2024000001' }), line({})], candidates);
    expect(proposals[0]).toMatchObject({ match: { kind: 'invoice', id: 1 }, reasons: ['amount', 'number'] });
    expect(proposals[1]).toEqual({ line_index: 1, match: null, score: 0, reasons: [] });
  });

  it('scores a closer date higher, and counts the due date in the window', () => {
    const candidates = [
      invoice({ id: 1, issue_date: '2024-01-05', due_date: '2024-03-10' }),
      invoice({ id: 2, issue_date: '2024-03-04' }),
    ];
    const [proposal] = proposeMatches([line({})], candidates);
    expect(proposal).toMatchObject({ match: { id: 2 }, reasons: ['amount', 'date'], score: 70 });
    const [late] = proposeMatches([line({})], [candidates[0] as TInvoiceCandidate]);
    expect(late).toMatchObject({ match: { id: 1 }, reasons: ['amount', 'date'], score: 61 });
  });

  it('folds Turkish case and drops the title words of a company name', () => {
    const candidates = [
      invoice({ id: 1, counterparty_name: 'IŞIK GIDA SAN. VE TİC. LTD. ŞTİ.', issue_date: '2023-01-01' }),
    ];
    const [proposal] = proposeMatches([line({ description: 'Gelen EFT ışık gıda' })], candidates);
    expect(proposal).toMatchObject({ match: { id: 1 }, reasons: ['amount', 'name'] });
    const [titleOnly] = proposeMatches([line({ description: 'Ltd. Şti. San. ve Tic.' })], candidates);
    expect(titleOnly?.match).toBeNull();
  });

  it("takes the counterparty's tax number written in the description as its name", () => {
    const candidates = [invoice({ id: 1, counterparty_tax_number: '1234567890', issue_date: '2023-01-01' })];
    const [proposal] = proposeMatches([line({ description: 'VKN 1234567890 ÖDEME' })], candidates);
    expect(proposal).toMatchObject({ reasons: ['amount', 'name'] });
  });

  it('does not take a short digits-only number found inside other digits', () => {
    const candidates = [invoice({ id: 1, number: '1234', issue_date: '2023-01-01' })];
    const [proposal] = proposeMatches([line({ description: 'DEKONT 0012345' })], candidates);
    expect(proposal?.match).toBeNull();
  });

  it('proposes each candidate to one line, the best one; ties go to the earlier line', () => {
    const candidates = [invoice({ id: 1, counterparty_name: 'Yıldız Mobilya' })];
    const lines = [line({}), line({ description: 'YILDIZ MOBİLYA' }), line({})];
    expect(proposeMatches(lines, candidates).map((proposal) => proposal.match?.id ?? null)).toEqual([
      null,
      1,
      null,
    ]);
    const tied = proposeMatches([line({}), line({})], [invoice({ id: 1 })]);
    expect(tied.map((proposal) => proposal.match?.id ?? null)).toEqual([1, null]);
  });

  it('breaks a tie between candidates by kind (invoices first), then id', () => {
    const candidates = [entry({ id: 1, entry_kind: 'income' }), invoice({ id: 9 }), invoice({ id: 3 })];
    const proposals = proposeMatches([line({}), line({}), line({})], candidates);
    expect(proposals.map((proposal) => proposal.match)).toEqual([
      { kind: 'invoice', id: 3 },
      { kind: 'invoice', id: 9 },
      { kind: 'entry', id: 1 },
    ]);
  });

  it('matches money out to purchase invoices and expense entries only', () => {
    const candidates = [invoice({ id: 1 }), entry({ id: 2, entry_kind: 'income' }), entry({ id: 3 })];
    const [proposal] = proposeMatches([line({ amount: -100000 })], candidates);
    expect(proposal?.match).toEqual({ kind: 'entry', id: 3 });
    const [paid] = proposeMatches(
      [line({ amount: -100000 })],
      [...candidates, invoice({ id: 4, kind: 'purchase_invoice' })],
    );
    expect(paid?.match).toEqual({ kind: 'purchase_invoice', id: 4 });
  });
});
