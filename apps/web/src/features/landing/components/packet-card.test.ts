import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { describe, expect, it } from 'vitest';
import { packetCallToAction } from './packet-card.tsx';

const packet = (id: number, brand: 1 | 2): TPublicPacket => ({
  id,
  brand,
  name: 'Standart Paket',
  description: null,
  price: 249000,
  billing: 'monthly',
  is_main: 1,
  features: [],
  childrens: [],
});

describe("a packet card's button", () => {
  it('takes a guest to register with the packet, then on to the application form with it chosen', () => {
    const url = new URL(packetCallToAction(packet(2, 1), 'tr', false), 'http://portal');
    expect(url.pathname).toBe('/tr/app/register');
    expect(url.searchParams.get('packet')).toBe('2');
    expect(url.searchParams.get('redirect')).toBe('/tr/app/application-form/packets?packet=2');
  });

  it('takes a signed-in person straight to the packets step of the right wizard', () => {
    expect(packetCallToAction(packet(2, 1), 'en', true)).toBe('/en/app/application-form/packets?packet=2');
    expect(packetCallToAction(packet(7, 2), 'en', true)).toBe(
      '/en/app/office/application-form/packets?packet=7',
    );
  });
});
