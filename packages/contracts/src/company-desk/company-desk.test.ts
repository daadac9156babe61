import { describe, expect, it } from 'vitest';
import { expectedApprovalDate } from './company-desk.ts';

describe('expectedApprovalDate', () => {
  it('counts three working days after the submission', () => {
    // Tuesday 24 November 2026 → Friday 27 November.
    expect(expectedApprovalDate('2026-11-24')).toBe('2026-11-27');
  });

  it('skips the weekend', () => {
    // Thursday 26 November 2026 → Fri 27, Mon 30, Tue 1 December.
    expect(expectedApprovalDate('2026-11-26')).toBe('2026-12-01');
  });

  it('skips official holidays: Kurban Bayramı 2026 (27-30 May)', () => {
    // Monday 25 May 2026: Tue 26 (arife, a half day, counts), then the holiday to Saturday 30, Mon 1 and Tue 2 June.
    expect(expectedApprovalDate('2026-05-25')).toBe('2026-06-02');
  });
});
