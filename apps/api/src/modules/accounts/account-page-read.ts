import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { jsonRows } from '../../plugins/db/json-rows.ts';
import { preparedQuery } from '../../plugins/db/prepared-queries.ts';
import { linesSelect } from './account-lines-service.ts';
import { heldProductsSelect } from './held-products-service.ts';
import { informationsSelect, latestStatusChangeSelect, membersSelect } from './repository.ts';

/*
 * What the company's page (GET accounts/{id}) reads besides the company's row: its information
 * values, held products, people, latest status change and lines, in one round trip. The page is
 * read again after every write to the company (a rename drops it), so its five lists were five of
 * the queries a busy company costs.
 */

const accountPageQuery = preparedQuery((db) => {
  const accountId = sql.placeholder('accountId');
  return db
    .select({
      informations: jsonRows(informationsSelect(db, accountId)),
      products: jsonRows(heldProductsSelect(db, accountId, sql.placeholder('languageId'))),
      members: jsonRows(membersSelect(db, accountId)),
      latestChanges: jsonRows(latestStatusChangeSelect(db, accountId)),
      lines: jsonRows(linesSelect(db, accountId)),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .prepare('account_page');
});

export type TAccountPageReads = Awaited<ReturnType<ReturnType<typeof accountPageQuery>['execute']>>[number];

/** The page's lists of a company the caller reached (its row exists); null if it went meanwhile. */
export async function readAccountPage(
  db: TDatabase,
  accountId: number,
  language: TLanguage,
): Promise<TAccountPageReads | null> {
  const [row] = await accountPageQuery(db).execute({ accountId, languageId: LANGUAGE_IDS[language] });
  return row ?? null;
}
