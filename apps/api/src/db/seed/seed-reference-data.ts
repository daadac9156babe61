import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from '@portal/contracts/auth/permissions';
import { ROLES } from '@portal/contracts/auth/roles';
import { LANGUAGE_IDS, LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import { OFFICE_FEE_CODES } from '@portal/contracts/office/office-usage';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '../../plugins/db/database.ts';
import { permissions, rolePermissions, roles, users } from '../schema/auth.ts';
import { languages } from '../schema/languages.ts';
import { networkStages } from '../schema/network.ts';
import {
  officeLocationProducts,
  officeLocations,
  officeLocationTranslations,
} from '../schema/office-locations.ts';
import { meetingRooms } from '../schema/office-rooms.ts';
import { officeAllowances, officeFees } from '../schema/office-usage.ts';
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  productFeatures,
  productFeatureTranslations,
  products,
  productTranslations,
} from '../schema/products.ts';
import { SEED_BRANDS, SEED_CATEGORIES } from './data/brands.ts';
import { SEED_LANGUAGES } from './data/languages.ts';
import { meetingRoomPhoto, SEED_MEETING_ROOMS } from './data/meeting-rooms.ts';
import { SEED_NETWORK_STAGES } from './data/network-stages.ts';
import { SEED_OFFICE_LOCATIONS } from './data/office-locations.ts';
import { SEED_OFFICE_ALLOWANCES, SEED_OFFICE_FEES } from './data/office-services.ts';
import { SEED_ADD_ONS, SEED_PRODUCTS } from './data/products.ts';
import type { TLocalized } from './seed-types.ts';

/** The value the conflicting insert proposed, for `on conflict do update set col = excluded.col`. */
const excluded = (column: AnyColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;

/** One row per language for a localized text. */
function perLanguage<R>(
  text: TLocalized,
  row: (languageId: number, value: string, language: TLanguage) => R,
): R[] {
  return LANGUAGES.map((language) => row(LANGUAGE_IDS[language], text[language], language));
}

/**
 * Seeds the reference data. Every write is an upsert keyed by a natural key (id for
 * languages and brands, name, slug, code), so running it twice leaves the same rows.
 * Each table is written with one statement, so start-up stays fast.
 */
export async function seedReferenceData(db: TDatabase): Promise<void> {
  await db
    .insert(languages)
    .values([...SEED_LANGUAGES])
    .onConflictDoUpdate({
      target: languages.id,
      set: { code: excluded(languages.code), name: excluded(languages.name) },
    });

  await seedRolesAndPermissions(db);
  await seedBrandsAndCategories(db);
  await seedProducts(db);
  await seedOfficeLocations(db);
  await seedNetworkStages(db);
}

/**
 * Roles and permissions are created when missing, never updated. A role gets its default
 * permissions (DEFAULT_ROLE_PERMISSIONS) only when the role is first created, and a new
 * permission is granted to the roles whose defaults name it only when the permission is first
 * created; so an admin's later grants and revocations survive restarts.
 */
async function seedRolesAndPermissions(db: TDatabase): Promise<void> {
  const createdRoles = await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name })
    .returning({ name: roles.name });
  const createdPermissions = await db
    .insert(permissions)
    .values(PERMISSION_NAMES.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name })
    .returning({ name: permissions.name });
  if (createdRoles.length === 0 && createdPermissions.length === 0) return;

  const roleIds = new Map((await db.select().from(roles)).map((r) => [r.name, r.id]));
  const permissionIds = new Map((await db.select().from(permissions)).map((p) => [p.name, p.id]));
  const newRoles = new Set<string>(createdRoles.map((r) => r.name));
  const newPermissions = new Set<string>(createdPermissions.map((p) => p.name));

  const grants: { roleId: number; permissionId: number }[] = [];
  for (const role of ROLES) {
    for (const permission of DEFAULT_ROLE_PERMISSIONS[role]) {
      if (!newRoles.has(role) && !newPermissions.has(permission)) continue;
      const roleId = roleIds.get(role);
      const permissionId = permissionIds.get(permission);
      if (roleId !== undefined && permissionId !== undefined) grants.push({ roleId, permissionId });
    }
  }
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}

