import type { TRole } from '@portal/contracts/auth/roles';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../plugins/auth/password.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { roles, userRoles, users } from '../schema/auth.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './data/demo-users.ts';

async function roleId(db: TDatabase, role: TRole): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  if (!row) throw new Error(`Role "${role}" is missing: seed the reference data first`);
  return row.id;
}

/** Makes `role` the user's first role (the one the app reads), keeping any others after it. */
async function makeFirstRole(db: TDatabase, userId: number, role: TRole): Promise<void> {
  const id = await roleId(db, role);
  await db
    .update(userRoles)
    .set({ position: sql`${userRoles.position} + 1` })
    .where(and(eq(userRoles.userId, userId), ne(userRoles.roleId, id)));
  await db
    .insert(userRoles)
    .values({ userId, roleId: id, position: 0 })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.roleId], set: { position: 0 } });
}

/**
 * One demo user per role, outside production. An existing demo user is left alone: no
 * re-hashing at every start, and a password changed while trying the app stays changed.
 */
export async function seedDemoUsers(db: TDatabase): Promise<void> {
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email));
  if (missing.length === 0) return;
  // One hash for all of them: they share the documented password, and start-up stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  for (const user of missing) {
    const [created] = await db
      .insert(users)
      .values({
        name: user.name,
        email: user.email,
        phone: user.phone,
        passwordHash,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) await makeFirstRole(db, created.id, user.role);
  }
}

/**
 * In production: demo users left from a trial run (their password is in the README) can no
 * longer sign in; their tokens stop working too, since a token needs an active user.
 */
export async function disableDemoUsers(db: TDatabase): Promise<number> {
  const emails = DEMO_USERS.map((user) => user.email);
  const disabled = await db
    .update(users)
    .set({ isActive: false })
    .where(and(inArray(users.email, emails), eq(users.isActive, true)))
    .returning({ id: users.id });
  return disabled.length;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: creates the admin, or updates the existing user with that e-mail
 * (any case) so it is active, has admin as its first role and signs in with ADMIN_PASSWORD.
 * The hash only changes when the password does.
 */
export async function seedAdminUser(
  db: TDatabase,
  admin: { email: string; password: string },
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const [found] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  let userId: number;
  if (found) {
    userId = found.id;
    const samePassword = await verifyPassword(found.passwordHash, admin.password);
    await db
      .update(users)
      .set({ isActive: true, ...(samePassword ? {} : { passwordHash: await hashPassword(admin.password) }) })
      .where(eq(users.id, userId));
  } else {
    const [created] = await db
      .insert(users)
      .values({
        name: 'Admin',
        email,
        passwordHash: await hashPassword(admin.password),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error('Could not create the admin user');
    userId = created.id;
  }
  await makeFirstRole(db, userId, 'admin');
}
