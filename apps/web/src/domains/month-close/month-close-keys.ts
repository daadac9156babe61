/**
 * The month-close cache keys (issue 33): the staff board's pages and one company's month. A move on
 * the board or the customer's "complete" refreshes everything under `all`.
 */
export const monthCloseKeys = {
  all: ['month-close'] as const,
  board: (filters: Readonly<Record<string, unknown>>) => ['month-close', 'board', filters] as const,
  month: (accountId: number, period: string) => ['month-close', 'month', accountId, period] as const,
};
