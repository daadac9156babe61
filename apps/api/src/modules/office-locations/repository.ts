import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth.ts';
import {
  officeLocationProducts,
  officeLocations,
  officeLocationTranslations,
} from '../../db/schema/office-locations.ts';
import { products, productTranslations } from '../../db/schema/products.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TOfficeLocationRow = {
  id: number;
  slug: string;
  name: string;
  city: string;
  district: string;
  address: string;
  description: string | null;
  meetingRooms: number;
  receptionHours: string;
  parking: boolean;
  latitude: number;
  longitude: number;
  secretaryId: number | null;
  secretaryName: string | null;
};

export type TLocationPacketRow = { locationId: number; id: number; name: string; price: number };

/**
 * Active locations in display order, in the caller's language or else Turkish, with the name of
 * their secretary (none when the secretary's account is disabled: they no longer serve anyone).
 */
export async function findOfficeLocations(db: TDatabase, language: TLanguage): Promise<TOfficeLocationRow[]> {
  const text = alias(officeLocationTranslations, 'location_text');
  const fallback = alias(officeLocationTranslations, 'location_fallback');
  const pick = <C extends 'name' | 'city' | 'district' | 'address'>(column: C) =>
    sql<string>`coalesce(${text[column]}, ${fallback[column]}, '')`;
  return db
    .select({
      id: officeLocations.id,
      slug: officeLocations.slug,
      name: pick('name'),
      city: pick('city'),
      district: pick('district'),
      address: pick('address'),
      description: sql<string | null>`coalesce(${text.description}, ${fallback.description})`,
      meetingRooms: officeLocations.meetingRooms,
      receptionHours: officeLocations.receptionHours,
      parking: officeLocations.parking,
      latitude: officeLocations.latitude,
      longitude: officeLocations.longitude,
      secretaryId: users.id,
      secretaryName: users.name,
    })
    .from(officeLocations)
    .leftJoin(text, and(eq(text.locationId, officeLocations.id), eq(text.languageId, LANGUAGE_IDS[language])))
    .leftJoin(
      fallback,
      and(
        eq(fallback.locationId, officeLocations.id),
        eq(fallback.languageId, LANGUAGE_IDS[DEFAULT_LANGUAGE]),
      ),
    )
    .leftJoin(users, and(eq(users.id, officeLocations.secretaryId), eq(users.isActive, true)))
    .where(eq(officeLocations.isActive, true))
    .orderBy(asc(officeLocations.sort), asc(officeLocations.id));
}

/**
 * The active office packets (brand 2, not add-ons) each of these locations offers, in one query
 * for all of them, cheapest first; names in the caller's language or else Turkish.
 */
export async function findLocationPackets(
  db: TDatabase,
  locationIds: readonly number[],
  language: TLanguage,
): Promise<TLocationPacketRow[]> {
  if (locationIds.length === 0) return [];
  const text = alias(productTranslations, 'packet_text');
  const fallback = alias(productTranslations, 'packet_fallback');
  return db
    .select({
      locationId: officeLocationProducts.locationId,
      id: products.id,
      name: sql<string>`coalesce(${text.name}, ${fallback.name}, ${products.code})`,
      price: products.price,
    })
    .from(officeLocationProducts)
    .innerJoin(products, eq(products.id, officeLocationProducts.productId))
    .leftJoin(text, and(eq(text.productId, products.id), eq(text.languageId, LANGUAGE_IDS[language])))
    .leftJoin(
      fallback,
      and(eq(fallback.productId, products.id), eq(fallback.languageId, LANGUAGE_IDS[DEFAULT_LANGUAGE])),
    )
    .where(
      and(
        inArray(officeLocationProducts.locationId, [...locationIds]),
        eq(products.brandId, OFFICE_LINE.id),
        eq(products.isActive, true),
        isNull(products.parentId),
      ),
    )
    .orderBy(asc(products.price), asc(products.sort), asc(products.id));
}
