/**
 * The booths' cache keys: everything under `['network-booths']`, so a save, an upload or a
 * moderation reloads the directory and the booth together.
 */
export const boothKeys = {
  all: ['network-booths'] as const,
  lists: ['network-booths', 'list'] as const,
  list: (filters: unknown) => ['network-booths', 'list', filters] as const,
  ofCompany: (accountId: number) => ['network-booths', 'list', 'company', accountId] as const,
  detail: (id: number) => ['network-booths', 'detail', id] as const,
  packets: ['network-booths', 'membership-packets'] as const,
};
