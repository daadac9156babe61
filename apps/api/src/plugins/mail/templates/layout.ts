import type { TLanguage } from '@portal/contracts/common/languages';

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
 * beside verify-email.ts: its texts in tr and en, and `renderLayout` for the look.
 */
export type TMailTemplate<TData> = (language: TLanguage, data: TData) => TMailContent;

export type TLayoutContent = {
  language: TLanguage;
  subject: string;
  /** The first words, shown by mail programs in the list (hidden in the body). */
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  button: { label: string; url: string };
  /** Shown under the button, before the raw link. */
  linkHint: string;
  /** Small print under the link: validity, "you can ignore this mail". */
  notes: readonly string[];
};

const FOOTER: Record<TLanguage, string> = {
  tr: 'Bu e-postayı Firmaport hesabınızla ilgili bir işlem nedeniyle aldınız.',
  en: 'You received this e-mail because of an action on your Firmaport account.',
};

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
 * header with the brand, the text, a large button, the raw link for programs that hide
 * buttons, and a footer. The plain-text part says the same.
 */
export function renderLayout(content: TLayoutContent): TMailContent {
  const e = escapeHtml;
  const url = e(content.button.url);
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${BRAND.text};">${e(p)}</p>`)
    .join('\n');
  const notes = content.notes
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${BRAND.muted};">${e(n)}</p>`)
    .join('\n');

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
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" style="background:${BRAND.navy};border-radius:6px;">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${e(content.button.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${BRAND.muted};">${e(content.linkHint)}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND.navy};">${url}</a></p>
${notes}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:${BRAND.muted};">
${e(FOOTER[content.language])}<br>&copy; ${BRAND.name}
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
    `${content.button.label}:`,
    content.button.url,
    '',
    ...content.notes,
    '',
    '--',
    FOOTER[content.language],
    '',
  ].join('\n');

  return { subject: content.subject, html, text };
}
