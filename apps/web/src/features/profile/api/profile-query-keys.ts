/** The profile pages' cache keys. */
export const profileQueryKeys = {
  all: ['profile'] as const,
  user: (id: number) => ['profile', 'user', id] as const,
};
