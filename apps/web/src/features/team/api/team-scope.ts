import { isStaffRole } from '@portal/contracts/auth/roles';
import { storage } from '../../../lib/storage.ts';

/**
 * The query a team call sends: staff reach a company's team in the staff view (`?all`, with
 * "show accounts all"; the server decides); a customer as its member, with nothing.
 */
export function teamScope(): { all?: string } {
  return isStaffRole(storage.get('role_name')) ? { all: '1' } : {};
}
