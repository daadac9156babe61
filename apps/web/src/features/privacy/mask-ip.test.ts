import { describe, expect, it } from 'vitest';
import { maskIp } from './mask-ip.ts';

describe('maskIp', () => {
  it('hides the last part of an IPv4 address, mapped or not', () => {
    expect(maskIp('198.51.100.7')).toBe('198.51.100.*');
    expect(maskIp('::ffff:203.0.113.250')).toBe('203.0.113.*');
  });

  it('keeps the network part of an IPv6 address', () => {
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
  });
});
