import { describe, expect, it } from 'vitest';
import { ZPermissionsSnapshot } from '../auth/permission-refresh.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { AUDIT_ACTIONS, ZAuditListQuery } from './audit.ts';
import { ZCreateUserRequest, ZManagedUserListQuery, ZUpdateManagedUserRequest } from './managed-users.ts';
import { isBuiltinRole, missingAdminPermissions, ZRolePermissionsRequest, ZRoleRequest } from './roles.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('role requests', () => {
  it('accepts a trimmed name of 2 to 50 characters', () => {
    expect(ZRoleRequest.parse({ name: '  accountant ' })).toEqual({ name: 'accountant' });
    expect(ZRoleRequest.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('names the message key of an empty, short or long name', () => {
    expect(messages(ZRoleRequest.safeParse({ name: ' ' }))).toContain(VALIDATION_MESSAGES.required);
    expect(messages(ZRoleRequest.safeParse({ name: 'a' }))).toEqual([VALIDATION_MESSAGES.invalidValue]);
    expect(messages(ZRoleRequest.safeParse({ name: 'x'.repeat(51) }))).toEqual([VALIDATION_MESSAGES.tooLong]);
  });

  it('accepts only known permission names, once each', () => {
    expect(
      ZRolePermissionsRequest.parse({ permissions: ['show roles', 'show roles', 'show files'] }),
    ).toEqual({
      permissions: ['show roles', 'show files'],
    });
    expect(ZRolePermissionsRequest.parse({ permissions: [] })).toEqual({ permissions: [] });
    expect(messages(ZRolePermissionsRequest.safeParse({ permissions: ['fly'] }))).toEqual([
      VALIDATION_MESSAGES.invalidValue,
    ]);
  });
});

describe('role rules', () => {
  it('knows the four built-in roles', () => {
    expect(['customer', 'advisor', 'secretary', 'admin'].every(isBuiltinRole)).toBe(true);
    expect(isBuiltinRole('accountant')).toBe(false);
  });

  it('refuses to let the admin role lose the permissions that open the matrix', () => {
    expect(missingAdminPermissions('admin', ['show roles'])).toEqual(['show permissions']);
    expect(missingAdminPermissions('admin', [])).toEqual(['show permissions', 'show roles']);
    expect(missingAdminPermissions('admin', ['show permissions', 'show roles'])).toEqual([]);
  });

  it('lets any other role lose them', () => {
    expect(missingAdminPermissions('advisor', [])).toEqual([]);
  });
});

describe('managed users', () => {
  const valid = {
    name: 'Ayşe Danışman',
    email: ' Ayse@Example.COM ',
    password: 'Secret123',
    phone: '532 123 45 67',
    role_id: 2,
  };

  it('normalises e-mail and phone as registration does', () => {
    expect(ZCreateUserRequest.parse(valid)).toMatchObject({
      email: 'ayse@example.com',
      phone: '+905321234567',
    });
  });

  it('applies the shared password rule', () => {
    expect(messages(ZCreateUserRequest.safeParse({ ...valid, password: 'short' }))).toEqual([
      VALIDATION_MESSAGES.passwordTooShort,
    ]);
  });

  it('needs a role and a Turkish mobile', () => {
    expect(ZCreateUserRequest.safeParse({ ...valid, role_id: undefined }).success).toBe(false);
    expect(messages(ZCreateUserRequest.safeParse({ ...valid, phone: '212 123 45 67' }))).toEqual([
      VALIDATION_MESSAGES.invalidPhone,
    ]);
  });

  it('needs is_active on a staff edit', () => {
    const { password: _password, ...edit } = valid;
    expect(ZUpdateManagedUserRequest.safeParse(edit).success).toBe(false);
    expect(ZUpdateManagedUserRequest.parse({ ...edit, is_active: false }).is_active).toBe(false);
  });

  it('pages at most 100 rows and filters by status', () => {
    expect(ZManagedUserListQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(ZManagedUserListQuery.safeParse({ per_page: '101' }).success).toBe(false);
    expect(ZManagedUserListQuery.safeParse({ status: 'gone' }).success).toBe(false);
    expect(ZManagedUserListQuery.parse({ status: 'inactive', role: 'advisor', page: '2' })).toMatchObject({
      status: 'inactive',
      role: 'advisor',
      page: 2,
    });
  });
});

describe('audit', () => {
  it('filters only by known actions', () => {
    expect(AUDIT_ACTIONS).toContain('account.approved');
    expect(ZAuditListQuery.parse({ action: 'role.created', account_id: '3' })).toMatchObject({
      action: 'role.created',
      account_id: 3,
    });
    expect(ZAuditListQuery.safeParse({ action: 'role.exploded' }).success).toBe(false);
  });

  it('carries a permissions snapshot', () => {
    expect(ZPermissionsSnapshot.parse({ role_name: null, permissions: [] })).toEqual({
      role_name: null,
      permissions: [],
    });
  });
});
