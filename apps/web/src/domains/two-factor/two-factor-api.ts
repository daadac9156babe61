import type { TTwoFactorSignIn } from '@portal/contracts/auth/two-factor';
import {
  confirmTwoFactorRoute,
  disableTwoFactorRoute,
  getTwoFactorRoute,
  startTwoFactorRoute,
  twoFactorConfirmAtSignInRoute,
  twoFactorSetupAtSignInRoute,
  twoFactorSignInRoute,
} from '@portal/contracts/auth/two-factor-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';

/**
 * The second factor's calls. All silent (spec section 8): the forms show a wrong code or an
 * expired sign-in next to the field, where the person can act on it.
 */
export const signInWithCode = (body: TTwoFactorSignIn) =>
  callRoute(twoFactorSignInRoute, { body }, { silent: true });

export const setupAtSignIn = (challenge: string) =>
  callRoute(twoFactorSetupAtSignInRoute, { body: { challenge } }, { silent: true });

export const confirmAtSignIn = (challenge: string, code: string) =>
  callRoute(twoFactorConfirmAtSignInRoute, { body: { challenge, code } }, { silent: true });

export const startTwoFactor = () => callRoute(startTwoFactorRoute, {}, { silent: true });

export const confirmTwoFactor = (code: string) =>
  callRoute(confirmTwoFactorRoute, { body: { code } }, { silent: true });

const twoFactorKey = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: () => callRoute(getTwoFactorRoute, {}, { silent: true }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      callRoute(disableTwoFactorRoute, { body: { current_password: currentPassword } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export const refreshTwoFactorStatus = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: twoFactorKey });
