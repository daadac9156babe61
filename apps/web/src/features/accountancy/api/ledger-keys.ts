/** Which company the program shows, and how the server is asked for it (`all=1` for staff who see every company). */
export type { TCompanyTarget as TLedgerTarget } from '../../../domains/session/company-target.ts';

/** The program's cache keys: everything of one company under `['ledger', id]`, so a change reloads it all. */
export const ledgerKeys = {
  account: (accountId: number) => ['ledger', accountId] as const,
  entries: (accountId: number, filter: unknown) => ['ledger', accountId, 'entries', filter] as const,
  summary: (accountId: number, from: string, to: string) =>
    ['ledger', accountId, 'summary', from, to] as const,
  documents: (accountId: number, period: string) => ['ledger', accountId, 'documents', period] as const,
};
