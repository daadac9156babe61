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
    return (
      fields
        // A field on one side only that is null on the other is no change ("— → —").
        .filter((field) => !same(from[field] ?? null, to[field] ?? null))
        .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }))
    );
  }
  return same(before, after) ? [] : [{ field: '', before: before ?? null, after: after ?? null }];
}

/**
 * Fields that say what an entry is about (a return's kind and period, a closed month, a product
 * line): written the same in `before` and `after`, they are no change, but the entry reads as
 * nothing without them ("Status: Preparing → Filed" of which return?).
 */
const SUBJECT_FIELDS = ['kind', 'period', 'line'] as const;

/** The subject fields an entry kept unchanged, in SUBJECT_FIELDS' order, with their value. */
export function auditSubject(before: unknown, after: unknown): { field: string; value: unknown }[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return SUBJECT_FIELDS.filter(
    (field) => field in before && field in after && same(before[field], after[field]),
  ).map((field) => ({ field, value: after[field] }));
}

/** What a value reads with in the reader's language; the component hands these to `auditValueText`. */
export type TAuditText = {
  /** Nothing: null, '' or an empty list. */
  missing: string;
  yes: string;
  no: string;
  /** A field's label: a record reads as "label: value" pairs, a `{key, value}` record as "key: value". */
  label: (field: string) => string;
  /** An ISO moment ("2026-01-06T09:00:00.000Z") and a calendar date ("2026-01-06"). */
  moment: (iso: string) => string;
  day: (date: string) => string;
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A snapshot value as a person reads it: a reference (`{id, name}`, an advisor) by its name, a
 * `{key, value}` record as "key: value", other records as "label: value" pairs, a list as its
 * items, yes/no, dates in the reader's language; '—' for nothing.
 */
export function auditValueText(value: unknown, text: TAuditText): string {
  return valueText(value, text, false);
}

/** `nested`: inside a list or a record, where a record's or a list's own ", " needs brackets. */
function valueText(value: unknown, text: TAuditText, nested: boolean): string {
  if (value === null || value === undefined || value === '') return text.missing;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value)) return text.moment(value);
    if (ISO_DAY.test(value)) return text.day(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return text.missing;
    return joined(
      value.map((item) => valueText(item, text, true)),
      nested,
    );
  }
  if (isRecord(value)) {
    // Only a bare reference reads as its name: a person to put calls through to also has a phone
    // and a note, and a change of those must show.
    if (typeof value.name === 'string' && Object.keys(value).every((key) => key === 'id' || key === 'name')) {
      return value.name;
    }
    if (typeof value.key === 'string' && 'value' in value) {
      return `${text.label(value.key)}: ${valueText(value.value, text, true)}`;
    }
    const pairs = Object.entries(value).map(
      ([field, fieldValue]) => `${text.label(field)}: ${valueText(fieldValue, text, true)}`,
    );
    return pairs.length === 0 ? text.missing : joined(pairs, nested);
  }
  return String(value);
}

function joined(parts: string[], nested: boolean): string {
  const text = parts.join(', ');
  return nested && parts.length > 1 ? `(${text})` : text;
}
