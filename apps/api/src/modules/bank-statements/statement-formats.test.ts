import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BANK_STATEMENT_MAX_BYTES,
  BANK_STATEMENT_MAX_LINES,
  BankStatementProblem,
  type TBankStatement,
} from './statement-formats/bank-statement.ts';
import { bankDecimalToKurus, xmlDecimalToKurus } from './statement-formats/decimal-kurus.ts';
import { readBankStatement } from './statement-formats/read-bank-statement.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const read = (name: string) => readBankStatement(fixture(name), name);
const sumOf = (statement: TBankStatement) => statement.lines.reduce((sum, line) => sum + line.amount, 0);

async function refusal(reading: Promise<unknown>): Promise<BankStatementProblem> {
  const problem = await reading.then(
    () => null,
    (error: unknown) => error,
  );
  expect(problem).toBeInstanceOf(BankStatementProblem);
  return problem as BankStatementProblem;
}

function expectReconciled(statement: TBankStatement) {
  expect(statement.opening_balance).not.toBeNull();
  expect((statement.opening_balance ?? 0) + sumOf(statement)).toBe(statement.closing_balance);
}

describe('decimal text to kuruş', () => {
  it('reads Turkish and dotted amounts exactly, half up beyond two decimals', () => {
    expect(bankDecimalToKurus('-1.234,56', 'comma')).toBe(-123456);
    expect(bankDecimalToKurus('1.234.567,8', 'comma')).toBe(123456780);
    expect(bankDecimalToKurus('1.234,565', 'comma')).toBe(123457);
    expect(bankDecimalToKurus('1.234,564', 'comma')).toBe(123456);
    expect(bankDecimalToKurus('-0,005', 'comma')).toBe(-1);
    expect(bankDecimalToKurus('1.234', 'comma')).toBe(123400);
    expect(bankDecimalToKurus('250,00-', 'comma')).toBe(-25000);
    expect(bankDecimalToKurus('12.500,00 TL', 'comma')).toBe(1250000);
    expect(bankDecimalToKurus('1,234.56', 'dot')).toBe(123456);
    expect(xmlDecimalToKurus('8.850')).toBe(885);
    expect(xmlDecimalToKurus('0.1')).toBe(10);
    expect(xmlDecimalToKurus('9999999999999.99')).toBe(999999999999999);
  });

  it('refuses what is not one amount', () => {
    for (const text of ['1.23,45', '12,34,56', '', '-', 'abc', '1 234,56x', '-5,00-']) {
      expect(bankDecimalToKurus(text, 'comma')).toBeNull();
    }
    expect(xmlDecimalToKurus('1,5')).toBeNull();
    expect(xmlDecimalToKurus('1e3')).toBeNull();
    expect(xmlDecimalToKurus('12345678901234.00')).toBeNull();
  });
});

