import { STAFF_ROLES } from '@portal/contracts/auth/roles';
import { type AnyColumn, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/auth.ts';
import { correlated } from '../db/correlated.ts';

/** A user's first role's name (lowest position; the spec's `roles[0]`), as a select field. */
export const firstRoleOf = (userId: AnyColumn) =>
  correlated(sql<string | null>`(
    select ${roles.name} from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} order by ${userRoles.position}, ${userRoles.roleId} limit 1)`);

/** The user holds none of the staff's roles: a company's customer rather than someone serving it. */
export const isCustomerUser = (userId: AnyColumn) =>
  correlated(sql<boolean>`not exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} and ${roles.name} in ${STAFF_ROLES})`);
