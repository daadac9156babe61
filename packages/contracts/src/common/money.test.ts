import { describe, expect, it } from 'vitest';
import { MIN_OWNER_SSI_PREMIUM_KURUS } from './limits.ts';
import { formatKurus } from './money.ts';

describe('formatKurus', () => {
  it('writes money the Turkish way, with the lira sign', () => {
    expect(formatKurus(MIN_OWNER_SSI_PREMIUM_KURUS)).toBe('₺1.055,36');
    expect(formatKurus(249_900)).toBe('₺2.499');
  });

  it('writes English amounts with English separators', () => {
    expect(formatKurus(MIN_OWNER_SSI_PREMIUM_KURUS, 'en')).toMatch(/1,055\.36/);
  });
});
