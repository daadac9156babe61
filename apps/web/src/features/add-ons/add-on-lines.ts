import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { ParamlessRouteId } from '../../config/paths.ts';

/**
 * The add-on pages serve three product lines with the same rules (spec section 2): the accountant
 * packet's one-off add-ons at `/app/additional-services`, the office packet's at
 * `/app/office/additional-services`, the network membership's at
 * `/app/endless-network/additional-service`. A line names its packets' type and its own pages.
 */
export type TAddOnLine = {
  type: typeof PRODUCT_TYPES.accountant | typeof PRODUCT_TYPES.office | typeof PRODUCT_TYPES.network;
  servicesRoute: ParamlessRouteId;
  paymentRoute: ParamlessRouteId;
  /** Where a company without this line's packet buys one. */
  buyRoute: ParamlessRouteId;
  /** The page titles, in the `pages` texts. */
  servicesTitle:
    | 'pages:additionalServices.title'
    | 'pages:officeAdditionalServices.title'
    | 'pages:networkAdditionalService.title';
  paymentTitle:
    | 'pages:additionalPayment.title'
    | 'pages:officeAdditionalPayment.title'
    | 'pages:networkAdditionalPayment.title';
};

export const ACCOUNTANT_ADD_ONS: TAddOnLine = {
  type: PRODUCT_TYPES.accountant,
  servicesRoute: 'additionalServices',
  paymentRoute: 'additionalPayment',
  buyRoute: 'applicationForm:status',
  servicesTitle: 'pages:additionalServices.title',
  paymentTitle: 'pages:additionalPayment.title',
};

export const OFFICE_ADD_ONS: TAddOnLine = {
  type: PRODUCT_TYPES.office,
  servicesRoute: 'officeAdditionalServices',
  paymentRoute: 'officeAdditionalPayment',
  buyRoute: 'officeApplicationForm:locations',
  servicesTitle: 'pages:officeAdditionalServices.title',
  paymentTitle: 'pages:officeAdditionalPayment.title',
};

/** The Endless network (issue 17): its membership packet is bought on the company's network page. */
export const NETWORK_ADD_ONS: TAddOnLine = {
  type: PRODUCT_TYPES.network,
  servicesRoute: 'networkAdditionalService',
  paymentRoute: 'networkAdditionalPayment',
  buyRoute: 'networkForMyCompany',
  servicesTitle: 'pages:networkAdditionalService.title',
  paymentTitle: 'pages:networkAdditionalPayment.title',
};
