import { SMS_CODE_MAX_TRIES } from '@portal/contracts/auth/verification-schemas';
import { BOOTH_CONTACT_RATE_LIMIT } from '@portal/contracts/network/network-constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type TLimitFigures = {
  /** Requests (or failures, for `loginFailures`) allowed in one window. */
  max: number;
  windowMs: number;
  /** What one counter counts, for people reading the figures (the caller builds the key). */
  per: string;
};

export type TLimit = TLimitFigures & {
  /**
   * When the counters cannot be reached (Redis down): `refuse` answers 503 (fail closed, for
   * what a guesser or a spammer would use), `allow` lets the request through unthrottled (fail
   * open, for reads that do no harm in volume and that people or calendar apps need).
   */
  whenStoreDown: 'refuse' | 'allow';
};

/**
 * Every throttle of the server, in one place (fixed windows; a key is hashed before it is stored).
 * The figures: a person who mistypes a password a few times is never stopped, a script guessing
 * passwords gets 5 tries a minute per address and IP; nobody can flood an inbox or a phone.
 * A new throttle is one more entry here, used with `app.rateLimiter.consume(name, key)` in its
 * service or `app.rateLimitPerIp(name)` as an onRequest hook. Everything that guards a secret
 * (passwords, codes), costs money or sends a mail or an SMS refuses while the counters are down.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in attempts for one e-mail from one IP, counted before the password is checked; a
   * successful sign-in clears the count. Refused while down: unthrottled, it is a password oracle.
   */
  loginFailures: { max: 5, windowMs: MINUTE, per: 'e-mail + IP', whenStoreDown: 'refuse' },
  /**
   * Sign-in attempts for one e-mail from every IP together (a guesser with many addresses),
   * counted and cleared like the one above; the owner gets a mail when it trips. Refused: as above.
   */
  loginPerAccount: { max: 20, windowMs: 15 * MINUTE, per: 'e-mail', whenStoreDown: 'refuse' },
  /**
   * Checks of the caller's current password (a password or e-mail change), per user, counted
   * before anything is hashed or verified: a stolen session cannot guess the password through them.
   * Refused while down, for the same reason.
   */
  currentPasswordChecks: { max: 5, windowMs: 15 * MINUTE, per: 'user', whenStoreDown: 'refuse' },
  /**
   * Second-factor codes (sign-in, enrolment) per user, counted before the code is checked.
   * Refused while down: six digits fall to an unthrottled guesser.
   */
  twoFactorAttempts: { max: 5, windowMs: 5 * MINUTE, per: 'user', whenStoreDown: 'refuse' },
  /**
   * Mails to the owner of an address that a registration or another account's e-mail change named
   * (it has an account already), per address. Spent, or while the counters are down (refused: it
   * sends mail), the attempt is answered as always and mails nothing: never a 429 or a 503, which
   * would tell that the address has an account (address-taken-notice.ts).
   */
  addressTakenNotices: { max: 3, windowMs: HOUR, per: 'e-mail', whenStoreDown: 'refuse' },
  /** Password-reset mails asked for one e-mail from one IP. Refused while down: it sends mail. */
  forgotPassword: { max: 3, windowMs: 15 * MINUTE, per: 'e-mail + IP', whenStoreDown: 'refuse' },
  /**
   * Verification e-mails and SMS codes sent again, per user (each kind counted separately).
   * Refused while down: it sends mail and SMS.
   */
  verificationSends: { max: 3, windowMs: 10 * MINUTE, per: 'user', whenStoreDown: 'refuse' },
  /**
   * SMS codes sent to one phone number and from one IP, whoever asks: throwaway accounts cannot
   * multiply the per-user budget above onto one phone or from one machine. Refused while down:
   * every SMS costs money and lands on someone's phone.
   */
  smsPerPhone: { max: 5, windowMs: HOUR, per: 'phone number', whenStoreDown: 'refuse' },
  smsPerIp: { max: 10, windowMs: HOUR, per: 'IP', whenStoreDown: 'refuse' },
  /**
   * Declined card payments, counted per user, per company and per IP (three counters): each
   * attempt reserves one before the card is charged, a success gives it back. A card tester is
   * stopped after 5 declines an hour; staff see a note on the company when it trips. Refused
   * while down: unthrottled, the payment form tests stolen cards.
   */
  paymentDeclines: {
    max: 5,
    windowMs: HOUR,
    per: 'user, company and IP (one counter each)',
    whenStoreDown: 'refuse',
  },
  /**
   * Every request to a guest auth route (register, login, forgot/reset password, e-mail link,
   * an invitation's link). Refused while down: it is the first guard of sign-in and of the links.
   */
  authRoutesPerIp: { max: 30, windowMs: MINUTE, per: 'IP', whenStoreDown: 'refuse' },
  /**
   * Contact messages sent from one IP, counted once the body is valid (spam rejections included,
   * so a bot guessing at the honeypot is stopped too). Staff get a mail for each message.
   * Refused while down: it sends mail.
   */
  contactMessages: { max: 5, windowMs: 10 * MINUTE, per: 'IP', whenStoreDown: 'refuse' },
  /**
   * Demo bookings from one IP, counted like contact messages; each one mails the visitor and
   * staff. Refused while down: it sends mail.
   */
  demoBookings: { max: 3, windowMs: 10 * MINUTE, per: 'IP', whenStoreDown: 'refuse' },
  /**
   * Tax calendar feed fetches (`GET calendar-feeds/{token}.ics`, no sign-in), per IP before the
   * token is looked up: generous, because calendar services (Google, Apple) fetch many customers'
   * feeds from few addresses, yet a guesser is slowed to a crawl against 256-bit tokens anyway.
   * Allowed while down: a read that sends nothing, whose tokens no volume can guess, and a
   * calendar service that meets errors drops the subscription.
   */
  calendarFeedsPerIp: { max: 120, windowMs: MINUTE, per: 'IP', whenStoreDown: 'allow' },
  /**
   * Fetches of one feed: a calendar app polls a few times an hour; a leaked link cannot be
   * hammered. Allowed while down, like the one above.
   */
  calendarFeedPerToken: { max: 60, windowMs: HOUR, per: 'feed', whenStoreDown: 'allow' },
  /**
   * Team invitations mailed for one company (new ones and resends together), counted before the
   * mail: a hijacked owner account cannot turn the invitation mail into a spam cannon. Refused
   * while down: it sends mail.
   */
  teamInvitations: { max: 20, windowMs: 24 * HOUR, per: 'company', whenStoreDown: 'refuse' },
  /**
   * Reminder mails about an overdue sales invoice, sent to the company's customer when the company
   * asks: one per invoice a day, and a day's cap per company, so the portal's mail never turns into
   * a dunning cannon. Refused while down: it sends mail to people who are not the portal's users.
   */
  invoiceRemindersPerInvoice: { max: 1, windowMs: 24 * HOUR, per: 'sales invoice', whenStoreDown: 'refuse' },
  invoiceRemindersPerCompany: { max: 30, windowMs: 24 * HOUR, per: 'company', whenStoreDown: 'refuse' },
  /**
   * Sales invoices sent through the e-invoice integrator, per company, counted before the
   * integrator is asked (a refusal counts too): a real integrator bills every document, so a loop
   * or a hijacked account cannot run up the company's bill. Generous for a small company's day.
   * Refused while down: each send costs money.
   */
  einvoiceSendsPerCompany: { max: 200, windowMs: 24 * HOUR, per: 'company', whenStoreDown: 'refuse' },
  /**
   * "Download my data" requests per person: each builds a ZIP of every file of their companies.
   * One export at a time is the rule (409); this stops a loop of request, download, request.
   * Refused while down: each one is heavy work and sends a mail.
   */
  dataExports: { max: 3, windowMs: 24 * HOUR, per: 'user', whenStoreDown: 'refuse' },
  /**
   * Export downloads (`GET data-exports/{token}`, no sign-in) per IP, before the secret is looked
   * up. Allowed while down: a read of a file already built, behind a secret no volume can guess.
   */
  dataExportDownloadsPerIp: { max: 30, windowMs: HOUR, per: 'IP', whenStoreDown: 'allow' },
  /**
   * Messages one signed-in person sends through the booths' contact forms (all booths together),
   * counted before the honeypot like the landing page's: each one mails a representative.
   * Refused while down: it sends mail.
   */
  boothContacts: {
    max: BOOTH_CONTACT_RATE_LIMIT.max,
    windowMs: BOOTH_CONTACT_RATE_LIMIT.windowMinutes * MINUTE,
    per: 'user',
    whenStoreDown: 'refuse',
  },
} as const satisfies Record<string, TLimit>;

export type TLimitName = keyof typeof RATE_LIMITS;
export type TLimits = Record<TLimitName, TLimit>;
/** Other figures for some limits (configuration, tests); each keeps its policy for a store outage. */
export type TLimitOverrides = Partial<Record<TLimitName, TLimitFigures>>;

function isLimitName(value: string): value is TLimitName {
  return Object.hasOwn(RATE_LIMITS, value);
}

/** limits.ts with other figures for some limits. */
export function withFigures(overrides: TLimitOverrides): TLimits {
  const limits: TLimits = { ...RATE_LIMITS };
  for (const [name, figures] of Object.entries(overrides)) {
    if (isLimitName(name) && figures) limits[name] = { ...RATE_LIMITS[name], ...figures };
  }
  return limits;
}

/**
 * Wrong guesses of one SMS code: not a window but a budget per code (stored with the code), so
 * guessing 6 digits stays at 5 in 1,000,000 per code sent, and sends are throttled above.
 */
export const SMS_CODE_TRIES = SMS_CODE_MAX_TRIES;