describe('MT940', () => {
  it('reads the ASN Bank export: 31 statements in SWIFT blocks as one', async () => {
    const statement = await read('asn-bank-statements.940');
    expect(statement).toMatchObject({
      format: 'mt940',
      bank: 'ASNBNL21',
      // NL81ASNB9999999999 is anonymised: its check digits are wrong, so it is no IBAN.
      iban: null,
      currency: 'EUR',
      opening_balance: 44429,
      closing_balance: 50123,
    });
    expect(statement.lines).toHaveLength(8);
    expect(sumOf(statement)).toBe(5694);
    expectReconciled(statement);
    expect(statement.lines[0]).toMatchObject({
      date: '2020-01-01',
      value_date: '2020-01-01',
      amount: -6500,
      reference: 'NL47INGB9999999999',
      counterparty_iban: null,
    });
    expect(statement.lines[0]?.description).toContain('Betaling sieraden');
    expect(statement.lines.map((line) => line.amount)).toEqual([
      -6500, 100000, -80155, -165, 82872, -100000, 100018, -90376,
    ]);
  });

  it('reads Rabobank /TAG/ details: the name, the remittance and the end-to-end reference', async () => {
    const statement = await read('rabobank-iban.sta');
    expect(statement).toMatchObject({ currency: 'EUR', opening_balance: 100000, closing_balance: 93000 });
    expect(statement.lines.map((line) => line.amount)).toEqual([-2500, -1000, -2500, -1000]);
    expect(sumOf(statement)).toBe(-7000);
    expectReconciled(statement);
    expect(statement.lines[0]).toMatchObject({
      date: '2013-01-01',
      counterparty_name: 'CONTRA ACCOUNT HOLDER',
      reference: '01-01-2013 12:00 0030000987654321',
    });
    expect(statement.lines[1]).toMatchObject({
      date: '2013-01-02',
      counterparty_name: 'JOHN DOE',
      description: 'Reference 201301234',
      reference: null,
    });
  });

  it('reads the mBank statement through its SOH/ETX framing and CRLF', async () => {
    const statement = await read('mbank.sta');
    expect(statement).toMatchObject({
      iban: 'PL29114010810000267002001002',
      currency: 'PLN',
      opening_balance: 40,
      closing_balance: 43,
    });
    expect(statement.lines.map((line) => [line.amount, line.reference])).toEqual([
      [1, 'MB170119012058'],
      [1, 'MB170119012085'],
      [1, 'MB170119012121'],
    ]);
    expectReconciled(statement);
    expect(statement.lines[0]?.description).toContain('OD: JAN NOWAK UL. NIJAKA 1 M 2 31-234 KRAKOW');
  });

  it('refuses statements in several currencies, naming them', async () => {
    const problem = await refusal(read('cmxl-three-currencies.sta'));
    expect(problem).toMatchObject({ reason: 'currencyMixed', values: { currencies: 'DEM, EUR, PLN' } });
  });

  it('refuses statements of two accounts, naming them', async () => {
    const problem = await refusal(read('betterplace-two-accounts.sta'));
    expect(problem).toMatchObject({
      reason: 'accountMixed',
      values: { accounts: '50880050/0194787400888, 50880050/0194791600888' },
    });
  });

  it('refuses a statement whose movements do not lead to its closing balance', async () => {
    const problem = await refusal(read('abnamro-unbalanced.sta'));
    expect(problem).toMatchObject({
      reason: 'unbalanced',
      values: { statement: '19321/1', opening: '3236.28', lines: '-321.44', closing: '876.84' },
    });
  });

  it('refuses a file cut off before its closing balance', async () => {
    const problem = await refusal(read('truncated-gv-codes.sta'));
    expect(problem).toMatchObject({ reason: 'malformed', values: { tag: ':62F:' } });
  });

  it('refuses a :61: it cannot read, naming the line', async () => {
    const text = fixture('rabobank-iban.sta')
      .toString('latin1')
      .replace('130102D000000000010,00', '130230D10,00');
    const problem = await refusal(readBankStatement(Buffer.from(text, 'latin1'), 'feb-30.sta'));
    expect(problem).toMatchObject({ reason: 'malformed', values: { tag: ':61:', line: '10' } });
  });

  it('refuses more movements than a statement may have', async () => {
    const movement = ':61:130101D1,00NTRFNONREF\n:86:X\n';
    const count = BANK_STATEMENT_MAX_LINES + 1;
    const text = `:20:X\n:25:1\n:60F:C130101EUR${count},00\n${movement.repeat(count)}:62F:C130101EUR0,00\n`;
    const problem = await refusal(readBankStatement(Buffer.from(text), 'long.sta'));
    expect(problem).toMatchObject({ reason: 'tooManyLines', values: { lines: String(count) } });
  });
});

