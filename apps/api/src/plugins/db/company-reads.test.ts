import { describe, expect, it } from 'vitest';
import { readingReach, readingShownNames } from './company-reads.ts';
import { type TTablesRead, tablesRead } from './tables-read.ts';

/** What `work` read, as the answer cache sees it (the app's tracker, configured here as a server's). */
async function readBy(work: () => Promise<unknown>): Promise<string[]> {
  const read: TTablesRead = { tables: new Set(), keepable: true };
  await tablesRead.runWith(read, work);
  return [...read.tables].sort();
}

const listQuery =
  'select "accounts"."id", "accounts"."name" from "accounts" inner join "account_lines" on true';

describe('a query of companies that reads less than their whole rows', () => {
  tablesRead.configure(
    [
      { name: 'accounts', announced: true, byCompany: true },
      { name: 'account_lines', announced: true, byCompany: true },
    ],
    [],
  );

  it('reads only their reach when it reads no name', async () => {
    expect(await readBy(() => readingReach(async () => tablesRead.noteQuery(listQuery)))).toEqual([
      'account_lines',
      'account_reach',
    ]);
  });

  it("reads the names of the companies it shows, or every company's when it cannot say", async () => {
    const shown = (ids: number[] | null) =>
      readBy(() =>
        readingShownNames(
          async () => {
            tablesRead.noteQuery(listQuery);
            return ids;
          },
          (found) => found,
        ),
      );
    expect(await shown([3, 5])).toEqual(['account_lines', 'account_reach', 'accounts:3', 'accounts:5']);
    expect(await shown([])).toEqual(['account_lines', 'account_reach']);
    expect(await shown(null)).toEqual(['account_lines', 'account_reach', 'accounts']);
  });
});