async function seedBrandsAndCategories(db: TDatabase): Promise<void> {
  await db
    .insert(brands)
    .values(SEED_BRANDS.map((b) => ({ id: PRODUCT_TYPES[b.slug], slug: b.slug, sort: b.sort })))
    .onConflictDoUpdate({
      target: brands.id,
      set: { slug: excluded(brands.slug), sort: excluded(brands.sort) },
    });
  await db
    .insert(brandTranslations)
    .values(
      SEED_BRANDS.flatMap((b) =>
        perLanguage(b.name, (languageId, name) => ({ brandId: PRODUCT_TYPES[b.slug], languageId, name })),
      ),
    )
    .onConflictDoUpdate({
      target: [brandTranslations.brandId, brandTranslations.languageId],
      set: { name: excluded(brandTranslations.name) },
    });

  const rows = await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c) => ({ brandId: PRODUCT_TYPES[c.brand], slug: c.slug, sort: c.sort })))
    .onConflictDoUpdate({
      target: [categories.brandId, categories.slug],
      set: { sort: excluded(categories.sort) },
    })
    .returning({ id: categories.id, brandId: categories.brandId, slug: categories.slug });
  const ids = new Map(rows.map((r) => [`${r.brandId}/${r.slug}`, r.id]));
  await db
    .insert(categoryTranslations)
    .values(
      SEED_CATEGORIES.flatMap((c) => {
        const categoryId = ids.get(`${PRODUCT_TYPES[c.brand]}/${c.slug}`);
        if (categoryId === undefined) return [];
        return perLanguage(c.name, (languageId, name) => ({ categoryId, languageId, name }));
      }),
    )
    .onConflictDoUpdate({
      target: [categoryTranslations.categoryId, categoryTranslations.languageId],
      set: { name: excluded(categoryTranslations.name) },
    });
}

type TProductRow = typeof products.$inferInsert;

/** Upserts products by code. `is_active` is only set on insert: switching one off survives restarts. */
async function upsertProducts(db: TDatabase, rows: TProductRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const saved = await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.code,
      set: {
        brandId: excluded(products.brandId),
        categoryId: excluded(products.categoryId),
        parentId: excluded(products.parentId),
        price: excluded(products.price),
        billing: excluded(products.billing),
        isMain: excluded(products.isMain),
        isRequired: excluded(products.isRequired),
        sort: excluded(products.sort),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: products.id, code: products.code });
  return new Map(saved.map((r) => [r.code, r.id]));
}

