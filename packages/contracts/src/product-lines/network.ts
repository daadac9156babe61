import { PERMISSIONS } from '../auth/permissions.ts';
import { PRODUCT_TYPES } from '../products/product-types.ts';
import type { TProductLineDescriptor } from './product-line-descriptor.ts';

/**
 * The Endless network (issue 17): a membership packet bought as it is on the company's network
 * page, active once paid (no one approves it), and a menu open to everyone signed in.
 */
export const NETWORK_LINE = {
  id: PRODUCT_TYPES.network,
  key: 'network',
  nameKey: 'products.network',
  wizard: null,
  application: null,
  // Paid, the membership runs: no one approves it.
  approval: null,
  afterPayment: { attachesAssignedStaff: false },
  addOns: {
    servicesRoute: 'networkAdditionalService',
    paymentRoute: 'networkAdditionalPayment',
    buyRoute: 'networkForMyCompany',
    servicesTitleKey: 'pages:networkAdditionalService.title',
    paymentTitleKey: 'pages:networkAdditionalPayment.title',
    linkedFromPacketPage: false,
  },
  staffPermission: PERMISSIONS.showEnbCompanies,
  assignedRole: null,
  menu: {
    id: 'network',
    entries: [
      {
        id: 'networkCompanies',
        routeId: 'networkCompanies',
        labelKey: 'menu.networkCompanies',
        permission: null,
      },
      // The seminars stage: its page is `stage/{id}`, so the menu opens the calendar of its events.
      {
        id: 'networkStage',
        routeId: 'networkActivityCalendar',
        labelKey: 'menu.networkStage',
        permission: null,
      },
    ],
    opens: 'networkCompanies',
    permission: null,
    // The network needs no permission: every signed-in person opens its companies directory.
    signedInOnly: true,
  },
} as const satisfies TProductLineDescriptor;
