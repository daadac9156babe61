import { isStaffRole } from '@portal/contracts/auth/roles';
import { storage } from '../../../lib/storage.ts';

/**
 * The query a booth change sends: staff reach a company's booth with `?all` ("show accounts all";
 * the server decides, and the transport adds `user_id` while they act for a customer); a customer
 * changes their own company's booth with nothing.
 */
export function boothScope(): { all?: string } {
  return isStaffRole(storage.get('role_name')) ? { all: '1' } : {};
}
