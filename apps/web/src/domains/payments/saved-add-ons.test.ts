import { describe, expect, it } from 'vitest';
import { savedAddOnIds } from './saved-add-ons.ts';

describe('savedAddOnIds', () => {
  it('reads the ids separated by commas, once each, skipping blanks', () => {
    expect(savedAddOnIds('12,15')).toEqual([12, 15]);
    expect(savedAddOnIds(' 4, 5,,4 ')).toEqual([4, 5]);
    expect(savedAddOnIds('7')).toEqual([7]);
  });

  it('reads nothing from an empty or missing value, and leaves out what is no id', () => {
    expect(savedAddOnIds(undefined)).toEqual([]);
    expect(savedAddOnIds('')).toEqual([]);
    expect(savedAddOnIds('abc,0,-3,4.5')).toEqual([]);
  });
});
