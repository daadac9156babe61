import type { TLanguage } from '@portal/contracts/common/languages';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import type { TMailTexts } from '@portal/contracts/messages/catalogue-types';
import { fillPlaceholders, type TPlaceholderValues } from '@portal/contracts/messages/fill-placeholders';

/** The product's look in every mail: brand, colours and the footer. */
export const BRAND = {
  name: 'Firmaport',
  navy: '#1e2a5e',
  text: '#1f2937',
  muted: '#6b7280',
  background: '#f3f4f6',
} as const;

/** A rendered mail, before it gets a recipient. */
export type TMailContent = { subject: string; html: string; text: string };

/**
 * A template turns its data into a mail in the person's language. A new mail is a new file
 * beside verify-email.ts with its texts in the catalogue (packages/contracts/src/messages/<lang>/mail.ts),
 * read through `mailTexts`, and `renderLayout` for the look.
 */
export type TMailTemplate<TData> = (language: TLanguage, data: TData) => TMailContent;

export type TLayoutContent = {
  language: TLanguage;
  subject: string;
  /** The first words, shown by mail programs in the list (hidden in the body). */
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  /** A label/value table under the paragraphs (what a visitor sent, a booking's day and time). */
  details?: readonly { label: string; value: string }[];
  /** Text someone typed, kept with its line breaks and set apart (a contact message). */
  quote?: string;
  button?: { label: string; url: string };
  /** Shown under the button, before the raw link; without it the raw link is left out (mailto:). */
  linkHint?: string;
  /** Small print under the link: validity, "you can ignore this mail". */
  notes: readonly string[];
  /** Why the person gets this mail; by default, an action on their Firmaport account. */
  footer?: string;
};

/** A mail's texts from the shared catalogue, in the language, with its `{{placeholders}}` filled. */
export function mailTexts<K extends keyof TMailTexts>(
  language: TLanguage,
  mail: K,
  values: TPlaceholderValues = {},
): TMailTexts[K] {
  return fillAll(MESSAGE_CATALOGUES[language].mail[mail], values);
}

function fillAll<T>(texts: T, values: TPlaceholderValues): T {
  if (typeof texts === 'string') return fillPlaceholders(texts, values) as T;
  if (Array.isArray(texts)) return texts.map((text) => fillAll(text, values)) as T;
  if (typeof texts === 'object' && texts !== null) {
    return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, fillAll(text, values)])) as T;
  }
  return texts;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * One table-based layout with inline styles (what mail programs render reliably): a navy
 * header with the brand, the text, optional details and quoted text, a large button, the raw
 * link for programs that hide buttons, and a footer. The plain-text part says the same.
 */
export function renderLayout(content: TLayoutContent): TMailContent {
  const e = escapeHtml;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${BRAND.text};">${e(p)}</p>`)
    .join('\n');
  const notes = content.notes
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${BRAND.muted};">${e(n)}</p>`)
    .join('\n');
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;width:100%;border-collapse:collapse;">
${content.details
  .map(
    (d) =>
      `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;line-height:20px;color:${BRAND.muted};white-space:nowrap;vertical-align:top;">${e(d.label)}</td><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;line-height:20px;color:${BRAND.text};word-break:break-word;">${e(d.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    : '';
  const quote =
    content.quote === undefined
      ? ''
      : `<div style="margin:0 0 24px;padding:12px 16px;border-left:4px solid ${BRAND.navy};background:${BRAND.background};font-size:15px;line-height:22px;color:${BRAND.text};">${e(content.quote).replace(/\r?\n/g, '<br>')}</div>`;
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" style="background:${BRAND.navy};border-radius:6px;">
<a href="${e(content.button.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${e(content.button.label)}</a>
</td></tr>
</table>`
    : '';
  const rawLink =
    content.button && content.linkHint
      ? `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${BRAND.muted};">${e(content.linkHint)}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${e(content.button.url)}" style="color:${BRAND.navy};">${e(content.button.url)}</a></p>`
      : '';
  const footer = content.footer ?? MESSAGE_CATALOGUES[content.language].mail.footer.account;

  const html = `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.background};font-family:Arial,Helvetica,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${e(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${BRAND.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND.navy};padding:20px 32px;">
<span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">${BRAND.name}</span>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${BRAND.navy};">${e(content.heading)}</h1>
${[paragraphs, details, quote, button, rawLink, notes].filter(Boolean).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:${BRAND.muted};">
${e(footer)}<br>&copy; ${BRAND.name}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    BRAND.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details?.length ? [...content.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(content.quote === undefined ? [] : [...content.quote.split(/\r?\n/).map((line) => `> ${line}`), '']),
    ...(content.button ? [`${content.button.label}:`, content.button.url, ''] : []),
    ...content.notes,
    '',
    '--',
    footer,
    '',
  ].join('\n');

  return { subject: content.subject, html, text };
}
