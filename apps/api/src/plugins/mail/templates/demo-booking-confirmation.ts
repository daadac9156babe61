import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { renderLayout, type TMailTemplate } from './layout.ts';

export type TDemoBookingConfirmationData = {
  name: string;
  company: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, Istanbul time. */
  slot: string;
  /** The landing page in the visitor's language. */
  url: string;
};

/** The visitor booked from the public site, so the account footer does not fit. */
const FOOTER: Record<TLanguage, string> = {
  tr: 'Bu e-postayı, Firmaport sitesinde bu adresle bir demo talebi gönderildiği için aldınız.',
  en: 'You received this e-mail because a demo was requested with this address on the Firmaport site.',
};

/** To the visitor who booked a demo: what they asked for, and what happens next. */
export const demoBookingConfirmationMail: TMailTemplate<TDemoBookingConfirmationData> = (language, data) => {
  const day = formatCalendarDate(data.date, language);
  return language === 'en'
    ? renderLayout({
        language,
        subject: 'We received your demo request – Firmaport',
        preheader: `Your demo request for ${day} at ${data.slot}.`,
        heading: 'Thank you, we received your demo request',
        paragraphs: [
          `Hello ${data.name},`,
          'Thank you for your interest in Firmaport. In the demo we show you how to found your company, hand over your bookkeeping and run a virtual office from one place, and we answer your questions.',
          'Our team will contact you before the call to confirm the time.',
        ],
        details: [
          { label: 'Company', value: data.company },
          { label: 'Preferred day', value: day },
          { label: 'Time', value: `${data.slot} (Turkey time, GMT+3)` },
        ],
        button: { label: 'Visit Firmaport', url: data.url },
        notes: ['If you need another time, simply reply to the confirmation our team sends you.'],
        footer: `${FOOTER.en} If it was not you, you can ignore it.`,
      })
    : renderLayout({
        language,
        subject: 'Demo talebinizi aldık – Firmaport',
        preheader: `${day} saat ${data.slot} için demo talebiniz.`,
        heading: 'Teşekkürler, demo talebinizi aldık',
        paragraphs: [
          `Merhaba ${data.name},`,
          "Firmaport'a gösterdiğiniz ilgi için teşekkür ederiz. Demoda şirketinizi kurmayı, muhasebenizi devretmeyi ve sanal ofisinizi tek yerden yönetmeyi gösteriyor, sorularınızı yanıtlıyoruz.",
          'Ekibimiz görüşmeden önce saati teyit etmek için sizinle iletişime geçecek.',
        ],
        details: [
          { label: 'Şirket', value: data.company },
          { label: 'Tercih edilen gün', value: day },
          { label: 'Saat', value: `${data.slot} (Türkiye saati, GMT+3)` },
        ],
        button: { label: "Firmaport'u ziyaret edin", url: data.url },
        notes: ['Başka bir saat isterseniz ekibimizin göndereceği teyit e-postasını yanıtlamanız yeterli.'],
        footer: `${FOOTER.tr} Talebi siz göndermediyseniz bu e-postayı yok sayabilirsiniz.`,
      });
};
