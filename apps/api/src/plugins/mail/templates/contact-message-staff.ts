import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { renderLayout, type TMailTemplate } from './layout.ts';
import { replyLink, STAFF_FOOTER, type TVisitor, visitorDetails } from './visitor-details.ts';

export type TContactMessageStaffData = TVisitor & { message: string; receivedAt: Date };

/** To every staff member who follows requests, when a visitor sends the landing page's contact form. */
export const contactMessageStaffMail: TMailTemplate<TContactMessageStaffData> = (language, data) => {
  const details = visitorDetails(language, data);
  const received = formatIstanbulDateTime(data.receivedAt, language);
  return language === 'en'
    ? renderLayout({
        language,
        subject: `New contact message from ${data.fullName} – Firmaport`,
        preheader: `${data.fullName} wrote through the contact form.`,
        heading: 'New contact message',
        paragraphs: [`${data.fullName} sent this message through the contact form on ${received}.`],
        details,
        quote: data.message,
        button: {
          label: `Reply to ${data.fullName}`,
          url: replyLink(data.email, 'Your message to Firmaport'),
        },
        notes: ['Replying to this e-mail also answers the sender directly.'],
        footer: STAFF_FOOTER.en,
      })
    : renderLayout({
        language,
        subject: `${data.fullName} adlı kişiden yeni iletişim mesajı – Firmaport`,
        preheader: `${data.fullName} iletişim formundan yazdı.`,
        heading: 'Yeni iletişim mesajı',
        paragraphs: [`${data.fullName}, ${received} tarihinde iletişim formundan bu mesajı gönderdi.`],
        details,
        quote: data.message,
        button: { label: 'Yanıtla', url: replyLink(data.email, "Firmaport'a gönderdiğiniz mesaj") },
        notes: ['Bu e-postayı yanıtladığınızda yanıtınız doğrudan gönderene gider.'],
        footer: STAFF_FOOTER.tr,
      });
};
