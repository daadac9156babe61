import { PERMISSIONS } from '../auth/permissions.ts';
import { PRODUCT_TYPES } from '../products/product-types.ts';
import { OFFICE_WIZARD_STEPS, WIZARD_PROGRESS_KEYS } from '../wizard/wizard-steps.ts';
import type { TProductLineDescriptor } from './product-line-descriptor.ts';

const P = PERMISSIONS;

/**
 * The virtual office (spec section 4): a location and a packet chosen in a four-step wizard, the
 * contract approved by staff, and the chosen office's secretary answering the company's calls
 * and mail once it is paid.
 */
export const OFFICE_LINE = {
  id: PRODUCT_TYPES.office,
  key: 'office',
  nameKey: 'products.office',
  wizard: {
    steps: OFFICE_WIZARD_STEPS,
    progressKey: WIZARD_PROGRESS_KEYS.office,
    purchasedFlag: 'has_office_products',
    routeGroup: 'officeApplicationForm',
  },
  application: {
    packetKey: 'office_packet_id',
    // The office wizard sends its add-ons with the payment.
    addOnsKey: null,
    foundsCompany: false,
    informationKeys: [
      'office_packet',
      'office_packet_id',
      'office_step',
      'virtual_office_selection',
      'virtual_office_id',
    ],
  },
  approval: { approvedPath: 'app/office/calls', rejectedPath: 'app/office/application-form/locations' },
  afterPayment: { attachesAssignedStaff: true },
  addOns: {
    servicesRoute: 'officeAdditionalServices',
    paymentRoute: 'officeAdditionalPayment',
    buyRoute: 'officeApplicationForm:locations',
    servicesTitleKey: 'pages:officeAdditionalServices.title',
    paymentTitleKey: 'pages:officeAdditionalPayment.title',
    linkedFromPacketPage: false,
  },
  // The line as a whole is served with the calls' permission; its mail has an area of its own.
  staffPermission: P.showCalls,
  assignedRole: 'secretary',
  menu: {
    id: 'office',
    entries: [
      {
        id: 'officeBuyPackage',
        routeId: 'officeApplicationForm:locations',
        labelKey: 'menu.buyPackage',
        permission: P.cantBuyProducts,
        hiddenWithProducts: true,
      },
      { id: 'officeCalls', routeId: 'officeCalls', labelKey: 'menu.officeCalls', permission: P.showCalls },
      {
        // Section 4 keeps this entry for a customer with products only with the permission; the
        // menu's permission check covers that and every other case alike.
        id: 'officeShipmentTracking',
        routeId: 'officeShipmentTracking',
        labelKey: 'menu.officeShipmentTracking',
        permission: P.showShipmentTracking,
      },
      {
        id: 'officeAdditionalServices',
        routeId: 'officeAdditionalServices',
        labelKey: 'menu.additionalServices',
        permission: P.showAdditionalServices,
        hiddenFromStaff: true,
      },
      {
        id: 'enbCompanies',
        routeId: 'networkCompanies',
        labelKey: 'menu.enbCompanies',
        permission: P.showEnbCompanies,
      },
    ],
    opens: 'officeCalls',
    permission: P.showCalls,
    signedInOnly: false,
  },
} as const satisfies TProductLineDescriptor;
