/** One field of an audited record that an action changed. `field` is '' for a whole value. */
export type TAuditChange = { field: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What an audit entry changed, field by field, from its `before` and `after` snapshots (either
 * may be null: a record created or deleted). Fields that kept their value are left out.
 */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  const empty = (value: unknown) => value === null || value === undefined;
  if (
    (isRecord(before) || empty(before)) &&
    (isRecord(after) || empty(after)) &&
    !(empty(before) && empty(after))
  ) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields
      .filter((field) => !same(from[field], to[field]))
      .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
  }
  return same(before, after) ? [] : [{ field: '', before: before ?? null, after: after ?? null }];
}

/** A snapshot value as text: '—' for nothing, JSON for lists and records. */
export function auditValueText(value: unknown, missing: string): string {
  if (value === null || value === undefined || value === '') return missing;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
