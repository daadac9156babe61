import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { istanbulWallClockToIso } from '@portal/contracts/common/istanbul-wall-clock';
import { calendarDaysBetween } from '@portal/contracts/documents/document-periods';
import type { FastifyInstance } from 'fastify';
import { officeAllowanceOf, recordOfficeUsage } from '../office-usage/service.ts';
import { findStoredItems, markStorageNoticed } from './repository.ts';

/*
 * Storage (issue 35): each office packet keeps an item free for some days (its allowance's
 * `storage_days`); each Istanbul day an item stays past them is a storage day, charged per the
 * price list with the next renewal. The daily job counts them; the item shows the day its free
 * storage ends, so the customer can act before.
 */

/** The last free day of an item received at `receivedAt` (Istanbul dates). */
export const freeStorageUntil = (receivedAt: Date, freeDays: number): string =>
  addCalendarDays(todayInIstanbul(receivedAt), freeDays);

/**
 * Counts each day past the free ones for every item still at the office, once per item and day
 * (a usage row's source names both), and marks when an item first went past them. Running it
 * twice on a day changes nothing.
 */
export async function countStorageDays(app: Pick<FastifyInstance, 'db' | 'now'>): Promise<number> {
  const now = app.now();
  const today = todayInIstanbul(now);
  const items = await findStoredItems(app.db, now);
  const freeDaysOf = new Map<number, number>();
  let counted = 0;
  for (const item of items) {
    let freeDays = freeDaysOf.get(item.accountId);
    if (freeDays === undefined) {
      freeDays = (await officeAllowanceOf(app.db, item.accountId)).storage_days;
      freeDaysOf.set(item.accountId, freeDays);
    }
    const lastFree = freeStorageUntil(item.receivedAt, freeDays);
    const pastDays = calendarDaysBetween(lastFree, today);
    if (pastDays <= 0) continue;
    if (!item.storageNoticeAt) await markStorageNoticed(app.db, item.id, now);
    // Every day past the free ones, in one statement; the days counted before are kept as they are.
    const days = Array.from({ length: pastDays }, (_, index) => addCalendarDays(lastFree, index + 1));
    await recordOfficeUsage(
      app.db,
      days.map((date) => ({
        accountId: item.accountId,
        kind: 'storage_day' as const,
        source: `shipment:${item.id}:${date}`,
        at: new Date(istanbulWallClockToIso(`${date}T12:00`) ?? now),
      })),
    );
    counted += pastDays;
  }
  return counted;
}