async function seedProducts(db: TDatabase): Promise<void> {
  const categoryRows = await db
    .select({ id: categories.id, brandId: categories.brandId, slug: categories.slug })
    .from(categories);
  const categoryIds = new Map(categoryRows.map((c) => [`${c.brandId}/${c.slug}`, c.id]));

  const packetIds = await upsertProducts(
    db,
    SEED_PRODUCTS.map((p, index) => ({
      brandId: PRODUCT_TYPES[p.brand],
      categoryId:
        p.category === null ? null : (categoryIds.get(`${PRODUCT_TYPES[p.brand]}/${p.category}`) ?? null),
      parentId: null,
      code: p.code,
      price: p.price,
      billing: p.billing,
      isMain: p.isMain,
      sort: index + 1,
    })),
  );

  // Each packet gets its own copy of an add-on, so prices and availability can differ per packet.
  const addOns = SEED_PRODUCTS.flatMap((packet) =>
    packet.addOns.map((addOnCode, index) => ({
      packet,
      code: `${packet.code}.${addOnCode}`,
      addOn: SEED_ADD_ONS[addOnCode],
      required: packet.requiredAddOns?.includes(addOnCode) ?? false,
      sort: index + 1,
    })),
  );
  const addOnIds = await upsertProducts(
    db,
    addOns.flatMap(({ packet, code, addOn, required, sort }) => {
      const parentId = packetIds.get(packet.code);
      if (parentId === undefined) return [];
      return [
        {
          brandId: PRODUCT_TYPES[packet.brand],
          categoryId: null,
          parentId,
          code,
          price: addOn.price,
          billing: addOn.billing,
          isMain: false,
          isRequired: required,
          sort,
        },
      ];
    }),
  );

  const texts = [
    ...SEED_PRODUCTS.map((p) => ({ id: packetIds.get(p.code), name: p.name, description: p.description })),
    ...addOns.map((a) => ({
      id: addOnIds.get(a.code),
      name: a.addOn.name,
      description: a.addOn.description,
    })),
  ];
  await db
    .insert(productTranslations)
    .values(
      texts.flatMap(({ id, name, description }) => {
        if (id === undefined) return [];
        return perLanguage(name, (languageId, value, language) => ({
          productId: id,
          languageId,
          name: value,
          description: description?.[language] ?? null,
        }));
      }),
    )
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.languageId],
      set: {
        name: excluded(productTranslations.name),
        description: excluded(productTranslations.description),
      },
    });

  await seedFeatures(db, packetIds);
  await seedOfficeServices(db, packetIds);
}

/** The office packets' monthly allowances and the price list beyond them, as the data file says. */
async function seedOfficeServices(db: TDatabase, packetIds: Map<string, number>): Promise<void> {
  const allowances = Object.entries(SEED_OFFICE_ALLOWANCES).flatMap(([code, a]) => {
    const productId = packetIds.get(code);
    if (productId === undefined) throw new Error(`Office allowance names an unknown packet ${code}`);
    return [
      {
        productId,
        calls: a.calls,
        scans: a.scans,
        forwardings: a.forwardings,
        roomHours: a.room_hours,
        storageDays: a.storage_days,
      },
    ];
  });
  await db
    .insert(officeAllowances)
    .values(allowances)
    .onConflictDoUpdate({
      target: officeAllowances.productId,
      set: {
        calls: excluded(officeAllowances.calls),
        scans: excluded(officeAllowances.scans),
        forwardings: excluded(officeAllowances.forwardings),
        roomHours: excluded(officeAllowances.roomHours),
        storageDays: excluded(officeAllowances.storageDays),
      },
    });
  await db
    .insert(officeFees)
    .values(OFFICE_FEE_CODES.map((code) => ({ code, unitPrice: SEED_OFFICE_FEES[code] })))
    .onConflictDoUpdate({ target: officeFees.code, set: { unitPrice: excluded(officeFees.unitPrice) } });
}

async function seedFeatures(db: TDatabase, packetIds: Map<string, number>): Promise<void> {
  const wanted = SEED_PRODUCTS.flatMap((p) => {
    const productId = packetIds.get(p.code);
    if (productId === undefined) return [];
    return p.features.map((name, index) => ({ productId, sort: index + 1, name }));
  });
  const seededProductIds = [...packetIds.values()];

  // A feature removed from the data file is removed here too (features are keyed by position).
  const keep = wanted.map((f) => sql`(${f.productId}::integer, ${f.sort}::smallint)`);
  await db
    .delete(productFeatures)
    .where(
      and(
        inArray(productFeatures.productId, seededProductIds),
        sql`(${productFeatures.productId}, ${productFeatures.sort}) not in (${sql.join(keep, sql`, `)})`,
      ),
    );

  const saved = await db
    .insert(productFeatures)
    .values(wanted.map(({ productId, sort }) => ({ productId, sort })))
    .onConflictDoUpdate({
      target: [productFeatures.productId, productFeatures.sort],
      // A no-op update, so `returning` also yields the rows that already existed.
      set: { sort: excluded(productFeatures.sort) },
    })
    .returning({ id: productFeatures.id, productId: productFeatures.productId, sort: productFeatures.sort });
  const featureIds = new Map(saved.map((f) => [`${f.productId}/${f.sort}`, f.id]));

  await db
    .insert(productFeatureTranslations)
    .values(
      wanted.flatMap((f) => {
        const featureId = featureIds.get(`${f.productId}/${f.sort}`);
        if (featureId === undefined) return [];
        return perLanguage(f.name, (languageId, name) => ({ featureId, languageId, name }));
      }),
    )
    .onConflictDoUpdate({
      target: [productFeatureTranslations.featureId, productFeatureTranslations.languageId],
      set: { name: excluded(productFeatureTranslations.name) },
    });
}

