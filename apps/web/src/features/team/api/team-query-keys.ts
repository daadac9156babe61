/** The team pages' cache keys: a company's members and open invitations, an invitation's preview. */
export const teamQueryKeys = {
  all: ['team'] as const,
  team: (accountId: number) => ['team', accountId] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
};
