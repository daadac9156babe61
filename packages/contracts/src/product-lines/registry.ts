import { ACCOUNTANT_LINE } from './accountant.ts';
import { NETWORK_LINE } from './network.ts';
import { OFFICE_LINE } from './office.ts';

/**
 * The product lines a company may hold, one descriptor each (product-line-descriptor.ts), in the
 * order they are listed everywhere. The server and the web read a line's fields here instead of
 * asking which line it is. A fourth line is one new descriptor in this list plus its own pages
 * (its modules and routes, its texts in both languages, and for a wizard its steps' routes), with
 * no branch added anywhere else; the tests beside this file check that each descriptor is whole.
 */
export const PRODUCT_LINE_DESCRIPTORS = [ACCOUNTANT_LINE, OFFICE_LINE, NETWORK_LINE] as const;

/** One of the known lines, with its fields' exact values (its route ids, its keys). */
export type TKnownProductLine = (typeof PRODUCT_LINE_DESCRIPTORS)[number];
/** A product line's number (1, 2, 7): the `type` of an account's lines, the `brand_id` of products. */
export type TProductLine = TKnownProductLine['id'];
export type TProductLineKey = TKnownProductLine['key'];
/** The lines that have an application wizard. */
export type TWizardProductLine = Extract<TKnownProductLine, { wizard: object }>;

/** The line a company starts with, and the one read where none is named (the first in the list). */
export const DEFAULT_PRODUCT_LINE = ACCOUNTANT_LINE;

/** The line of a number (a line's `type`, a product's `brand_id`), or undefined for none (the dashboard, 4). */
export function productLineOf(id: number | null | undefined): TKnownProductLine | undefined {
  return PRODUCT_LINE_DESCRIPTORS.find((line) => line.id === id);
}

/** The lines whose customers fill in an application wizard. */
export const WIZARD_PRODUCT_LINES: readonly TWizardProductLine[] = PRODUCT_LINE_DESCRIPTORS.filter(
  (line): line is TWizardProductLine => line.wizard !== null,
);

/**
 * One value per line, by its number, for the callers that look a line's value up by index. The
 * cast is sound: the entries are made from every descriptor, so every number has its value.
 */
export function byProductLine<T>(
  valueFor: (line: TKnownProductLine) => T,
): Readonly<Record<TProductLine, T>> {
  return Object.fromEntries(PRODUCT_LINE_DESCRIPTORS.map((line) => [line.id, valueFor(line)])) as Record<
    TProductLine,
    T
  >;
}
