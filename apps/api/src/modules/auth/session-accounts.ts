import type { ZSessionAccount } from '@portal/contracts/auth/auth-schemas';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountInformations, accounts } from '../../db/schema/accounts.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { attachedAccountIds } from '../../plugins/account-attachment.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/**
 * The companies (accounts) a user belongs to, sent with the session, with what the browser needs
 * to send a customer to the right wizard step after sign-in: one query.
 */
export async function findSessionAccounts(
  db: TDatabase,
  userId: number,
): Promise<z.infer<typeof ZSessionAccount>[]> {
  const saved = (key: string) =>
    db
      .select({ value: accountInformations.value })
      .from(accountInformations)
      .where(and(eq(accountInformations.accountId, accounts.id), eq(accountInformations.key, key)));
  const heldProducts = db
    .select({ one: sql`1` })
    .from(accountProducts)
    .where(and(eq(accountProducts.accountId, accounts.id), isNull(accountProducts.removedAt)));
  const officeProducts = db
    .select({ one: sql`1` })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(
      and(
        eq(accountProducts.accountId, accounts.id),
        isNull(accountProducts.removedAt),
        eq(products.brandId, OFFICE_LINE.id),
      ),
    );
  const mine = attachedAccountIds(db, userId);
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      status: accounts.status,
      step: sql<string | null>`(${saved('step')})`,
      has_products: sql<boolean>`exists (${heldProducts})`,
      office_step: sql<string | null>`(${saved('office_step')})`,
      has_office_products: sql<boolean>`exists (${officeProducts})`,
    })
    .from(mine)
    .innerJoin(accounts, eq(accounts.id, mine.accountId))
    .where(isNull(accounts.deletedAt))
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
}
