import type { TDecimalStyle } from './decimal-kurus.ts';

/** The columns a bank's account-movements export ("hesap hareketleri") can have. */
export type TBankTableField =
  | 'date'
  | 'valueDate'
  | 'description'
  | 'amount'
  | 'balance'
  | 'reference'
  | 'counterpartyName'
  | 'counterpartyIban'
  | 'currency';

export type TBankDateFormat = 'dd.MM.yyyy' | 'dd/MM/yyyy' | 'yyyy-MM-dd';

export type TBankTableLayout = {
  /** The bank the layout identifies; null for the layout common to many banks. */
  bank: string | null;
  /**
   * The header names of each column the layout must have (compared case- and letter-folded). Of
   * the layouts a file has every column of, the one with the most wins, so a bank's own columns
   * ("Dekont No") tell its export from the common one.
   */
  columns: { date: string[]; description: string[]; amount: string[] } & Partial<
    Record<TBankTableField, string[]>
  >;
  /** Columns read when the file has them. */
  optionalColumns: Partial<Record<TBankTableField, string[]>>;
  dateFormat: TBankDateFormat;
  decimalStyle: TDecimalStyle;
  /** The currency when the file states none (an export of a lira account states none). */
  currency: string;
};

/**
 * The layouts of Turkish banks' movements exports (CSV or XLSX: the same columns), as their
 * internet branches describe them. Another bank is one entry more. Amounts are signed in one
 * column ("-1.234,56" money out), dates dd.MM.yyyy, possibly followed by a time.
 */
export const BANK_TABLE_LAYOUTS: TBankTableLayout[] = [
  {
    bank: 'Garanti BBVA',
    columns: {
      date: ['Tarih'],
      description: ['Açıklama'],
      amount: ['Tutar'],
      balance: ['Bakiye'],
      reference: ['Dekont No'],
    },
    optionalColumns: { valueDate: ['Valör'] },
    dateFormat: 'dd.MM.yyyy',
    decimalStyle: 'comma',
    currency: 'TRY',
  },
  {
    bank: 'Türkiye İş Bankası',
    columns: {
      date: ['Tarih/Saat'],
      reference: ['İşlem No'],
      amount: ['Tutar', 'İşlem Tutarı'],
      balance: ['Bakiye'],
      description: ['Açıklama'],
    },
    optionalColumns: {},
    dateFormat: 'dd.MM.yyyy',
    decimalStyle: 'comma',
    currency: 'TRY',
  },
  {
    bank: 'Ziraat Bankası',
    columns: {
      date: ['Tarih', 'İşlem Tarihi'],
      reference: ['Fiş No'],
      description: ['Açıklama'],
      amount: ['İşlem Tutarı', 'Tutar'],
      balance: ['Bakiye'],
    },
    optionalColumns: {},
    dateFormat: 'dd.MM.yyyy',
    decimalStyle: 'comma',
    currency: 'TRY',
  },
  {
    bank: null,
    columns: {
      date: ['Tarih', 'İşlem Tarihi'],
      description: ['Açıklama', 'İşlem Açıklaması'],
      amount: ['Tutar', 'İşlem Tutarı'],
    },
    optionalColumns: {
      valueDate: ['Valör', 'Valör Tarihi'],
      balance: ['Bakiye'],
      counterpartyName: ['Karşı Taraf', 'Gönderen/Alıcı', 'Alıcı/Gönderen'],
      counterpartyIban: ['Karşı IBAN', 'Karşı Hesap IBAN'],
      currency: ['Para Birimi', 'Döviz Cinsi'],
      reference: ['Referans', 'Referans No'],
    },
    dateFormat: 'dd.MM.yyyy',
    decimalStyle: 'comma',
    currency: 'TRY',
  },
];
