import { currentPeriod, PERIOD_PATTERN, shiftPeriod } from '@portal/contracts/documents/document-periods';
import { MONTH_CLOSE_STATES } from '@portal/contracts/month-close/month-close';
import { z } from 'zod';
import { pageParam } from '../../../components/data/use-url-filters.ts';

/** The month being closed: the previous one in Istanbul. */
const closingPeriod = (now: Date): string => shiftPeriod(currentPeriod(now), -1);

/**
 * The board's state in the URL (`?period=2026-10&state=booked&advisor=12&page=2`). Anything
 * unreadable falls back to the default: the month being closed, every state, every advisor.
 */
export function monthCloseFilterSchema(now: Date = new Date()) {
  return z.object({
    period: z.string().regex(PERIOD_PATTERN).catch(closingPeriod(now)),
    state: z.enum(['all', ...MONTH_CLOSE_STATES]).catch('all'),
    advisor: z.union([z.literal('all'), z.coerce.number().int().min(1)]).catch('all'),
    page: pageParam,
  });
}
