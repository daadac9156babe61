import type { TDatabase } from '../../plugins/db/database.ts';
import { seedOfficeSecretaries, seedReferenceData } from './seed-reference-data.ts';
import { disableDemoUsers, seedAdminUser, seedDemoUsers } from './seed-users.ts';

export type TSeedOptions = {
  /** Demo users for each role everywhere but production; in production existing ones are disabled. */
  demoUsers: boolean;
  /** ADMIN_EMAIL/ADMIN_PASSWORD, when both are set. */
  admin: { email: string; password: string } | null;
};

/** Runs at every start, after the migrations; idempotent, in one transaction. */
export async function seedDatabase(db: TDatabase, options: TSeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (options.demoUsers) await seedDemoUsers(tx);
    else await disableDemoUsers(tx);
    if (options.admin) await seedAdminUser(tx, options.admin);
    // After the users: a location's secretary is a user (the demo one outside production).
    await seedOfficeSecretaries(tx);
  });
}
