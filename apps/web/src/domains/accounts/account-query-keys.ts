/** The customer's own company cache keys; a payment or an upload invalidates below `all`. */
export const accountKeys = {
  all: ['accounts'] as const,
  detail: (id: number) => ['accounts', id] as const,
  documents: (id: number) => ['accounts', id, 'documents'] as const,
  subscriptions: (id: number) => ['accounts', id, 'subscriptions'] as const,
  /** The dashboard's "needs your action" and timeline. */
  actions: (id: number) => ['accounts', id, 'actions'] as const,
  timeline: (id: number) => ['accounts', id, 'timeline'] as const,
};

/** Invoices of every company the caller sees; a payment adds one. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  page: (page: number) => ['invoices', page] as const,
  one: (id: number) => ['invoices', 'one', id] as const,
};
