import { z } from 'zod';
import { BILLING_PERIODS, PRODUCT_TYPE_IDS } from './product-types.ts';

const ZBrandId = z.union(PRODUCT_TYPE_IDS.map((id) => z.literal(id)));

const ZProductFeature = z.object({ id: z.number().int(), name: z.string() });

/** A one-off add-on of a packet (the spec calls them `childrens`). Price in kuruş, + KDV. */
const ZProductAddOn = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  billing: z.enum(BILLING_PERIODS),
  /**
   * Always bought with its packet (issue 36: the trade registry and formation fees of a packet
   * that founds a limited company): shown as included, charged by the server whatever is chosen.
   */
  required: z.boolean().default(false),
});
export type TProductAddOn = z.infer<typeof ZProductAddOn>;

/** What the landing page's pricing cards need, and nothing more. */
export const ZPublicPacket = z.object({
  id: z.number().int(),
  brand: ZBrandId,
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  billing: z.enum(BILLING_PERIODS),
  is_main: z.union([z.literal(0), z.literal(1)]),
  features: z.array(ZProductFeature),
  childrens: z.array(ZProductAddOn),
});
export type TPublicPacket = z.infer<typeof ZPublicPacket>;

export const ZProduct = ZPublicPacket.extend({
  packet_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  code: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  is_main: z.enum(['0', '1']).optional(),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZCategory = z.object({
  id: z.number().int(),
  brand: ZBrandId,
  slug: z.string(),
  name: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** An office packet (brand 2) offered at a location: its name and monthly price in kuruş, before KDV. */
const ZOfficeLocationPacket = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
});
export type TOfficeLocationPacket = z.infer<typeof ZOfficeLocationPacket>;

export const ZOfficeLocation = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  description: z.string().nullable(),
  /** What the office offers: how many meeting rooms, the reception's hours ('09:00-18:00'), parking. */
  meeting_rooms: z.number().int(),
  reception_hours: z.string(),
  parking: z.boolean(),
  /** Where it is (WGS 84 degrees), for the wizard's map. */
  latitude: z.number(),
  longitude: z.number(),
  /** The packets offered there, cheapest first. */
  packets: z.array(ZOfficeLocationPacket),
  /** The lowest of those prices (kuruş, before KDV); null when the office offers none yet. */
  price_from: z.number().int().nullable(),
  /** The secretary who answers the calls and mail of the companies there; null until one is assigned. */
  secretary: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TOfficeLocation = z.infer<typeof ZOfficeLocation>;
