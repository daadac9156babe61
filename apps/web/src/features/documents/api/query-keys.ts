/** The monthly documents' cache keys: a company's month, and the staff review queue. */
export const documentKeys = {
  all: ['monthly-documents'] as const,
  month: (accountId: number, period: string) => ['monthly-documents', accountId, period] as const,
  queue: (page: number) => ['monthly-documents', 'review-queue', page] as const,
};
