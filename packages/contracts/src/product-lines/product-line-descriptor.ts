import type { TAccountInformationKey } from '../accounts/information-keys.ts';
import type { TPermission } from '../auth/permissions.ts';
import type { TRole } from '../auth/roles.ts';
import type { TMenuDefinition } from '../navigation/menus.ts';
import type { TWizardStep } from '../wizard/wizard-steps.ts';

/**
 * Everything that makes one product line differ from another, as data: the server and the web
 * read these fields instead of asking which line they hold. Route ids name rows of the web app's
 * route table (apps/web/src/config/paths.ts), title and name keys its texts; the web checks them.
 */
export type TProductLineDescriptor = {
  /** The line's number: the `type` of an account's `lines`, the `brand_id` of its products. */
  id: number;
  /** Its name in code, and in the texts named after it (`nav:products.<key>`, `companyProfile:lines.<key>`). */
  key: string;
  /** Its display name, a key of the web's `nav` texts (the top bar's product names). */
  nameKey: string;
  /** The application wizard a customer fills in before paying; null: bought as it is. */
  wizard: TProductLineWizard | null;
  /** What its application must hold before its packet is charged; null: nothing to fill in. */
  application: TProductLineApplication | null;
  /**
   * Staff's approval of a new application before the line runs: once paid, the line waits for
   * approval. Null: the line needs none, it is active once paid (and never waits for approval).
   */
  approval: TProductLineApproval | null;
  /** What a paid packet does besides moving the line's state. */
  afterPayment: {
    /** The staff of the line's assigned role who serve the chosen place (the office's secretary) attach to the company. */
    attachesAssignedStaff: boolean;
  };
  /** Its one-off add-on pages (web route ids and `pages` title keys). */
  addOns: TProductLineAddOnPages;
  /**
   * The permission a staff member attached to the company through this line needs to act on the
   * whole line (its status, its subscription): the line's staff area (staff/staff-areas.ts).
   */
  staffPermission: TPermission;
  /** The staff role assigned to a company through this line, or null when no role is. */
  assignedRole: Exclude<TRole, 'customer' | 'admin'> | null;
  /** The top bar's entry for the line and the menu it opens (navigation/menus.ts). */
  menu: TProductLineMenu;
};

type TProductLineWizard = {
  /** The steps, in order (wizard/wizard-steps.ts). */
  steps: readonly TWizardStep[];
  /** The information key the saved step is kept in; the session's account answers it by the same name. */
  progressKey: TAccountInformationKey;
  /** The session's field saying the company holds products, after which the wizard is over. */
  purchasedFlag: 'has_products' | 'has_office_products';
  /** The web route ids of the steps are `<routeGroup>:<slug>`. */
  routeGroup: string;
};

type TProductLineApplication = {
  /** The information key the wizard saves the chosen packet in: the packet charged must be that one. */
  packetKey: TAccountInformationKey;
  /**
   * The information key of the add-ons charged with the packet, saved by the wizard; null: the
   * add-ons come with the payment (`add_on_ids`).
   */
  addOnsKey: TAccountInformationKey | null;
  /** The founder's answers, the address and the required documents must be complete as well. */
  foundsCompany: boolean;
  /**
   * The information keys that belong to this application (a customer changes them only while the
   * line is open to them); 'others': every key that no other line names.
   */
  informationKeys: readonly TAccountInformationKey[] | 'others';
};

type TProductLineApproval = {
  /** The page the approval's mail sends the customer to, as a path under `/{language}/`. */
  approvedPath: string;
  /** The page the rejection's mail sends the customer to, to correct the application. */
  rejectedPath: string;
};

type TProductLineAddOnPages = {
  servicesRoute: string;
  paymentRoute: string;
  /** Where a company without this line's packet buys one. */
  buyRoute: string;
  servicesTitleKey: string;
  paymentTitleKey: string;
  /** The packet page of a held packet links to these add-ons (so far the accountant's only). */
  linkedFromPacketPage: boolean;
};

type TProductLineMenu = {
  /** The menu shown under the top bar while the line is the active product. */
  id: string;
  /** The menu's entries of this line, in order. */
  entries: readonly TMenuDefinition[];
  /** Where choosing the line in the top bar leads: 'home' (the staff's or the customer's) or a route id. */
  opens: string;
  /** Shown in the top bar only to holders of this permission; null: no permission asked. */
  permission: TPermission | null;
  /** Shown in the top bar only to someone signed in. */
  signedInOnly: boolean;
};
