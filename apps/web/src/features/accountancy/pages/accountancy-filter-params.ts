import { currentPeriod, PERIOD_PATTERN } from '@portal/contracts/documents/document-periods';
import { LEDGER_CATEGORIES, LEDGER_KINDS } from '@portal/contracts/ledger/ledger-categories';
import { DEFAULT_LEDGER_SORT, LEDGER_SORTS } from '@portal/contracts/ledger/ledger-schemas';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

/**
 * The program's state in the URL (`?period=2025-03&kind=expense&sort=-gross&page=2`): the month,
 * the list's filters, its order and page. Anything unreadable falls back to the default (this
 * month in Istanbul, everything, newest first).
 */
export function accountancyFilterSchema(now: Date = new Date()) {
  return z.object({
    period: z.string().regex(PERIOD_PATTERN).catch(currentPeriod(now)),
    kind: z.enum(['all', ...LEDGER_KINDS]).catch('all'),
    category: z.enum(['all', ...LEDGER_CATEGORIES]).catch('all'),
    paid: z.enum(['all', 'true', 'false']).catch('all'),
    sort: z.enum(LEDGER_SORTS).catch(DEFAULT_LEDGER_SORT),
    page: pageParam,
  });
}
