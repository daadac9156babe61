import type { TVerifyEmailLink } from './verify-email.ts';

/** The auth pages' cache keys: only the e-mail link check is a query; the rest are mutations. */
export const authQueryKeys = {
  all: ['auth'] as const,
  verifyEmail: (link: TVerifyEmailLink) => ['auth', 'verify-email', link] as const,
};
