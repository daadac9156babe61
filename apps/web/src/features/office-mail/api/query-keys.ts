/** The office mail's cache keys: a company's items, the operator queue, the company finder. */
export const officeMailKeys = {
  all: ['office-mail'] as const,
  shipments: (accountId: number) => ['office-mail', 'shipments', accountId] as const,
  queue: ['office-mail', 'queue'] as const,
  /** The company's standing instructions (issue 35): rules, forwarding addresses, authorised recipients. */
  rules: (accountId: number) => ['office-mail', 'rules', accountId] as const,
  addresses: (accountId: number) => ['office-mail', 'addresses', accountId] as const,
  recipients: (accountId: number) => ['office-mail', 'recipients', accountId] as const,
};
