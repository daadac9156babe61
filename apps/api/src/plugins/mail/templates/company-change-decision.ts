import type { TCompanyField } from '@portal/contracts/company-profile/company-profile';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a company's customers when its staff decide on a change of the company's details: approved
 * (each field's value before and now) or rejected (the staff's reason, quoted as written).
 */
export const companyChangeDecisionMail: TMailTemplate<{
  name: string;
  companyName: string;
  decision: 'approved' | 'rejected';
  changes: readonly { field: TCompanyField; before: string | null; after: string }[];
  reason: string | null;
  url: string;
}> = (language, { name, companyName, decision, changes, reason, url }) => {
  // Only the fixed texts are filled from the data; what people typed never passes as a template.
  const texts = mailTexts(language, 'companyChangeDecision', { name, companyName });
  const { linkHint, button, fields, unset } = texts;
  const details = changes.map((change) => ({
    label: fields[change.field],
    value: texts.change
      .replace('{{before}}', () => change.before || unset)
      .replace('{{after}}', () => change.after || unset),
  }));
  return renderLayout({
    language,
    ...texts[decision],
    // Approved: the details that now apply; rejected: why, right under "for this reason:".
    ...(decision === 'approved' ? { details } : { quote: reason ?? '' }),
    button: { label: button, url },
    linkHint,
  });
};
