import { calendarDaysBetween } from '@portal/contracts/documents/document-periods';

/** Days before a vault document's validity ends that the company is shown it "expires soon". */
const EXPIRES_SOON_DAYS = 30;

/**
 * How a vault document's validity stands on `today` (both `YYYY-MM-DD`, Istanbul): lapsed after
 * its last valid day, "expires soon" within the last 30 days, else valid; null without an end.
 */
export function vaultExpiry(
  validUntil: string | null,
  today: string,
): 'expired' | 'expiresSoon' | 'valid' | null {
  if (validUntil === null) return null;
  const daysLeft = calendarDaysBetween(today, validUntil);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= EXPIRES_SOON_DAYS ? 'expiresSoon' : 'valid';
}
