/**
 * The categories of the pre-accounting program: a fixed list of keys, translated by the web's
 * `accountancy` texts and the server's catalogue (`ledger.category.*`, for the exports). Each
 * belongs to one kind; an entry's category must be of its kind.
 */
export const LEDGER_KINDS = ['income', 'expense'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

const INCOME_CATEGORIES = [
  'sales_goods',
  'sales_services',
  'other_income',
  // A return invoice the company issues against its own purchase: a deduction from purchases, its KDV collected.
  'purchase_returns',
] as const;
const EXPENSE_CATEGORIES = [
  'goods_purchase',
  'rent',
  'salaries',
  'utilities',
  'office_supplies',
  'travel',
  'fuel_vehicle',
  'food',
  'communication',
  'software',
  'professional_services',
  'taxes_fees',
  'bank_charges',
  'other_expense',
  // A return invoice the company issues against its own sale: a deduction from sales, its KDV deductible.
  'sales_returns',
] as const;

export const LEDGER_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES] as const;
export type TLedgerCategory = (typeof LEDGER_CATEGORIES)[number];

export const CATEGORIES_BY_KIND: Record<TLedgerKind, readonly TLedgerCategory[]> = {
  income: INCOME_CATEGORIES,
  expense: EXPENSE_CATEGORIES,
};

/** The category a new entry of the kind starts with (and an imported invoice proposes). */
export const DEFAULT_CATEGORY: Record<TLedgerKind, TLedgerCategory> = {
  income: 'sales_goods',
  expense: 'other_expense',
};

export function isLedgerCategory(value: unknown): value is TLedgerCategory {
  return typeof value === 'string' && (LEDGER_CATEGORIES as readonly string[]).includes(value);
}

export function categoryFitsKind(category: string, kind: TLedgerKind): boolean {
  return (CATEGORIES_BY_KIND[kind] as readonly string[]).includes(category);
}
