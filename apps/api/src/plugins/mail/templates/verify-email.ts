import { EMAIL_VERIFICATION_LINK_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import { renderLayout, type TMailTemplate } from './layout.ts';

const MINUTES = EMAIL_VERIFICATION_LINK_LIFETIME_MS / 60_000;

/** Sent after registration, on "send again", and to a new address after a profile change. */
export const verifyEmailMail: TMailTemplate<{ name: string; url: string }> = (language, { name, url }) =>
  language === 'en'
    ? renderLayout({
        language,
        subject: 'Verify your e-mail address – Firmaport',
        preheader: 'One click to confirm your e-mail address.',
        heading: 'Verify your e-mail address',
        paragraphs: [
          `Hello ${name},`,
          'Please confirm that this is your e-mail address by clicking the button below.',
        ],
        button: { label: 'Verify e-mail address', url },
        linkHint: 'If the button does not work, copy this link into your browser:',
        notes: [
          `The link is valid for ${MINUTES} minutes.`,
          'If you did not create a Firmaport account, you can ignore this e-mail.',
        ],
      })
    : renderLayout({
        language,
        subject: 'E-posta adresinizi doğrulayın – Firmaport',
        preheader: 'E-posta adresinizi tek tıkla doğrulayın.',
        heading: 'E-posta adresinizi doğrulayın',
        paragraphs: [
          `Merhaba ${name},`,
          'Bu e-posta adresinin size ait olduğunu doğrulamak için aşağıdaki düğmeye tıklayın.',
        ],
        button: { label: 'E-posta adresimi doğrula', url },
        linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
        notes: [
          `Bağlantı ${MINUTES} dakika geçerlidir.`,
          'Firmaport hesabı oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
        ],
      });
