import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-changes.ts';

describe('audit changes', () => {
  it('lists only the fields whose value changed', () => {
    expect(auditChanges({ status: 3, name: 'Acme' }, { status: 4, name: 'Acme' })).toEqual([
      { field: 'status', before: 3, after: 4 },
    ]);
  });

  it('shows every field of a record created or deleted', () => {
    expect(auditChanges(null, { advisor_id: 5 })).toEqual([{ field: 'advisor_id', before: null, after: 5 }]);
    expect(auditChanges({ advisor_id: 5 }, null)).toEqual([{ field: 'advisor_id', before: 5, after: null }]);
  });

  it('compares whole values that are not records', () => {
    expect(auditChanges(['a'], ['a', 'b'])).toEqual([{ field: '', before: ['a'], after: ['a', 'b'] }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('writes values as text', () => {
    expect(auditValueText(null, '—')).toBe('—');
    expect(auditValueText(true, '—')).toBe('true');
    expect(auditValueText(['show roles'], '—')).toBe('["show roles"]');
  });
});
