import { renderLayout, type TMailTemplate } from './layout.ts';

/** Sent to the customers of a company when staff approve its application (status 3 → 4). */
export const applicationApprovedMail: TMailTemplate<{ name: string; companyName: string; url: string }> = (
  language,
  { name, companyName, url },
) =>
  language === 'en'
    ? renderLayout({
        language,
        subject: 'Your company application was approved – Firmaport',
        preheader: `${companyName}: your application was approved.`,
        heading: 'Your application was approved',
        paragraphs: [
          `Hello ${name},`,
          `Good news: your company application for ${companyName} was approved.`,
          'Your advisor will contact you shortly about the next steps.',
        ],
        button: { label: 'Open my company', url },
        linkHint: 'If the button does not work, copy this link into your browser:',
        notes: ['You can follow your company in the portal at any time.'],
      })
    : renderLayout({
        language,
        subject: 'Şirket başvurunuz onaylandı – Firmaport',
        preheader: `${companyName}: başvurunuz onaylandı.`,
        heading: 'Başvurunuz onaylandı',
        paragraphs: [
          `Merhaba ${name},`,
          `Güzel haber: ${companyName} için yaptığınız şirket başvurusu onaylandı.`,
          'Danışmanınız sonraki adımlar için kısa süre içinde sizinle iletişime geçecek.',
        ],
        button: { label: 'Şirketimi aç', url },
        linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
        notes: ['Şirketinizi portaldan istediğiniz zaman takip edebilirsiniz.'],
      });
