import type { TRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TBillingPeriod, TProductTypeName } from '@portal/contracts/products/product-types';

/** A text in every language of the portal: names and descriptions are data, not code. */
export type TLocalized = Record<TLanguage, string>;

export type TSeedLanguage = { id: number; code: TLanguage; name: string };

export type TSeedBrand = { slug: TProductTypeName; sort: number; name: TLocalized };

export type TSeedCategory = { brand: TProductTypeName; slug: string; sort: number; name: TLocalized };

/** A one-off service a packet offers; `code` is its key in the add-on catalogue. */
export type TSeedAddOn = {
  price: number;
  billing: TBillingPeriod;
  name: TLocalized;
  description: TLocalized | null;
};

export type TSeedProduct<TAddOnCode extends string = string> = {
  /** Natural key: the seed upserts by it, so renaming a code creates a new product. */
  code: string;
  brand: TProductTypeName;
  category: string | null;
  /** Integer kuruş, before KDV. */
  price: number;
  billing: TBillingPeriod;
  isMain: boolean;
  name: TLocalized;
  description: TLocalized | null;
  features: readonly TLocalized[];
  /** Codes in the add-on catalogue; each becomes a child product `<code>.<add-on>`. */
  addOns: readonly TAddOnCode[];
  /**
   * Of `addOns`, those the packet cannot be bought without (the trade registry and formation
   * fees a limited company cannot skip): shown as included and always charged with the packet.
   */
  requiredAddOns?: readonly TAddOnCode[];
};

export type TSeedOfficeLocation = {
  slug: string;
  text: Record<
    TLanguage,
    { name: string; city: string; district: string; address: string; description: string }
  >;
  meetingRooms: number;
  /** 'HH:MM-HH:MM', Istanbul time. */
  receptionHours: string;
  parking: boolean;
  /** WGS 84 degrees of the building, for the wizard's map. */
  latitude: number;
  longitude: number;
  /** Codes of the office packets (brand 2, SEED_PRODUCTS) offered at this location. */
  packets: readonly string[];
  /** The user who serves the companies here, when that user exists (the demo secretary outside production). */
  secretaryEmail: string | null;
};

/** A seminar stage of the Endless network (issue 17). */
export type TSeedNetworkStage = {
  /** Natural key: the seed upserts by it. */
  slug: string;
  name: TLocalized;
  description: TLocalized;
  /** Seats; each session booked on the stage takes this capacity. */
  capacity: number;
  /** Where the room is: one address for both languages. */
  location: string;
};

export type TSeedUser = { email: string; name: string; phone: string; role: TRole };