async function seedOfficeLocations(db: TDatabase): Promise<void> {
  const saved = await db
    .insert(officeLocations)
    .values(
      SEED_OFFICE_LOCATIONS.map((l, index) => ({
        slug: l.slug,
        sort: index + 1,
        meetingRooms: l.meetingRooms,
        receptionHours: l.receptionHours,
        parking: l.parking,
        latitude: l.latitude,
        longitude: l.longitude,
      })),
    )
    .onConflictDoUpdate({
      target: officeLocations.slug,
      set: {
        sort: excluded(officeLocations.sort),
        meetingRooms: excluded(officeLocations.meetingRooms),
        receptionHours: excluded(officeLocations.receptionHours),
        parking: excluded(officeLocations.parking),
        latitude: excluded(officeLocations.latitude),
        longitude: excluded(officeLocations.longitude),
      },
    })
    .returning({ id: officeLocations.id, slug: officeLocations.slug });
  const ids = new Map(saved.map((l) => [l.slug, l.id]));
  const rows = SEED_OFFICE_LOCATIONS.flatMap((l) => {
    const locationId = ids.get(l.slug);
    if (locationId === undefined) return [];
    return LANGUAGES.map((language) => ({
      locationId,
      languageId: LANGUAGE_IDS[language],
      ...l.text[language],
    }));
  });
  await db
    .insert(officeLocationTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [officeLocationTranslations.locationId, officeLocationTranslations.languageId],
      set: {
        name: excluded(officeLocationTranslations.name),
        city: excluded(officeLocationTranslations.city),
        district: excluded(officeLocationTranslations.district),
        address: excluded(officeLocationTranslations.address),
        description: excluded(officeLocationTranslations.description),
      },
    });
  await seedLocationPackets(db, ids);
  await seedMeetingRooms(db, ids);
}

/**
 * The locations' meeting rooms, upserted by (location, slug): name, seats, price, photo,
 * equipment and order follow the data file. A room is never deleted here, since bookings refer to it.
 */
async function seedMeetingRooms(db: TDatabase, locationIds: Map<string, number>): Promise<void> {
  const rows = Object.entries(SEED_MEETING_ROOMS).flatMap(([locationSlug, rooms]) => {
    const locationId = locationIds.get(locationSlug);
    if (locationId === undefined)
      throw new Error(`Meeting rooms name an unknown office location ${locationSlug}`);
    return rooms.map((room, index) => ({
      locationId,
      slug: room.slug,
      name: room.name,
      seats: room.seats,
      hourlyPrice: room.hourlyPrice,
      photo: meetingRoomPhoto(locationSlug, room.slug),
      equipment: [...room.equipment],
      sort: index + 1,
    }));
  });
  await db
    .insert(meetingRooms)
    .values(rows)
    .onConflictDoUpdate({
      target: [meetingRooms.locationId, meetingRooms.slug],
      set: {
        name: excluded(meetingRooms.name),
        seats: excluded(meetingRooms.seats),
        hourlyPrice: excluded(meetingRooms.hourlyPrice),
        photo: excluded(meetingRooms.photo),
        equipment: excluded(meetingRooms.equipment),
        sort: excluded(meetingRooms.sort),
      },
    });
}