describe('CAMT.053', () => {
  it('reads two statements of one account, the counterparty of money out, both dates', async () => {
    const statement = await read('camt053-two-statements.xml');
    expect(statement).toMatchObject({
      format: 'camt053',
      bank: null,
      iban: 'NL26VAYB8060476890',
      currency: 'EUR',
      opening_balance: 1815,
      closing_balance: 2000,
    });
    expect(statement.lines).toEqual([
      {
        date: '2014-12-31',
        value_date: '2015-01-02',
        amount: 885,
        description: 'Transaction Description 1',
        // Money in: the payer is the debtor, which this entry does not name.
        counterparty_name: null,
        counterparty_iban: null,
        reference: '000000001',
      },
      {
        date: '2014-12-31',
        value_date: '2015-01-02',
        amount: -700,
        description: 'Transaction Description 2',
        counterparty_name: 'Company Name 2',
        counterparty_iban: 'NL56AGDH9619008421',
        reference: '000000002',
      },
    ]);
    expectReconciled(statement);
  });

  it('refuses balances in several currencies, naming them', async () => {
    const problem = await refusal(read('camt053-balances-four-currencies.xml'));
    expect(problem).toMatchObject({ reason: 'currencyMixed', values: { currencies: 'CHF, EUR, JPY, SEK' } });
  });

  it('reads three-decimal amounts exactly, and so finds the statement unbalanced', async () => {
    const problem = await refusal(read('camt053-five-decimals-unbalanced.xml'));
    expect(problem).toMatchObject({
      reason: 'unbalanced',
      values: { opening: '18.15', lines: '8.85', closing: '27.05' },
    });
  });

  it('refuses a DOCTYPE (no entity is ever expanded)', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY big "x">]>' +
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>';
    const problem = await refusal(readBankStatement(Buffer.from(xml), 'x.xml'));
    expect(problem).toMatchObject({ reason: 'malformed', values: { xml: 'DOCTYPE' } });
  });

  it('refuses other ISO 20022 messages and broken XML', async () => {
    const notification =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>';
    expect(await refusal(readBankStatement(Buffer.from(notification), 'n.xml'))).toMatchObject({
      reason: 'unknownFormat',
      values: { xml: 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02' },
    });
    const broken = fixture('camt053-two-statements.xml').toString().replace('</Ntry>', '');
    expect((await refusal(readBankStatement(Buffer.from(broken), 'b.xml'))).reason).toBe('malformed');
  });
});

