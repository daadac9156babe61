import type { TEmailChangeLink } from './confirm-email-change.ts';
import type { TVerifyEmailLink } from './verify-email.ts';

/** The auth pages' cache keys: only the e-mail links' checks are queries; the rest are mutations. */
export const authQueryKeys = {
  all: ['auth'] as const,
  verifyEmail: (link: TVerifyEmailLink) => ['auth', 'verify-email', link] as const,
  emailChange: (link: TEmailChangeLink) => ['auth', 'email-change', link] as const,
};
