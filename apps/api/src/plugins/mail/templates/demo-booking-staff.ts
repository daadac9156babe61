import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { renderLayout, type TMailTemplate } from './layout.ts';
import { STAFF_FOOTER, type TVisitor, visitorDetails } from './visitor-details.ts';

export type TDemoBookingStaffData = TVisitor & {
  company: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, Istanbul time. */
  slot: string;
  /** The staff's appointment list. */
  url: string;
};

/** To every staff member who follows requests, when a visitor books a demo. */
export const demoBookingStaffMail: TMailTemplate<TDemoBookingStaffData> = (language, data) => {
  const day = formatCalendarDate(data.date, language);
  return language === 'en'
    ? renderLayout({
        language,
        subject: `New demo request: ${data.company}, ${day} ${data.slot} – Firmaport`,
        preheader: `${data.fullName} asked for a demo on ${day} at ${data.slot}.`,
        heading: 'New demo request',
        paragraphs: [
          `${data.fullName} of ${data.company} asked for a demo call. Please confirm the time with them.`,
        ],
        details: [
          ...visitorDetails(language, data),
          { label: 'Company', value: data.company },
          { label: 'Preferred day', value: day },
          { label: 'Time', value: `${data.slot} (Turkey time)` },
        ],
        button: { label: 'Open the appointment requests', url: data.url },
        linkHint: 'If the button does not work, copy this link into your browser:',
        notes: [`Replying to this e-mail answers ${data.fullName} directly.`],
        footer: STAFF_FOOTER.en,
      })
    : renderLayout({
        language,
        subject: `Yeni demo talebi: ${data.company}, ${day} ${data.slot} – Firmaport`,
        preheader: `${data.fullName}, ${day} saat ${data.slot} için demo istedi.`,
        heading: 'Yeni demo talebi',
        paragraphs: [
          `${data.company} şirketinden ${data.fullName} bir demo görüşmesi istedi. Lütfen saati kendisiyle teyit edin.`,
        ],
        details: [
          ...visitorDetails(language, data),
          { label: 'Şirket', value: data.company },
          { label: 'Tercih edilen gün', value: day },
          { label: 'Saat', value: `${data.slot} (Türkiye saati)` },
        ],
        button: { label: 'Randevu taleplerini aç', url: data.url },
        linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
        notes: [`Bu e-postayı yanıtladığınızda yanıtınız doğrudan ${data.fullName} adlı kişiye gider.`],
        footer: STAFF_FOOTER.tr,
      });
};
