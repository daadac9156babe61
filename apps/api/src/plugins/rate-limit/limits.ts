import { SMS_CODE_MAX_TRIES } from '@portal/contracts/auth/verification-schemas';
import { BOOTH_CONTACT_RATE_LIMIT } from '@portal/contracts/network/network-constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type TLimit = {
  /** Requests (or failures, for `loginFailures`) allowed in one window. */
  max: number;
  windowMs: number;
  /** What one counter counts, for people reading the figures (the caller builds the key). */
  per: string;
};

/**
 * Every throttle of the server, in one place (fixed windows; a key is hashed before it is stored).
 * The figures: a person who mistypes a password a few times is never stopped, a script guessing
 * passwords gets 5 tries a minute per address and IP; nobody can flood an inbox or a phone.
 * A new throttle is one more entry here, used with `app.rateLimiter.consume(name, key)` in its
 * service or `app.rateLimitPerIp(name)` as an onRequest hook.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in attempts for one e-mail from one IP, counted before the password is checked; a
   * successful sign-in clears the count.
   */
  loginFailures: { max: 5, windowMs: MINUTE, per: 'e-mail + IP' },
  /**
   * Sign-in attempts for one e-mail from every IP together (a guesser with many addresses),
   * counted and cleared like the one above; the owner gets a mail when it trips.
   */
  loginPerAccount: { max: 20, windowMs: 15 * MINUTE, per: 'e-mail' },
  /**
   * Checks of the caller's current password (a password or e-mail change), per user, counted
   * before anything is hashed or verified: a stolen session cannot guess the password through them.
   */
  currentPasswordChecks: { max: 5, windowMs: 15 * MINUTE, per: 'user' },
  /** Second-factor codes (sign-in, enrolment) per user, counted before the code is checked. */
  twoFactorAttempts: { max: 5, windowMs: 5 * MINUTE, per: 'user' },
  /** Password-reset mails asked for one e-mail from one IP. */
  forgotPassword: { max: 3, windowMs: 15 * MINUTE, per: 'e-mail + IP' },
  /** Verification e-mails and SMS codes sent again, per user (each kind counted separately). */
  verificationSends: { max: 3, windowMs: 10 * MINUTE, per: 'user' },
  /**
   * SMS codes sent to one phone number and from one IP, whoever asks: throwaway accounts cannot
   * multiply the per-user budget above onto one phone or from one machine.
   */
  smsPerPhone: { max: 5, windowMs: HOUR, per: 'phone number' },
  smsPerIp: { max: 10, windowMs: HOUR, per: 'IP' },
  /**
   * Declined card payments, counted per user, per company and per IP (three counters): each
   * attempt reserves one before the card is charged, a success gives it back. A card tester is
   * stopped after 5 declines an hour; staff see a note on the company when it trips.
   */
  paymentDeclines: { max: 5, windowMs: HOUR, per: 'user, company and IP (one counter each)' },
  /** Every request to a guest auth route (register, login, forgot/reset password, e-mail link). */
  authRoutesPerIp: { max: 30, windowMs: MINUTE, per: 'IP' },
  /**
   * Contact messages sent from one IP, counted once the body is valid (spam rejections included,
   * so a bot guessing at the honeypot is stopped too). Staff get a mail for each message.
   */
  contactMessages: { max: 5, windowMs: 10 * MINUTE, per: 'IP' },
  /** Demo bookings from one IP, counted like contact messages; each one mails the visitor and staff. */
  demoBookings: { max: 3, windowMs: 10 * MINUTE, per: 'IP' },
  /**
   * Tax calendar feed fetches (`GET calendar-feeds/{token}.ics`, no sign-in), per IP before the
   * token is looked up: generous, because calendar services (Google, Apple) fetch many customers'
   * feeds from few addresses, yet a guesser is slowed to a crawl against 256-bit tokens anyway.
   */
  calendarFeedsPerIp: { max: 120, windowMs: MINUTE, per: 'IP' },
  /** Fetches of one feed: a calendar app polls a few times an hour; a leaked link cannot be hammered. */
  calendarFeedPerToken: { max: 60, windowMs: HOUR, per: 'feed' },
  /**
   * Team invitations mailed for one company (new ones and resends together), counted before the
   * mail: a hijacked owner account cannot turn the invitation mail into a spam cannon.
   */
  teamInvitations: { max: 20, windowMs: 24 * HOUR, per: 'company' },
  /**
   * "Download my data" requests per person: each builds a ZIP of every file of their companies.
   * One export at a time is the rule (409); this stops a loop of request, download, request.
   */
  dataExports: { max: 3, windowMs: 24 * HOUR, per: 'user' },
  /** Export downloads (`GET data-exports/{token}`, no sign-in) per IP, before the secret is looked up. */
  dataExportDownloadsPerIp: { max: 30, windowMs: HOUR, per: 'IP' },
  /**
   * Messages one signed-in person sends through the booths' contact forms (all booths together),
   * counted before the honeypot like the landing page's: each one mails a representative.
   */
  boothContacts: {
    max: BOOTH_CONTACT_RATE_LIMIT.max,
    windowMs: BOOTH_CONTACT_RATE_LIMIT.windowMinutes * MINUTE,
    per: 'user',
  },
} as const satisfies Record<string, TLimit>;

export type TLimitName = keyof typeof RATE_LIMITS;
export type TLimits = Record<TLimitName, TLimit>;

/**
 * Wrong guesses of one SMS code: not a window but a budget per code (stored with the code), so
 * guessing 6 digits stays at 5 in 1,000,000 per code sent, and sends are throttled above.
 */
export const SMS_CODE_TRIES = SMS_CODE_MAX_TRIES;
