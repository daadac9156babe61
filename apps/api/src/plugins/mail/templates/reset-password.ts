import { PASSWORD_RESET_TOKEN_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import { renderLayout, type TMailTemplate } from './layout.ts';

const MINUTES = PASSWORD_RESET_TOKEN_LIFETIME_MS / 60_000;

/** Sent by `POST auth/forgot-password` when the address has an account. */
export const resetPasswordMail: TMailTemplate<{ name: string; url: string }> = (language, { name, url }) =>
  language === 'en'
    ? renderLayout({
        language,
        subject: 'Reset your password – Firmaport',
        preheader: 'A link to choose a new password.',
        heading: 'Reset your password',
        paragraphs: [
          `Hello ${name},`,
          'We received a request to reset the password of your Firmaport account. Click the button below to choose a new one.',
        ],
        button: { label: 'Choose a new password', url },
        linkHint: 'If the button does not work, copy this link into your browser:',
        notes: [
          `The link is valid for ${MINUTES} minutes and can be used once.`,
          'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
        ],
      })
    : renderLayout({
        language,
        subject: 'Şifrenizi sıfırlayın – Firmaport',
        preheader: 'Yeni bir şifre belirlemeniz için bağlantı.',
        heading: 'Şifrenizi sıfırlayın',
        paragraphs: [
          `Merhaba ${name},`,
          'Firmaport hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeye tıklayın.',
        ],
        button: { label: 'Yeni şifre belirle', url },
        linkHint: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
        notes: [
          `Bağlantı ${MINUTES} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
        ],
      });
