import { describe, expect, it } from 'vitest';
import { forwardingAddressText, ZOfficeRulesRequest } from './office-rules.ts';

const ADDRESS = {
  recipient: 'Deniz Kuzey',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighbourhood: 'Caferağa',
  street: 'Moda Cad. No: 12',
  postal_code: '34710',
};

describe('forwardingAddressText', () => {
  it('writes the address on one line, naming the mahalle once', () => {
    expect(forwardingAddressText(ADDRESS)).toBe(
      'Deniz Kuzey, Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul',
    );
    // The place data names neighbourhoods with their "Mah" already.
    expect(forwardingAddressText({ ...ADDRESS, neighbourhood: 'Caferağa Mah', postal_code: '' })).toBe(
      'Deniz Kuzey, Caferağa Mah Moda Cad. No: 12, Kadıköy/İstanbul',
    );
  });
});

describe('ZOfficeRulesRequest', () => {
  it('needs an address to forward to, and never scans a parcel', () => {
    const parsed = ZOfficeRulesRequest.safeParse({
      rules: [
        { kind: 'parcel', action: 'forward' },
        { kind: 'parcel', action: 'scan' },
        { kind: null, action: 'scan' },
      ],
      forwarding_weekday: 5,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rules.0.forwarding_address_id', 'office.rules.addressRequired'],
      ['rules.1.action', 'office.rules.parcelNotScanned'],
    ]);
  });
});
