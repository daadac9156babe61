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
        // The standing mail rules (issue 35): the company's customers set them; the desk follows them.
        id: 'officeMailInstructions',
        routeId: 'officeMailInstructions',
        labelKey: 'menu.officeMailInstructions',
        permission: P.showShipmentTracking,
        hiddenFromStaff: true,
      },
      {
        // The meeting rooms (issue 35): a customer books them; staff see the day's bookings.
        id: 'officeMeetingRooms',
        routeId: 'officeMeetingRooms',
        labelKey: 'menu.officeMeetingRooms',
        permission: P.showCalls,
      },
      {
        // The lease contract (issue 35), of the customer's selected company: its customers accept it.
        id: 'officeContract',
        routeId: 'officeContract',
        labelKey: 'menu.officeContract',
        permission: P.showCalls,
        hiddenFromStaff: true,
      },
      {
        // The month's usage against the packet's allowance (issue 35), of the selected company.
        id: 'officeUsage',
        routeId: 'officeUsage',
        labelKey: 'menu.officeUsage',
        permission: P.showCalls,
        hiddenFromStaff: true,
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
