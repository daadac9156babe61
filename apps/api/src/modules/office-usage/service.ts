import type { TLanguage } from '@portal/contracts/common/languages';
import { currentPeriod } from '@portal/contracts/documents/document-periods';
import {
  ALLOWANCE_OF_USAGE,
  FEE_OF_USAGE,
  OFFICE_FEE_CODES,
  OFFICE_USAGE_KINDS,
  type TOfficeAllowance,
  type TOfficeFeeCode,
  type TOfficeTerms,
  type TOfficeUsage,
  type TOfficeUsageKind,
} from '@portal/contracts/office/office-usage';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { TDatabase } from '../../plugins/db/database.ts';
import { findAccountProducts } from '../accounts/held-products-service.ts';
import {
  deleteUnchargedUsage,
  findAllowance,
  findAllowances,
  findFees,
  findUnchargedPeriods,
  findUsage,
  insertUsage,
  markUsageCharged,
  type TUsageRow,
} from './repository.ts';

/** The office packet a company holds now (its main office product), named in `language`. */
async function officePacketOf(
  db: TDatabase,
  accountId: number,
  language: TLanguage,
): Promise<{ id: number; name: string } | null> {
  const held = await findAccountProducts(db, accountId, language, [PRODUCT_TYPES.office]);
  const packet = held.find((product) => product.is_main);
  return packet ? { id: packet.id, name: packet.name } : null;
}

const NO_ALLOWANCE: TOfficeAllowance = { calls: 0, scans: 0, forwardings: 0, room_hours: 0, storage_days: 0 };

/** What an office packet includes a month and what each action costs beyond it. */
export async function officeTermsOf(db: TDatabase, productId: number): Promise<TOfficeTerms> {
  const [allowance, fees] = await Promise.all([findAllowance(db, productId), findFees(db)]);
  return {
    product_id: productId,
    allowance: allowance ?? NO_ALLOWANCE,
    fees: OFFICE_FEE_CODES.map((code) => ({ code, unit_price: fees.get(code) ?? 0 })),
  };
}

/** Every office packet's terms (the packet and add-on pages). */
export async function listOfficeTerms(db: TDatabase): Promise<TOfficeTerms[]> {
  const [allowances, fees] = await Promise.all([findAllowances(db), findFees(db)]);
  const priceList = OFFICE_FEE_CODES.map((code) => ({ code, unit_price: fees.get(code) ?? 0 }));
  return allowances.map(({ productId, allowance }) => ({
    product_id: productId,
    allowance,
    fees: priceList,
  }));
}

/** The allowance of the company's office packet now (none without one). */
export async function officeAllowanceOf(db: TDatabase, accountId: number): Promise<TOfficeAllowance> {
  const packet = await officePacketOf(db, accountId, 'tr');
  return (packet && (await findAllowance(db, packet.id))) ?? NO_ALLOWANCE;
}

export type TUsageEvent = {
  accountId: number;
  kind: TOfficeUsageKind;
  /** What it was, unique per company and kind: `call:12`, `shipment:7:scan`, `booking:3`. */
  source: string;
  at: Date;
  /** Counted against the allowance (hours for a room); 1 by default. */
  quantity?: number;
  /** What a fee beyond the allowance multiplies (a scan's pages); the quantity by default. */
  feeUnits?: number;
  /** Paid already (a room hour paid when booked): shown, never charged by a renewal. */
  prepaid?: boolean;
};

/** Counts what the desk did for a company, once per source, in the Istanbul month it happened. */
export async function recordOfficeUsage(
  db: TDatabase,
  events: TUsageEvent | readonly TUsageEvent[],
): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  await insertUsage(
    db,
    list.map((event: TUsageEvent) => {
      const quantity = event.quantity ?? 1;
      return {
        accountId: event.accountId,
        period: currentPeriod(event.at),
        kind: event.kind,
        quantity,
        feeUnits: event.feeUnits ?? quantity,
        source: event.source,
        occurredAt: event.at,
        prepaid: event.prepaid ?? false,
      };
    }),
  );
}

/** Takes back usage that was undone before any renewal charged it. */
export async function cancelOfficeUsage(
  db: TDatabase,
  accountId: number,
  kind: TOfficeUsageKind,
  source: string,
): Promise<void> {
  await deleteUnchargedUsage(db, accountId, kind, source);
}

/** How much of a monthly allowance is left in the Istanbul month of `at` (0 at least). */
export async function officeAllowanceLeft(
  db: TDatabase,
  accountId: number,
  kind: TOfficeUsageKind,
  at: Date,
): Promise<number> {
  const column = ALLOWANCE_OF_USAGE[kind];
  if (column === null) return 0;
  const [allowance, rows] = await Promise.all([
    officeAllowanceOf(db, accountId),
    findUsage(db, accountId, [currentPeriod(at)]),
  ]);
  const used = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.quantity, 0);
  return Math.max(0, allowance[column] - used);
}

