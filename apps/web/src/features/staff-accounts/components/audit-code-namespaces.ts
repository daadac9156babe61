/**
 * The namespaces the audit log's stored codes have their labels in (`AUDIT_CODE_LABELS` of
 * audit-fields.ts): loaded with the company page. A module of its own, so the router, which
 * every page loads, does not carry the audit log's field list.
 */
export const AUDIT_CODE_NAMESPACES = [
  'payments',
  'taxReturns',
  'team',
  'monthClose',
  'invoicing',
  'officeMail',
  'officeCalls',
  'documents',
  'messages',
] as const;
