import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import type { TOfficeContractTerms } from '@portal/contracts/office/office-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { accountInformations, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { officeContracts } from '../../db/schema/office-contracts.ts';
import { officeLocations, officeLocationTranslations } from '../../db/schema/office-locations.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TContractRow = {
  number: string;
  terms: TOfficeContractTerms;
  createdAt: Date;
  acceptedAt: Date | null;
  acceptedIp: string | null;
  acceptedBy: { id: number; name: string } | null;
};

export async function findContract(db: TDatabase, accountId: number): Promise<TContractRow | null> {
  const [row] = await db
    .select({
      number: officeContracts.number,
      terms: officeContracts.terms,
      createdAt: officeContracts.createdAt,
      acceptedAt: officeContracts.acceptedAt,
      acceptedIp: officeContracts.acceptedIp,
      acceptedById: officeContracts.acceptedBy,
      acceptedByName: users.name,
    })
    .from(officeContracts)
    .leftJoin(users, eq(users.id, officeContracts.acceptedBy))
    .where(eq(officeContracts.accountId, accountId));
  if (!row) return null;
  const { acceptedById, acceptedByName, ...contract } = row;
  return {
    ...contract,
    acceptedBy:
      acceptedById !== null && acceptedByName !== null ? { id: acceptedById, name: acceptedByName } : null,
  };
}

/**
 * Keeps the company's contract unless it has one already: two first requests at once produce one
 * contract (the unique account), and both then read it.
 */
export async function insertContract(
  db: TDatabase,
  contract: { accountId: number; number: string; terms: TOfficeContractTerms; createdAt: Date },
): Promise<void> {
  await db
    .insert(officeContracts)
    .values(contract)
    .onConflictDoNothing({ target: officeContracts.accountId });
}

/** Records the acceptance once: a contract accepted already keeps its first acceptance. */
export async function markAccepted(
  db: TDatabase,
  accountId: number,
  acceptance: { at: Date; ip: string; userId: number },
): Promise<void> {
  await db
    .update(officeContracts)
    .set({ acceptedAt: acceptance.at, acceptedIp: acceptance.ip, acceptedBy: acceptance.userId })
    .where(and(eq(officeContracts.accountId, accountId), isNull(officeContracts.acceptedAt)));
}

/** The company's saved answers the contract reads (its office, tax identity and address). */
export async function findInformations(
  db: TDatabase,
  accountId: number,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: accountInformations.key, value: accountInformations.value })
    .from(accountInformations)
    .where(and(eq(accountInformations.accountId, accountId), inArray(accountInformations.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The office a contract names, in Turkish (the contract's language), even if no longer offered. */
export async function findOfficeInTurkish(
  db: TDatabase,
  locationId: number,
): Promise<{ id: number; name: string; address: string; district: string; city: string } | null> {
  const [row] = await db
    .select({
      id: officeLocations.id,
      name: officeLocationTranslations.name,
      address: officeLocationTranslations.address,
      district: officeLocationTranslations.district,
      city: officeLocationTranslations.city,
    })
    .from(officeLocations)
    .innerJoin(
      officeLocationTranslations,
      and(
        eq(officeLocationTranslations.locationId, officeLocations.id),
        eq(officeLocationTranslations.languageId, LANGUAGE_IDS.tr),
      ),
    )
    .where(eq(officeLocations.id, locationId));
  return row ?? null;
}

/** The company's representative: its first owner among its customers. */
export async function findFirstOwnerName(db: TDatabase, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.memberRole, 'owner')))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId))
    .limit(1);
  return row?.name ?? null;
}
