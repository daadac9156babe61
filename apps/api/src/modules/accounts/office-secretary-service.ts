import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { and, eq, sql } from 'drizzle-orm';
import { accountInformations, accountStaff } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { officeLocations } from '../../db/schema/office-locations.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/**
 * The secretary of the office a company chose (`virtual_office_id`) answers its line and its mail:
 * once its office packet is paid, that secretary serves the company's office line, unless someone
 * already serves it (an admin may name another on the company's page). Answers whether one joined.
 */
export async function attachOfficeSecretary(db: TDatabase, accountId: number): Promise<boolean> {
  const [office] = await db
    .select({ secretaryId: officeLocations.secretaryId })
    .from(accountInformations)
    .innerJoin(officeLocations, sql`${officeLocations.id}::text = ${accountInformations.value}`)
    .innerJoin(users, and(eq(users.id, officeLocations.secretaryId), eq(users.isActive, true)))
    .where(
      and(eq(accountInformations.accountId, accountId), eq(accountInformations.key, 'virtual_office_id')),
    );
  if (!office?.secretaryId) return false;
  const [served] = await db
    .select({ userId: accountStaff.userId })
    .from(accountStaff)
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.line, OFFICE_LINE.id)))
    .limit(1);
  if (served) return false;
  const joined = await db
    .insert(accountStaff)
    .values({ accountId, userId: office.secretaryId, line: OFFICE_LINE.id })
    .onConflictDoNothing()
    .returning({ userId: accountStaff.userId });
  return joined.length > 0;
}
