import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { languages } from './languages.ts';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Permission names are data; the code checks the names in `PERMISSIONS` (contracts). */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index().on(t.permissionId)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Stored lower-case so the unique index is case-insensitive without a functional index. */
    email: varchar('email', { length: 190 }).notNull().unique(),
    /** E.164: a Turkish mobile as +90 and ten digits (spec), another country's with its code (issue 36). */
    phone: varchar('phone', { length: 16 }),
    passwordHash: text('password_hash').notNull(),
    languageId: smallint('language_id')
      .notNull()
      .default(1)
      .references(() => languages.id),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** A key of the storage interface (`avatars/<generated>.png`), never a path from the client. */
    avatarKey: varchar('avatar_key', { length: 200 }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The person asked to close the account (KVKK, issue 16): a job erases or anonymises what the
     * law does not require to keep 30 days later; until then the person may take it back.
     */
    closeRequestedAt: timestamp('close_requested_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // The people lists are sorted by name.
    index().on(t.name, t.id),
    // Search by any part of the name or e-mail: trigram indexes (pg_trgm).
    index('users_name_trgm_index').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_index').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_phone_format', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/** A user's first role (lowest position) is their role; the spec reads `roles[0].name`. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index().on(t.roleId)],
);
