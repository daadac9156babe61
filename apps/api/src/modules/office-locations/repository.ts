import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { officeLocations, officeLocationTranslations } from '../../db/schema/office-locations.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TOfficeLocationRow = {
  id: number;
  slug: string;
  name: string;
  city: string;
  district: string;
  address: string;
  description: string | null;
};

/** Active locations in display order, in the caller's language or else Turkish. */
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
    .where(eq(officeLocations.isActive, true))
    .orderBy(asc(officeLocations.sort), asc(officeLocations.id));
}
