import { isStaffRole } from '@portal/contracts/auth/roles';
import { useStoredValue } from '../../lib/use-stored-value.ts';

/**
 * What the chrome needs to know about the person, read from storage (domains/session/session.ts
 * writes it at sign-in); re-renders when it changes. Permission-gated items need a token.
 */
export function useSessionView() {
  const token = useStoredValue('token');
  const user = useStoredValue('user');
  const roleName = useStoredValue('role_name');
  const permissions = useStoredValue('permissions') ?? [];
  return {
    signedIn: Boolean(token),
    user,
    isStaff: isStaffRole(roleName),
    isCustomer: roleName === 'customer',
    isAdmin: roleName === 'admin',
    can: (permission: string) => Boolean(token) && permissions.includes(permission),
  };
}
