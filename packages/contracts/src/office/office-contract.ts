import { z } from 'zod';
import { ZOfficeAllowance } from './office-usage.ts';

/*
 * The virtual office lease contract (issue 35): produced once the office line is approved, from
 * the firm (landlord), the company (tenant), the chosen office and the packet, kept as a snapshot
 * of those terms, accepted by one of the company's customers in the portal (time, IP, person),
 * and given as two PDFs: the contract and the address-use letter for the tax office.
 */

/** Where the contract stands for the company. */
const OFFICE_CONTRACT_STATES = [
  /** The office line is not approved (yet, or any more): no contract can be produced. */
  'not_approved',
  /** Approved, but the company has no office address or no office packet to write it from. */
  'missing_details',
  /** Produced, waiting for a customer's acceptance. */
  'ready',
  'accepted',
] as const;

/** The contract runs a month at a time and renews with the packet's monthly payment. */
export const OFFICE_CONTRACT_TERM_MONTHS = 1;

const ZParty = z.object({
  name: z.string(),
  tax_office: z.string().nullable(),
  tax_number: z.string().nullable(),
  address: z.string(),
});

/** The terms as they stood when the contract was produced (stored as they are, never recomputed). */
const ZOfficeContractTerms = z.object({
  /** The firm that lets the address, with its contact (absent from contracts made before it was kept). */
  landlord: ZParty.extend({ phone: z.string().optional(), email: z.string().optional() }),
  /** The company; its representative is the customer who holds it (its first owner). */
  tenant: ZParty.extend({ representative: z.string().nullable() }),
  office: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    district: z.string(),
    city: z.string(),
  }),
  packet: z.object({ id: z.number().int(), name: z.string() }),
  /** Kuruş a month before KDV ("+ KDV"): what the company pays for the packet. */
  monthly_rent: z.number().int(),
  /** The day the contract starts (Europe/Istanbul): the day the office line was approved. */
  start_date: z.iso.date(),
  term_months: z.number().int(),
  auto_renews: z.boolean(),
  /** What the packet includes each month; null when the packet states no allowance. */
  allowance: ZOfficeAllowance.nullable(),
});
export type TOfficeContractTerms = z.infer<typeof ZOfficeContractTerms>;

const ZOfficeContractDetail = z.object({
  number: z.string(),
  created_at: z.iso.datetime(),
  terms: ZOfficeContractTerms,
  accepted_at: z.iso.datetime().nullable(),
  accepted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  accepted_ip: z.string().nullable(),
  /** The two PDFs' API paths (read with the bearer token). */
  pdf_url: z.string(),
  address_letter_url: z.string(),
});
export type TOfficeContractDetail = z.infer<typeof ZOfficeContractDetail>;

/** `GET accounts/{id}/office-contract`: the state, and the contract once it exists. */
export const ZOfficeContract = z.object({
  state: z.enum(OFFICE_CONTRACT_STATES),
  contract: ZOfficeContractDetail.nullable(),
});
export type TOfficeContract = z.infer<typeof ZOfficeContract>;

/** The message of an acceptance sent without its confirmation. */
const OFFICE_CONTRACT_MESSAGES = {
  mustAccept: 'validation.officeContractMustAccept',
} as const;

/** The customer's acceptance: they confirm having read it (the checkbox). */
export const ZAcceptOfficeContractRequest = z.object({
  read_and_accepted: z.literal(true, { error: OFFICE_CONTRACT_MESSAGES.mustAccept }),
});
