import { describe, expect, it } from 'vitest';
import { deliveryProfile, lastEArsivCancelDay } from './e-invoice-delivery.ts';

describe('deliveryProfile', () => {
  it('sends e-Arşiv as EARSIVFATURA, whatever the invoice states', () => {
    expect(deliveryProfile('e_arsiv', { type: 'SATIS', profile: 'TICARIFATURA' })).toBe('EARSIVFATURA');
    expect(deliveryProfile('e_arsiv', { type: 'IADE', profile: 'EARSIVFATURA' })).toBe('EARSIVFATURA');
  });

  it("sends an e-Fatura under the invoice's own profile, TEMELFATURA when it names e-Arşiv", () => {
    expect(deliveryProfile('e_fatura', { type: 'TEVKIFAT', profile: 'TICARIFATURA' })).toBe('TICARIFATURA');
    expect(deliveryProfile('e_fatura', { type: 'SATIS', profile: 'TEMELFATURA' })).toBe('TEMELFATURA');
    expect(deliveryProfile('e_fatura', { type: 'SATIS', profile: 'EARSIVFATURA' })).toBe('TEMELFATURA');
  });

  it('sends a return invoice as TEMELFATURA, never TICARIFATURA', () => {
    expect(deliveryProfile('e_fatura', { type: 'IADE', profile: 'TICARIFATURA' })).toBe('TEMELFATURA');
  });
});

describe('lastEArsivCancelDay', () => {
  it('is the eighth day after the day it was sent, across a month and a year', () => {
    expect(lastEArsivCancelDay('2026-11-16')).toBe('2026-11-24');
    expect(lastEArsivCancelDay('2026-12-28')).toBe('2027-01-05');
  });
});
