import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password.ts';
import { STAFF_ROLES } from '../auth/roles.ts';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { VALIDATION_MESSAGES as V } from '../validation/message-keys.ts';

/*
 * A person's own data (KVKK, issue 16): their recent sign-ins, the staff accesses to their
 * companies' documents, the export of everything the portal holds about them, and closing the
 * account. What closing keeps and erases: apps/api/src/modules/privacy/README.md.
 */

/** How many sign-ins `GET me/sign-ins` lists, newest first. */
export const RECENT_SIGN_INS = 20;
/** How long the mailed link of a data export works; the file is deleted after it. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** How long after the request a closing takes effect; until then the person may take it back. */
export const ACCOUNT_CLOSE_DAYS = 30;
/** The name an anonymised person keeps (the kept invoices and audit entries still point at the row). */
export const ANONYMISED_USER_NAME = 'Silinmiş kullanıcı';

const SIGN_IN_FAILURES = ['wrong_password', 'second_factor'] as const;

export const ZSignIn = z.object({
  id: z.number().int(),
  /** False for a failed attempt on this person's address. */
  succeeded: z.boolean(),
  /** Why it failed: the password, or the second factor's code after the right password. */
  failure: z.enum(SIGN_IN_FAILURES).nullable(),
  ip: z.string().nullable(),
  /** The browser's User-Agent, when the sign-in recorded one. */
  user_agent: z.string().nullable(),
  /** Signed in with a second factor (an authenticator code or a recovery code). */
  second_factor: z.boolean(),
  occurred_at: z.iso.datetime(),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** One download of a company document's file by staff, as the company's customers see it. */
export const ZDocumentAccess = z.object({
  id: z.number().int(),
  accessed_at: z.iso.datetime(),
  /** Who: null once that staff member's account is gone. */
  staff: z
    .object({ id: z.number().int(), name: z.string(), role: z.enum(STAFF_ROLES).nullable() })
    .nullable(),
  /** What: the kind and month as they were when opened (kept after the document is replaced). */
  document: z.object({
    id: z.number().int().nullable(),
    kind: z.string(),
    period: z.string().nullable(),
  }),
  account: z.object({ id: z.number().int(), name: z.string() }),
});
export type TDocumentAccess = z.infer<typeof ZDocumentAccess>;

export const ZDocumentAccessListQuery = pagedQuery(z.object({ ...ZPageFields }));

/** `none`: never asked, or the last one's link has expired. */
const DATA_EXPORT_STATES = ['none', 'pending', 'ready', 'failed'] as const;

export const ZDataExport = z.object({
  status: z.enum(DATA_EXPORT_STATES),
  requested_at: z.iso.datetime().nullable(),
  ready_at: z.iso.datetime().nullable(),
  /** When the mailed link stops working. */
  expires_at: z.iso.datetime().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZDataExportParams = z.object({ token: z.string().min(1).max(100) });

export const ZCloseAccountRequest = z.object({
  password: z
    .string({ error: V.required })
    .min(1, { error: V.required })
    .max(PASSWORD_MAX_LENGTH * 4),
});

export const ZAccountClosing = z.object({
  /** Customers may close their account; staff accounts are closed by the admin. */
  can_close: z.boolean(),
  /** Null while no closing is asked for. */
  requested_at: z.iso.datetime().nullable(),
  /** From this moment the nightly job erases the account; until it has, the request can be taken back. */
  takes_effect_at: z.iso.datetime().nullable(),
  /** The Istanbul day whose night run erases it (YYYY-MM-DD). */
  effective_on: z.iso.date().nullable(),
});
export type TAccountClosing = z.infer<typeof ZAccountClosing>;
