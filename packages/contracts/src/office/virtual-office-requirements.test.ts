import { describe, expect, it } from 'vitest';
import { VIRTUAL_OFFICE_REQUIREMENTS, VIRTUAL_OFFICE_SOURCES } from './virtual-office-requirements.ts';

describe('virtual office requirements', () => {
  it('names a known source for every item, and every source is used', () => {
    const ids = new Set<string>(VIRTUAL_OFFICE_SOURCES.map((source) => source.id));
    const used = new Set<string>();
    for (const item of VIRTUAL_OFFICE_REQUIREMENTS) {
      expect(item.sources.length, item.id).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(ids.has(source), `${item.id} → ${source}`).toBe(true);
        used.add(source);
      }
    }
    expect([...used].sort()).toEqual([...ids].sort());
  });

  it('has every text in both languages, and unique ids', () => {
    for (const item of VIRTUAL_OFFICE_REQUIREMENTS) {
      for (const text of [item.title, item.detail]) {
        expect(text.tr.trim(), item.id).not.toBe('');
        expect(text.en.trim(), item.id).not.toBe('');
      }
    }
    const ids = VIRTUAL_OFFICE_REQUIREMENTS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
