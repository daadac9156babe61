/**
 * Roles. The spec says the product's data spells the admin role with a typo; we spell it
 * correctly and compare by this constant only.
 */
export const ROLES = ['customer', 'advisor', 'secretary', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
export const STAFF_ROLES = ['advisor', 'secretary', 'admin'] as const satisfies readonly TRole[];

export function isStaffRole(role: string | null | undefined): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
