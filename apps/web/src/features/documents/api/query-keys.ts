/** The monthly documents' cache keys: a company's month, and the staff review queue. */
export const documentKeys = {
  all: ['monthly-documents'] as const,
  month: (accountId: number, period: string) => ['monthly-documents', accountId, period] as const,
  queue: (page: number, accountId?: number) =>
    ['monthly-documents', 'review-queue', accountId ?? 'all', page] as const,
};

/**
 * Which company's vault and requests (issue 33), and how the server is asked for them: `all=1`
 * for staff who see every company, nothing for its customers and the staff serving it.
 */
export type { TCompanyTarget } from '../../../domains/session/company-target.ts';

/** The vault's and the requests' cache keys, one company each. */
export const companyDocumentKeys = {
  vault: (accountId: number) => ['company-documents', accountId] as const,
  requests: (accountId: number) => ['document-requests', accountId] as const,
};
