import type { TLanguage } from '@portal/contracts/common/languages';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { toLocalPhone } from '@portal/contracts/people/phone';

/** Someone who wrote from the public site, as staff mails show them. */
export type TVisitor = {
  fullName: string;
  email: string;
  /** E.164: +90 and ten digits, or another country's number with its code. */
  phone: string;
  /** The language the visitor used; answers to them should be in it. */
  language: TLanguage;
};

/**
 * `+905321234567` → `+90 532 123 45 67`, the way people read it; another country's number in its
 * international form (`+49 1512 3456789`); anything else as it is.
 */
export function displayPhone(phone: string): string {
  const match = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+90 ${match.slice(1).join(' ')}` : toLocalPhone(phone);
}

/** The rows every staff notification starts with, in the staff member's language. */
export function visitorDetails(language: TLanguage, visitor: TVisitor): { label: string; value: string }[] {
  const labels = MESSAGE_CATALOGUES[language].mail.visitor;
  return [
    { label: labels.name, value: visitor.fullName },
    { label: labels.email, value: visitor.email },
    { label: labels.phone, value: displayPhone(visitor.phone) },
    { label: labels.language, value: labels.languages[visitor.language] },
  ];
}

/** `mailto:` link that answers the visitor (the mail's Reply-To does the same). */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
