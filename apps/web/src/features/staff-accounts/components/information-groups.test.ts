import { ACCOUNT_INFORMATION_KEYS } from '@portal/contracts/accounts/information-keys';
import { describe, expect, it } from 'vitest';
import {
  displayInformationValue,
  HIDDEN_INFORMATION_KEYS,
  INFORMATION_GROUPS,
} from './information-groups.ts';

describe('information groups', () => {
  it('shows every information key once, except the wizard progress', () => {
    const shown = INFORMATION_GROUPS.flatMap((group) => [...group.keys]);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown, ...HIDDEN_INFORMATION_KEYS].sort()).toEqual([...ACCOUNT_INFORMATION_KEYS].sort());
  });

  it('shows a dash for a missing value and a saved list joined with commas', () => {
    expect(displayInformationValue(undefined)).toBe('—');
    expect(displayInformationValue('  ')).toBe('—');
    expect(displayInformationValue('["Marka tescili","Web sitesi"]')).toBe('Marka tescili, Web sitesi');
    expect(displayInformationValue('[not json')).toBe('[not json');
  });
});
