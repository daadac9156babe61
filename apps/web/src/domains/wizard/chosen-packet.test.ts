import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { chosenPacketId, forgetChosenPacket, rememberChosenPacket } from './chosen-packet.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 2, 1, 9);

afterEach(() => {
  storage.remove('chosen_packet');
});

describe('the packet chosen on the landing page', () => {
  it('is kept from the sign-up link (?packet=) until a packet step saves one', () => {
    rememberChosenPacket(
      new URL(
        'http://portal/tr/app/register?packet=2&redirect=%2Ftr%2Fapp%2Fapplication-form%2Fpackets%3Fpacket%3D2',
      ),
      NOW,
    );
    expect(chosenPacketId(NOW + DAY)).toBe(2);
    // Pages without it (the e-mail check, the sign-in, the company's name) leave it alone.
    rememberChosenPacket(new URL('http://portal/tr/app/login?email=a%40b.tr'), NOW + DAY);
    expect(chosenPacketId(NOW + DAY)).toBe(2);
    forgetChosenPacket();
    expect(chosenPacketId(NOW + DAY)).toBeNull();
  });

  it('is read from the way back (?redirect=) when only it names the packet', () => {
    rememberChosenPacket(
      new URL(
        'http://portal/en/app/login?redirect=%2Fen%2Fapp%2Foffice%2Fapplication-form%2Fpackets%3Fpacket%3D7',
      ),
      NOW,
    );
    expect(chosenPacketId(NOW)).toBe(7);
  });

  it('ignores what is not a packet id, and forgets a choice older than a week', () => {
    rememberChosenPacket(new URL('http://portal/tr/app/register?packet=abc'), NOW);
    rememberChosenPacket(new URL('http://portal/tr/app/register?packet=0'), NOW);
    expect(chosenPacketId(NOW)).toBeNull();
    rememberChosenPacket(new URL('http://portal/tr/app/register?packet=3'), NOW);
    expect(chosenPacketId(NOW + 8 * DAY)).toBeNull();
    expect(storage.get('chosen_packet')).toBeNull();
  });
});
