import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject, auditValueText, type TAuditText } from './audit-changes.ts';

describe('audit changes', () => {
  it('lists only the fields whose value changed', () => {
    expect(auditChanges({ status: 3, name: 'Acme' }, { status: 4, name: 'Acme' })).toEqual([
      { field: 'status', before: 3, after: 4 },
    ]);
  });

  it('takes a field missing on one side and null on the other for no change', () => {
    expect(auditChanges({ status: 3, line: 1 }, { status: 4, reason: null, line: 1 })).toEqual([
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
});

describe('audit subject', () => {
  it('keeps the unchanged fields that say what the entry is about, in a fixed order', () => {
    expect(
      auditSubject(
        { period: '2026-10', kind: 'kdv', status: 'preparing', due_date: '2026-11-26' },
        { period: '2026-10', kind: 'kdv', status: 'filed', due_date: '2026-11-26' },
      ),
    ).toEqual([
      { field: 'kind', value: 'kdv' },
      { field: 'period', value: '2026-10' },
    ]);
  });

  it('leaves out a subject field that changed or is on one side only, and whole values', () => {
    expect(auditSubject({ line: 1, status: 3 }, { line: 2, status: 4 })).toEqual([]);
    expect(auditSubject(null, { kind: 'kdv', period: '2026-10' })).toEqual([]);
    expect(auditSubject({ period: '2026-10' }, { closed: true })).toEqual([]);
    expect(auditSubject(['a'], ['a'])).toEqual([]);
  });
});

/** Labels and formats that show which rule made the text. */
const TEXT: TAuditText = {
  missing: '—',
  yes: 'Evet',
  no: 'Hayır',
  label: (field) => `<${field}>`,
  moment: (iso) => `moment ${iso}`,
  day: (date) => `day ${date}`,
};
const text = (value: unknown) => auditValueText(value, TEXT);

describe('audit value text', () => {
  it('writes nothing, an empty text and an empty list as the missing dash', () => {
    expect(text(null)).toBe('—');
    expect(text(undefined)).toBe('—');
    expect(text('')).toBe('—');
    expect(text([])).toBe('—');
  });

  it('writes texts and numbers as they are, and booleans as yes or no', () => {
    expect(text('Vergi levhası okunmuyor.')).toBe('Vergi levhası okunmuyor.');
    expect(text(125_000)).toBe('125000');
    expect(text(true)).toBe('Evet');
    expect(text(false)).toBe('Hayır');
  });

  it('formats an ISO moment and a calendar date, and leaves a month as it is', () => {
    expect(text('2026-11-30T21:00:00.000Z')).toBe('moment 2026-11-30T21:00:00.000Z');
    expect(text('2026-12-15')).toBe('day 2026-12-15');
    expect(text('2026-10')).toBe('2026-10');
  });

  it('writes a reference by its name, not as JSON', () => {
    expect(text({ id: 2, name: 'Mehmet Demir' })).toBe('Mehmet Demir');
  });

  it('writes a {key, value} record as "key: value" with the key labelled', () => {
    expect(text({ key: 'tax_office', value: 'Kadıköy' })).toBe('<tax_office>: Kadıköy');
    expect(
      text([
        { key: 'city', value: 'İstanbul' },
        { key: 'birthDate', value: '1990-05-17' },
      ]),
    ).toBe('<city>: İstanbul, <birthDate>: day 1990-05-17');
  });

  it('writes other records as labelled pairs, a name beside other fields included', () => {
    expect(text({ pay: true, manage_team: false })).toBe('<pay>: Evet, <manage_team>: Hayır');
    expect(text({ name: 'Ali', phone: '+905321112233', note: '' })).toBe(
      '<name>: Ali, <phone>: +905321112233, <note>: —',
    );
    expect(text({})).toBe('—');
  });

  it('writes a list as its items, a record inside another value in brackets', () => {
    expect(text(['show roles', 'show users all'])).toBe('show roles, show users all');
    expect(text([{ name: 'Ali', phone: '+905321112233' }])).toBe('(<name>: Ali, <phone>: +905321112233)');
    expect(text({ mon: { open: '09:00', close: '18:00' }, sun: null })).toBe(
      '<mon>: (<open>: 09:00, <close>: 18:00), <sun>: —',
    );
  });
});
