import { storage } from '../../lib/storage.ts';

/*
 * The packet chosen on the landing page (issue 36). Its card links to sign-up (or, signed in,
 * to the wizard's packet step) with `?packet=<id>`; sign-up, the e-mail check and the company's
 * first steps come before the packet step, so the choice is kept in storage from the first page
 * that names it until a packet step saves a packet. Kept a week at most: a choice made long ago
 * is no longer the person's.
 */

const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

function packetParam(params: URLSearchParams): number | null {
  const raw = params.get('packet');
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Keeps `?packet=` of a page's address (also inside its `?redirect=`), when it names one. */
export function rememberChosenPacket(url: URL, now: number = Date.now()): void {
  let id = packetParam(url.searchParams);
  const redirect = url.searchParams.get('redirect');
  if (id === null && redirect?.startsWith('/')) {
    id = packetParam(new URL(redirect, url.origin).searchParams);
  }
  if (id !== null) storage.set('chosen_packet', { id, at: now });
}

/** The packet chosen on the landing page, while it is kept; null otherwise. */
export function chosenPacketId(now: number = Date.now()): number | null {
  const chosen = storage.get('chosen_packet');
  if (!chosen) return null;
  if (now - chosen.at > KEPT_MS || chosen.at > now) {
    storage.remove('chosen_packet');
    return null;
  }
  return chosen.id;
}

/** A packet step saved a packet: the landing page's choice has done its work. */
export function forgetChosenPacket(): void {
  storage.remove('chosen_packet');
}
