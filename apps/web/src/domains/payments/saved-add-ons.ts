/**
 * The add-on ids saved in the account information `additional_services`: ids separated by
 * commas ("12,15"), as the wizard saves them and the server charges them with the packet.
 * Blanks are skipped, repeats count once; an entry that is no id is left out here (the server
 * refuses the payment naming it, and the card form shows that message).
 */
export function savedAddOnIds(value: string | undefined): number[] {
  const ids: number[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!/^[1-9]\d{0,9}$/.test(entry)) continue;
    const id = Number(entry);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
