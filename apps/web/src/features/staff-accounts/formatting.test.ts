import { describe, expect, it } from 'vitest';
import { formatDay } from './formatting.ts';

describe('formatDay', () => {
  it('writes a calendar date as the reader writes it, the same day in Istanbul', () => {
    expect(formatDay('1990-05-17', 'tr')).toBe('17 Mayıs 1990');
    expect(formatDay('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('leaves a text that is not a date as it came', () => {
    expect(formatDay('2026-13-45', 'tr')).toBe('2026-13-45');
  });
});
