import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../db/schema/auth.ts';
import { correlated } from './correlated.ts';

const roleOf = sql`(select ${roles.name} from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id} limit 1)`;
const oneTable = (role: ReturnType<typeof sql>) =>
  new QueryBuilder().select({ id: users.id, role }).from(users).toSQL().sql;

describe('a correlated subquery as a field of a one-table select', () => {
  it('loses its tables when written as it is (why correlated exists)', () => {
    expect(oneTable(roleOf)).toContain('where "user_id" = "id"');
  });

  it('keeps them through correlated', () => {
    expect(oneTable(correlated(roleOf))).toContain('where "user_roles"."user_id" = "users"."id"');
  });
});
