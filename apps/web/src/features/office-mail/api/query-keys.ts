/** The office mail's cache keys: a company's items, the operator queue, the company finder. */
export const officeMailKeys = {
  all: ['office-mail'] as const,
  shipments: (accountId: number) => ['office-mail', 'shipments', accountId] as const,
  queue: ['office-mail', 'queue'] as const,
};
