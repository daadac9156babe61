import { z } from 'zod';
import { customerMayEditApplication } from '../accounts/account-status.ts';

/**
 * The application's documents (spec section 1, FAQ): an ID image, a title deed or lease, and a
 * vehicle licence when a vehicle is used. Each account keeps at most one of each kind; uploading
 * again replaces it.
 */
export const DOCUMENT_KINDS = ['identity', 'deed_or_lease', 'vehicle_licence'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
/**
 * The kinds the files step requires of a company at its own address; the vehicle licence only
 * when a vehicle is used. A company at one of our virtual offices: see requiredDocumentKinds.
 */
export const REQUIRED_DOCUMENT_KINDS: readonly TDocumentKind[] = ['identity', 'deed_or_lease'];

/**
 * The kinds an application needs by where the company's address is (`address_option`, issue
 * 36): at one of our virtual offices the office contract replaces the title deed or lease, so
 * only the ID image is required; otherwise REQUIRED_DOCUMENT_KINDS.
 */
export function requiredDocumentKinds(addressOption: string | null | undefined): readonly TDocumentKind[] {
  return addressOption === 'virtual_office'
    ? REQUIRED_DOCUMENT_KINDS.filter((kind) => kind !== 'deed_or_lease')
    : REQUIRED_DOCUMENT_KINDS;
}

/** The kinds the files step offers by the address choice: no title deed or lease at a virtual office. */
export function offeredDocumentKinds(addressOption: string | null | undefined): readonly TDocumentKind[] {
  return addressOption === 'virtual_office'
    ? DOCUMENT_KINDS.filter((kind) => kind !== 'deed_or_lease')
    : DOCUMENT_KINDS;
}

export function isDocumentKind(value: unknown): value is TDocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** What may be uploaded: scans and photos, checked on the server by their first bytes. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TDocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
/** The accept attribute of the file inputs. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  wrongType: 'validation.documentWrongType',
  tooLarge: 'validation.documentTooLarge',
} as const;
export const DOCUMENT_MESSAGE_KEYS = Object.values(DOCUMENT_MESSAGES);

/** The documents follow the application's answers: the customer edits them while it may change those. */
export const customerMayEditDocuments = customerMayEditApplication;

export const ZAccountDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.iso.datetime(),
  /** Where the owner (or allowed staff) download it, behind their token. */
  url: z.string(),
});
export type TAccountDocument = z.infer<typeof ZAccountDocument>;