type TPricedRow = { row: TUsageRow; beyond: number; amount: number };

/**
 * Which usage is beyond the allowance: within a month and kind, rows count in the order they
 * happened, and the part of a row past the allowance costs its fee per unit. Prepaid rows count
 * against the allowance but cost nothing here.
 */
function priceUsage(
  rows: readonly TUsageRow[],
  allowance: TOfficeAllowance,
  fees: ReadonlyMap<TOfficeFeeCode, number>,
): TPricedRow[] {
  const counted = new Map<string, number>();
  return rows.map((row) => {
    const column = ALLOWANCE_OF_USAGE[row.kind];
    const included = column === null ? 0 : allowance[column];
    const key = `${row.period}/${row.kind}`;
    const before = counted.get(key) ?? 0;
    counted.set(key, before + row.quantity);
    const beyond = Math.min(row.quantity, Math.max(0, before + row.quantity - included));
    const fee = FEE_OF_USAGE[row.kind];
    const unitPrice = fee === null || row.prepaid ? 0 : (fees.get(fee) ?? 0);
    const amount = Math.round((beyond * row.feeUnits * unitPrice) / row.quantity);
    return { row, beyond, amount };
  });
}

/** A month of the office line: usage against the packet's allowance, and what is beyond it. */
export async function officeUsageOf(
  db: TDatabase,
  accountId: number,
  period: string,
  language: TLanguage,
): Promise<TOfficeUsage> {
  const packet = await officePacketOf(db, accountId, language);
  const [allowance, fees, rows] = await Promise.all([
    packet ? findAllowance(db, packet.id) : null,
    findFees(db),
    findUsage(db, accountId, [period]),
  ]);
  const priced = priceUsage(rows, allowance ?? NO_ALLOWANCE, fees);
  const lines = OFFICE_USAGE_KINDS.map((kind) => {
    const ofKind = priced.filter((p) => p.row.kind === kind);
    const column = ALLOWANCE_OF_USAGE[kind];
    return {
      kind,
      allowance: column === null ? null : (allowance ?? NO_ALLOWANCE)[column],
      used: ofKind.reduce((sum, p) => sum + p.row.quantity, 0),
      beyond: ofKind.reduce((sum, p) => sum + p.beyond, 0),
      beyond_amount: ofKind.reduce((sum, p) => sum + p.amount, 0),
      charged_amount: ofKind.reduce((sum, p) => sum + (p.row.chargedAmount ?? 0), 0),
    };
  });
  return {
    period,
    packet,
    lines,
    beyond_amount: lines.reduce((sum, line) => sum + line.beyond_amount, 0),
    charged_amount: lines.reduce((sum, line) => sum + line.charged_amount, 0),
  };
}

export type TUsageCharge = {
  /** One invoice line per month and kind. */
  lines: { period: string; kind: TOfficeUsageKind; quantity: number; amount: number }[];
  /** The usage rows the lines charge, to mark once the payment succeeds. */
  rows: { id: number; amount: number }[];
};

/** What a renewal charges for the office line: usage beyond the allowance no renewal charged yet. */
export async function officeUsageToCharge(db: TDatabase, accountId: number): Promise<TUsageCharge> {
  const periods = await findUnchargedPeriods(db, accountId);
  if (periods.length === 0) return { lines: [], rows: [] };
  const [allowance, fees, rows] = await Promise.all([
    officeAllowanceOf(db, accountId),
    findFees(db),
    findUsage(db, accountId, periods),
  ]);
  const due = priceUsage(rows, allowance, fees).filter(
    (p) => p.amount > 0 && p.row.chargedPaymentId === null && !p.row.prepaid,
  );
  const lines = new Map<string, TUsageCharge['lines'][number]>();
  for (const { row, beyond, amount } of due) {
    const key = `${row.period}/${row.kind}`;
    const line = lines.get(key) ?? { period: row.period, kind: row.kind, quantity: 0, amount: 0 };
    line.quantity += row.kind === 'scan' ? row.feeUnits : beyond;
    line.amount += amount;
    lines.set(key, line);
  }
  return {
    lines: [...lines.values()].sort(
      (a, b) => a.period.localeCompare(b.period) || a.kind.localeCompare(b.kind),
    ),
    rows: due.map((p) => ({ id: p.row.id, amount: p.amount })),
  };
}

/** Marks the usage a renewal charged, in the renewal's transaction. */
export async function markOfficeUsageCharged(
  tx: TDatabase,
  charge: TUsageCharge,
  paymentId: number,
): Promise<void> {
  await markUsageCharged(tx, charge.rows, paymentId);
}
