import { renderLayout, type TMailTemplate } from './layout.ts';

/**
 * Sent to the customers of a company when staff reject its application (status 3 → 5), with the
 * reason staff wrote, and the link to correct the application and send it again.
 */
export const applicationRejectedMail: TMailTemplate<{
  name: string;
  companyName: string;
  reason: string;
  url: string;
}> = (language, { name, companyName, reason, url }) =>
  language === 'en'
    ? renderLayout({
        language,
        subject: 'Your company application needs a correction – Firmaport',
        preheader: `${companyName}: your application was not approved yet.`,
        heading: 'Your application was not approved',
        paragraphs: [
          `Hello ${name},`,
          `We reviewed your company application for ${companyName} and could not approve it yet, for this reason:`,
        ],
        quote: reason,
        button: { label: 'Correct my application', url },
        linkHint: 'If the button does not work, copy this link into your browser:',
        notes: ['Once you have corrected it, send the application again and we will review it.'],
      })
    : renderLayout({
        language,
        subject: 'Şirket başvurunuzda düzeltme gerekiyor – Firmaport',
        preheader: `${companyName}: başvurunuz henüz onaylanmadı.`,
        heading: 'Başvurunuz onaylanmadı',
        paragraphs: [
          `Merhaba ${name},`,
          `${companyName} için yaptığınız şirket başvurusunu inceledik ve şu nedenle henüz onaylayamadık:`,
        ],
        quote: reason,
        button: { label: 'Başvurumu düzelt', url },
        linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
        notes: ['Düzelttikten sonra başvurunuzu yeniden gönderin; tekrar inceleyeceğiz.'],
      });
