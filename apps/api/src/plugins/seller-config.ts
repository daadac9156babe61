import { toContactPhone } from '@portal/contracts/people/contact-phone';
import { z } from 'zod';

/*
 * The portal company: the seller on its invoices (the PDF and the UBL-TR XML) and the landlord of
 * its office contracts. Its name, address, phone and e-mail have defaults (the company the
 * membership agreement and the privacy notice name); a Turkish invoice and the distance sale's
 * pre-information form give the seller's contact, so both are always there. Its tax identity (VKN and tax office) and its MERSİS number have none, since a made-up
 * one would print a false invoice. plugins/config.ts reads these variables with the rest, checks
 * them at start and hands the result on as `config.seller`: nothing else names the seller.
 */

/** The seller's variables, as the configuration validates them (defaults filled in first). */
export const SELLER_ENV_SHAPE = {
  INVOICE_SELLER_NAME: z.string().trim().min(3, 'must be the company’s registered title (unvan)'),
  INVOICE_SELLER_ADDRESS: z.string().trim().min(5, 'must be a street address'),
  INVOICE_SELLER_DISTRICT: z.string().trim().min(2, 'must name a district (ilçe)'),
  INVOICE_SELLER_CITY: z.string().trim().min(2, 'must name a city (il)'),
  // Written the international way once read: "0212 555 44 33" → "+90 212 555 44 33".
  INVOICE_SELLER_PHONE: z.string().transform((value, context) => {
    const phone = toContactPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'must be a phone number (e.g. +90 212 555 44 33)' });
      return z.NEVER;
    }
    return phone;
  }),
  INVOICE_SELLER_EMAIL: z.string().trim().pipe(z.email('must be an e-mail address')),
  INVOICE_SELLER_VKN: z
    .string()
    .regex(/^\d{10}$/, 'must be a 10-digit VKN')
    .optional(),
  INVOICE_SELLER_TAX_OFFICE: z.string().trim().min(2, 'must name a tax office').optional(),
  INVOICE_SELLER_MERSIS_NO: z
    .string()
    .regex(/^\d{16}$/, 'must be a 16-digit MERSİS number')
    .optional(),
};

/** Each seller variable with its default and meaning, listed in `CONFIG_VARIABLES` and the README. */
export const SELLER_VARIABLES = [
  {
    name: 'INVOICE_SELLER_NAME',
    default: 'Firmaport Bilişim ve Danışmanlık A.Ş.',
    description:
      "The portal company's registered title (unvan): the seller on its invoices (PDF and XML) and the landlord of its office contracts.",
  },
  {
    name: 'INVOICE_SELLER_ADDRESS',
    default: 'Maslak Mah. Büyükdere Cad. No: 237',
    description: "The portal company's street address, on its invoices and office contracts.",
  },
  {
    name: 'INVOICE_SELLER_DISTRICT',
    default: 'Sarıyer',
    description: 'The district (ilçe) of INVOICE_SELLER_ADDRESS.',
  },
  {
    name: 'INVOICE_SELLER_CITY',
    default: 'İstanbul',
    description: 'The city (il) of INVOICE_SELLER_ADDRESS.',
  },
  {
    name: 'INVOICE_SELLER_PHONE',
    default: '+90 212 555 44 33',
    description:
      "The portal company's phone (landline, 0850 or mobile; Turkish without a country code): the seller's contact on its invoices, pre-information forms, distance sales contracts and office contracts.",
  },
  {
    name: 'INVOICE_SELLER_EMAIL',
    default: 'destek@firmaport.com.tr',
    description:
      "The portal company's e-mail address, printed beside INVOICE_SELLER_PHONE: where buyers write to the seller.",
  },
  {
    name: 'INVOICE_SELLER_VKN',
    default: null,
    description:
      "With INVOICE_SELLER_TAX_OFFICE: the portal company's VKN, on its invoices' PDF and UBL-TR XML and its office contracts. Unset: the invoices' XML answers 503 and their PDF names no tax number.",
  },
  {
    name: 'INVOICE_SELLER_TAX_OFFICE',
    default: null,
    description: 'The tax office of INVOICE_SELLER_VKN.',
  },
  {
    name: 'INVOICE_SELLER_MERSIS_NO',
    default: null,
    description: "The portal company's 16-digit MERSİS number, printed on its invoices when set.",
  },
] as const;

type TSellerEnv = {
  INVOICE_SELLER_NAME: string;
  INVOICE_SELLER_ADDRESS: string;
  INVOICE_SELLER_DISTRICT: string;
  INVOICE_SELLER_CITY: string;
  INVOICE_SELLER_PHONE: string;
  INVOICE_SELLER_EMAIL: string;
  INVOICE_SELLER_VKN?: string | undefined;
  INVOICE_SELLER_TAX_OFFICE?: string | undefined;
  INVOICE_SELLER_MERSIS_NO?: string | undefined;
};

/** The portal company as its invoices and contracts name it. */
export type TSeller = {
  /** The registered title (unvan). */
  name: string;
  /** The street address, without the district and city. */
  address: string;
  district: string;
  city: string;
  /** The contact phone in its international written form ("+90 212 555 44 33"). */
  phone: string;
  email: string;
  /** Its tax identity; null while not configured (the invoices then have no XML). */
  taxIdentity: { vkn: string; taxOffice: string } | null;
  /** The MERSİS number, when configured. */
  mersisNo: string | null;
};

/** Both parts of the tax identity or neither: one without the other names no taxpayer. */
export const sellerTaxIdentityComplete = (env: Partial<TSellerEnv>): boolean =>
  (env.INVOICE_SELLER_VKN === undefined) === (env.INVOICE_SELLER_TAX_OFFICE === undefined);

export function sellerFromEnv(env: TSellerEnv): TSeller {
  return {
    name: env.INVOICE_SELLER_NAME,
    address: env.INVOICE_SELLER_ADDRESS,
    district: env.INVOICE_SELLER_DISTRICT,
    city: env.INVOICE_SELLER_CITY,
    phone: env.INVOICE_SELLER_PHONE,
    email: env.INVOICE_SELLER_EMAIL,
    taxIdentity:
      env.INVOICE_SELLER_VKN && env.INVOICE_SELLER_TAX_OFFICE
        ? { vkn: env.INVOICE_SELLER_VKN, taxOffice: env.INVOICE_SELLER_TAX_OFFICE }
        : null,
    mersisNo: env.INVOICE_SELLER_MERSIS_NO ?? null,
  };
}

/** The address on one line, as a contract writes it: "Maslak Mah. …, Sarıyer / İstanbul". */
export function sellerAddressLine(seller: Pick<TSeller, 'address' | 'district' | 'city'>): string {
  return `${seller.address}, ${seller.district} / ${seller.city}`;
}
