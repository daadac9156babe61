/**
 * The products of the top menu (spec sections 1 and 9) by number: the dashboard and the product
 * lines. What a line is and does lives in its descriptor (product-lines/), which takes its id here.
 */
export const PRODUCT_TYPES = { accountant: 1, office: 2, dashboard: 4, network: 7 } as const;
export type TProductTypeName = keyof typeof PRODUCT_TYPES;
export type TProductType = (typeof PRODUCT_TYPES)[TProductTypeName];
export const PRODUCT_TYPE_IDS = Object.values(PRODUCT_TYPES) as TProductType[];
/** The active product before any is chosen: the first product line's (DEFAULT_PRODUCT_LINE). */
export const DEFAULT_PRODUCT_TYPE: TProductType = PRODUCT_TYPES.accountant;

export function isProductType(value: unknown): value is TProductType {
  return typeof value === 'number' && (PRODUCT_TYPE_IDS as number[]).includes(value);
}

/**
 * Packet brand filters: the landing and the wizards ask for packets of the lines sold through an
 * application wizard only (WIZARD_PRODUCT_LINES; product-lines' test keeps the two equal).
 */
export const BRAND_FILTERS = { accountant: 1, office: 2 } as const;
export type TBrandFilter = (typeof BRAND_FILTERS)[keyof typeof BRAND_FILTERS];

/** How a product is charged: packets per month, add-ons once, stage bookings per hour. */
export const BILLING_PERIODS = ['monthly', 'one_off', 'hourly'] as const;
export type TBillingPeriod = (typeof BILLING_PERIODS)[number];
