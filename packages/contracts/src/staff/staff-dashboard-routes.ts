import { defineRoute } from '../http/route-contract.ts';
import { ZStaffDashboard } from './staff-dashboard.ts';

export const getStaffDashboardRoute = defineRoute({
  method: 'GET',
  path: '/staff/dashboard',
  tags: ['staff'],
  summary:
    "The staff dashboard: the caller's companies, applications waiting for approval and their documents (all with 'show accounts all', else the caller's), new appointment requests and unhandled contact messages (with 'show appointment requests', else null)",
  auth: 'required',
  access: { kind: 'staff' },
  result: ZStaffDashboard,
  failures: [401, 403],
});