describe('Turkish bank exports', () => {
  const garantiLines = [
    ['2024-03-01', 500000, 'HAVALE GELEN - YILDIZ MOBİLYA A.Ş. FTR2024000101 ÖDEMESİ', null, '2024030100011'],
    [
      '2024-03-04',
      -725050,
      'EFT GİDEN - ÖZKAN GAYRİMENKUL LTD. ŞTİ. KİRA MART 2024 TR11 0004 6001 2388 8000 9876 54',
      'TR110004600123888000987654',
      '2024030400042',
    ],
    ['2024-03-11', 123456, 'POS SATIŞ BEDELİ; ÜYE İŞYERİ 000123456', null, '2024031100007'],
    ['2024-03-15', -341890, 'SGK PRİM ÖDEMESİ 2024/02', null, '2024031500003'],
    [
      '2024-03-20',
      1250000,
      'EFT GELEN - ÇAĞRI DIŞ TİCARET A.Ş. TR24 0001 2009 4000 0012 3456 78 "FTR2024000123"',
      'TR240001200940000012345678',
      '2024032000019',
    ],
    ['2024-03-29', -4500, 'HESAP İŞLETİM ÜCRETİ', null, '2024032900001'],
  ];
  const asRows = (statement: TBankStatement) =>
    statement.lines.map((line) => [
      line.date,
      line.amount,
      line.description,
      line.counterparty_iban,
      line.reference,
    ]);

  it('reads the Garanti BBVA CSV (Windows-1254, newest first) oldest first, balances from its running balance', async () => {
    const statement = await read('garanti-bbva-hesap-hareketleri.csv');
    expect(statement).toMatchObject({
      format: 'bank_csv',
      bank: 'Garanti BBVA',
      iban: 'TR330006100519786457841326',
      currency: 'TRY',
      opening_balance: 1000000,
      closing_balance: 1802016,
    });
    expect(asRows(statement)).toEqual(garantiLines);
    expect(sumOf(statement)).toBe(802016);
    expectReconciled(statement);
  });

  it('reads the same export as UTF-8 with a BOM', async () => {
    const text = new TextDecoder('windows-1254').decode(fixture('garanti-bbva-hesap-hareketleri.csv'));
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    expect(asRows(await readBankStatement(utf8, 'hareketler.csv'))).toEqual(garantiLines);
  });

  it('refuses a row whose running balance does not follow, naming the row', async () => {
    const text = new TextDecoder('windows-1254').decode(fixture('garanti-bbva-hesap-hareketleri.csv'));
    const broken = Buffer.from(text.replace(';-3.418,90;', ';-3.418,00;'), 'utf8');
    const problem = await refusal(readBankStatement(broken, 'hareketler.csv'));
    expect(problem).toMatchObject({ reason: 'unbalanced', values: { row: '10' } });
  });

  it('refuses a cell it cannot read, and a quote left open, naming the row', async () => {
    const text = new TextDecoder('windows-1254').decode(fixture('garanti-bbva-hesap-hareketleri.csv'));
    const badDate = await refusal(
      readBankStatement(Buffer.from(text.replace('15.03.2024', '31.02.2024')), 'h.csv'),
    );
    expect(badDate).toMatchObject({
      reason: 'malformed',
      values: { row: '10', column: 'date', text: '31.02.2024' },
    });
    const badAmount = await refusal(
      readBankStatement(Buffer.from(text.replace('-45,00', '-45,0,0')), 'h.csv'),
    );
    expect(badAmount).toMatchObject({ reason: 'malformed', values: { row: '8', column: 'amount' } });
    const openQuote = await refusal(
      readBankStatement(Buffer.from(text.replace('000123456"', '000123456')), 'h.csv'),
    );
    expect(openQuote.reason).toBe('malformed');
  });

  async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hesap Hareketleri');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('reads an İş Bankası XLSX: number cells exactly, dates with a time or as date cells', async () => {
    const data = await xlsx([
      ['Hesap Hareketleri'],
      ['IBAN', 'TR33 0006 1005 1978 6457 8413 26'],
      [],
      ['Tarih/Saat', 'İşlem No', 'Tutar', 'Bakiye', 'Açıklama'],
      ['01.04.2024 09:15:02', '000117', 2500.1, 12500.1, 'GELEN FAST - YILDIZ MOBİLYA A.Ş.'],
      [new Date(Date.UTC(2024, 3, 2)), '000118', -0.3, 12499.8, 'HESAP İŞLETİM ÜCRETİ'],
      ['03.04.2024 17:40:00', '000119', -1234.56, 11265.24, 'EFT GİDEN - ÖZKAN GAYRİMENKUL'],
      [null, null, 1265.24, null, 'Toplam'],
    ]);
    const statement = await readBankStatement(data, 'hareketler.xlsx');
    expect(statement).toMatchObject({
      format: 'bank_xlsx',
      bank: 'Türkiye İş Bankası',
      iban: 'TR330006100519786457841326',
      currency: 'TRY',
      opening_balance: 1000000,
      closing_balance: 1126524,
    });
    expect(statement.lines.map((line) => [line.date, line.amount, line.reference])).toEqual([
      ['2024-04-01', 250010, '000117'],
      ['2024-04-02', -30, '000118'],
      ['2024-04-03', -123456, '000119'],
    ]);
    expectReconciled(statement);
  });

  it('refuses an export with movements in two currencies, naming them', async () => {
    const data = await xlsx([
      ['Tarih', 'Açıklama', 'Tutar', 'Para Birimi'],
      ['01.04.2024', 'GELEN HAVALE', '100,00', 'TL'],
      ['02.04.2024', 'GELEN SWIFT', '50,00', 'USD'],
    ]);
    const problem = await refusal(readBankStatement(data, 'hareketler.xlsx'));
    expect(problem).toMatchObject({ reason: 'currencyMixed', values: { currencies: 'TRY, USD' } });
  });
});

describe('unknown and oversized files', () => {
  it('refuses a file it does not know, naming it', async () => {
    const problem = await refusal(readBankStatement(Buffer.from('Merhaba;dünya\n1;2\n'), 'notlar.csv'));
    expect(problem).toMatchObject({ reason: 'unknownFormat', values: { file: 'notlar.csv' } });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await refusal(readBankStatement(xls, 'eski.xls'))).toMatchObject({
      reason: 'unknownFormat',
      values: { format: 'xls' },
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const problem = await refusal(readBankStatement(Buffer.alloc(BANK_STATEMENT_MAX_BYTES + 1), 'big.sta'));
    expect(problem.reason).toBe('tooLarge');
  });
});
