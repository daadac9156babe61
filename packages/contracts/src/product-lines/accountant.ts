import { PERMISSIONS } from '../auth/permissions.ts';
import { PRODUCT_TYPES } from '../products/product-types.ts';
import { ACCOUNTANT_WIZARD_STEPS, WIZARD_PROGRESS_KEYS } from '../wizard/wizard-steps.ts';
import type { TProductLineDescriptor } from './product-line-descriptor.ts';

const P = PERMISSIONS;

/**
 * The virtual accountant (spec sections 2 and 3): the company is founded through a seven-step
 * wizard, its application (founder, address, documents, packet) is approved by staff, and an
 * advisor serves it. Its menu is the main one, which the home page shares.
 */
export const ACCOUNTANT_LINE = {
  id: PRODUCT_TYPES.accountant,
  key: 'accountant',
  nameKey: 'products.accountant',
  wizard: {
    steps: ACCOUNTANT_WIZARD_STEPS,
    progressKey: WIZARD_PROGRESS_KEYS.accountant,
    // Any product held ends the accountant wizard: it was the first line, the session says so.
    purchasedFlag: 'has_products',
    routeGroup: 'applicationForm',
  },
  application: {
    packetKey: 'packet_id',
    addOnsKey: 'additional_services',
    foundsCompany: true,
    informationKeys: 'others',
  },
  approval: {
    approvedPath: 'app/application-form/company-founded',
    rejectedPath: 'app/application-form/status',
  },
  afterPayment: { attachesAssignedStaff: false },
  addOns: {
    servicesRoute: 'additionalServices',
    paymentRoute: 'additionalPayment',
    buyRoute: 'applicationForm:status',
    servicesTitleKey: 'pages:additionalServices.title',
    paymentTitleKey: 'pages:additionalPayment.title',
    linkedFromPacketPage: true,
  },
  staffPermission: P.showAccountancy,
  assignedRole: 'advisor',
  menu: {
    id: 'main',
    entries: [
      {
        id: 'buyPackage',
        routeId: 'applicationForm:status',
        labelKey: 'menu.buyPackage',
        permission: P.cantBuyProducts,
        hiddenWithProducts: true,
      },
      { id: 'documents', routeId: 'documents', labelKey: 'menu.documents', permission: P.showFiles },
      // The returns the firm files and the tax to pay (issue 33), beside the books; staff open a
      // company's from its page.
      {
        id: 'taxReturns',
        routeId: 'taxReturns',
        labelKey: 'menu.taxReturns',
        permission: P.showAccountancy,
        hiddenFromStaff: true,
      },
      // The thread with the advisor (issue 33); staff open a company's from its page or the list.
      {
        id: 'messages',
        routeId: 'messages',
        labelKey: 'menu.messages',
        permission: P.showAccountancy,
        hiddenFromStaff: true,
      },
      {
        id: 'accountancy',
        routeId: 'accountancy',
        labelKey: 'menu.accountancy',
        permission: P.showAccountancy,
      },
      {
        id: 'additionalServices',
        routeId: 'additionalServices',
        labelKey: 'menu.additionalServices',
        permission: P.showAdditionalServices,
      },
    ],
    opens: 'home',
    permission: null,
    signedInOnly: false,
  },
} as const satisfies TProductLineDescriptor;