/**
 * The network's seminar stages, upserted by slug: names, descriptions, seats, place and order
 * follow the data file. A stage made outside the seed is left as it is; a seeded one is never
 * deleted here, since sessions refer to it.
 */
async function seedNetworkStages(db: TDatabase): Promise<void> {
  await db
    .insert(networkStages)
    .values(
      SEED_NETWORK_STAGES.map((stage, index) => ({
        slug: stage.slug,
        nameTr: stage.name.tr,
        nameEn: stage.name.en,
        descriptionTr: stage.description.tr,
        descriptionEn: stage.description.en,
        capacity: stage.capacity,
        location: stage.location,
        sort: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: networkStages.slug,
      set: {
        nameTr: excluded(networkStages.nameTr),
        nameEn: excluded(networkStages.nameEn),
        descriptionTr: excluded(networkStages.descriptionTr),
        descriptionEn: excluded(networkStages.descriptionEn),
        capacity: excluded(networkStages.capacity),
        location: excluded(networkStages.location),
        sort: excluded(networkStages.sort),
      },
    });
}

/**
 * Which office packets each seeded location offers, as the data file says: the pairs it names
 * are added, and a seeded packet it no longer names at a seeded location is taken off there.
 * Packets made outside the seed are left as they are.
 */
async function seedLocationPackets(db: TDatabase, locationIds: Map<string, number>): Promise<void> {
  const officePackets = SEED_PRODUCTS.filter((p) => p.brand === 'office').map((p) => p.code);
  const packetRows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(inArray(products.code, officePackets), eq(products.brandId, PRODUCT_TYPES.office)));
  const packetIds = new Map(packetRows.map((p) => [p.code, p.id]));
  const wanted = SEED_OFFICE_LOCATIONS.flatMap((l) => {
    const locationId = locationIds.get(l.slug);
    if (locationId === undefined) return [];
    return l.packets.flatMap((code) => {
      const productId = packetIds.get(code);
      if (productId === undefined)
        throw new Error(`Office location ${l.slug} names an unknown packet ${code}`);
      return [{ locationId, productId }];
    });
  });
  const seededLocations = [...locationIds.values()];
  const seededPackets = [...packetIds.values()];
  if (seededLocations.length === 0 || seededPackets.length === 0) return;
  const keep = wanted.map((w) => sql`(${w.locationId}::integer, ${w.productId}::integer)`);
  await db
    .delete(officeLocationProducts)
    .where(
      and(
        inArray(officeLocationProducts.locationId, seededLocations),
        inArray(officeLocationProducts.productId, seededPackets),
        keep.length > 0
          ? sql`(${officeLocationProducts.locationId}, ${officeLocationProducts.productId}) not in (${sql.join(keep, sql`, `)})`
          : undefined,
      ),
    );
  if (wanted.length > 0) await db.insert(officeLocationProducts).values(wanted).onConflictDoNothing();
}

/**
 * The secretary of each seeded location, once the users are seeded (the demo secretary exists
 * outside production only). Set only where a location has none, so a secretary chosen later
 * stays; a user who does not exist or is disabled is not assigned.
 */
export async function seedOfficeSecretaries(db: TDatabase): Promise<void> {
  const emails = [
    ...new Set(SEED_OFFICE_LOCATIONS.flatMap((l) => (l.secretaryEmail ? [l.secretaryEmail] : []))),
  ];
  if (emails.length === 0) return;
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.isActive, true)));
  // One statement per secretary (one in the demo data) for all the locations they serve.
  for (const { id, email } of found) {
    const slugs = SEED_OFFICE_LOCATIONS.filter((l) => l.secretaryEmail === email).map((l) => l.slug);
    await db
      .update(officeLocations)
      .set({ secretaryId: id })
      .where(and(inArray(officeLocations.slug, slugs), isNull(officeLocations.secretaryId)));
  }
}
