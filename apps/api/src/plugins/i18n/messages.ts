import type { TAccountMessageKey } from '@portal/contracts/accounts/account-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts/auth/password';
import {
  PASSWORD_RESET_TOKEN_LIFETIME_MS,
  SMS_CODE_LIFETIME_MS,
} from '@portal/contracts/auth/verification-schemas';
import type { TLanguage } from '@portal/contracts/common/languages';
import { DEMO_BOOKING_MAX_DAYS_AHEAD } from '@portal/contracts/contact/demo-booking-schemas';
import { AVATAR_MAX_BYTES } from '@portal/contracts/users/avatar';
import type { TValidationMessageKey } from '@portal/contracts/validation/message-keys';

const MINUTE_MS = 60_000;
const RESET_MINUTES = PASSWORD_RESET_TOKEN_LIFETIME_MS / MINUTE_MS;
const SMS_MINUTES = SMS_CODE_LIFETIME_MS / MINUTE_MS;
const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/**
 * The server's own texts: error messages and the validation message keys named by the shared
 * schemas. Turkish is the reference; English must have exactly the same keys (the compiler
 * checks it, and so does messages.test.ts).
 */
const tr = {
  'errors.routeNotFound': 'İstediğiniz adres bulunamadı.',
  'errors.notFound': 'Kayıt bulunamadı.',
  'errors.productNotFound': 'Ürün bulunamadı.',
  'errors.validation': 'Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.',
  'errors.malformedRequest': 'İstek okunamadı.',
  'errors.invalidJson': 'İstek okunamadı: gönderilen veri geçerli bir JSON değil.',
  'errors.unsupportedMediaType': 'Bu içerik türü desteklenmiyor.',
  'errors.payloadTooLarge': 'Gönderilen veri çok büyük.',
  'errors.methodNotAllowed': 'Bu işlem bu adreste desteklenmiyor.',
  'errors.tooManyRequests': 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  'errors.databaseUnavailable': 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  'errors.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'errors.unauthenticated': 'Bu işlem için giriş yapmalısınız. Oturumunuzun süresi dolmuş olabilir.',
  'errors.forbidden': 'Bu işlem için yetkiniz yok.',
  'errors.serviceUnavailable': 'Bir hizmete şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  'auth.registered':
    'Hesabınız oluşturuldu. E-posta adresinizi doğrulamanız için size bir bağlantı gönderdik.',
  'auth.loggedIn': 'Giriş yaptınız.',
  'auth.loggedOut': 'Çıkış yaptınız.',
  'auth.tokenRefreshed': 'Oturumunuz uzatıldı.',
  'auth.tokensRevoked': 'Tüm oturumlarınız kapatıldı.',
  'auth.invalidCredentials': 'E-posta adresi veya şifre hatalı.',
  'auth.accountDisabled': 'Bu hesap devre dışı bırakılmış. Lütfen bizimle iletişime geçin.',
  'auth.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'auth.tooManyLoginAttempts':
    'Çok fazla hatalı giriş denemesi yaptınız. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'auth.tooManyResetRequests':
    'Çok fazla şifre sıfırlama isteği gönderdiniz. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'auth.resetLinkSent': `Bu adresle kayıtlı bir hesap varsa, şifrenizi sıfırlamanız için bir bağlantı gönderdik. Bağlantı ${RESET_MINUTES} dakika geçerlidir.`,
  'auth.passwordReset': 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  'auth.resetTokenInvalid': 'Bu şifre sıfırlama bağlantısı geçersiz. Lütfen yeni bir bağlantı isteyin.',
  'auth.resetTokenExpired':
    'Bu şifre sıfırlama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'auth.resetTokenUsed':
    'Bu şifre sıfırlama bağlantısı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.',
  'verification.emailSent': 'Doğrulama bağlantısını e-posta adresinize gönderdik.',
  'verification.emailVerified': 'E-posta adresiniz doğrulandı.',
  'verification.emailAlreadyVerified': 'E-posta adresiniz zaten doğrulanmış.',
  'verification.linkInvalid':
    'Bu doğrulama bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  'verification.linkExpired':
    'Bu doğrulama bağlantısının süresi dolmuş. Lütfen giriş yapıp yeni bir bağlantı isteyin.',
  'verification.linkForeignAccount':
    'Bu bağlantı başka bir hesaba ait. Lütfen çıkış yapıp bağlantıyı yeniden açın.',
  'verification.linkEmailChanged':
    'Bu bağlantı, hesabınızın artık kullanmadığı bir e-posta adresine gönderilmiş. Lütfen yeni bir bağlantı isteyin.',
  'verification.tooManySends':
    'Çok fazla doğrulama isteği gönderdiniz. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'verification.smsSent': `Doğrulama kodunu telefonunuza gönderdik. Kod ${SMS_MINUTES} dakika geçerlidir.`,
  'verification.phoneVerified': 'Telefon numaranız doğrulandı.',
  'verification.phoneAlreadyVerified': 'Telefon numaranız zaten doğrulanmış.',
  'verification.phoneMissing':
    'Hesabınızda kayıtlı bir telefon numarası yok. Lütfen önce profilinize ekleyin.',
  'verification.smsCodeWrong': 'Doğrulama kodu hatalı. {tries} deneme hakkınız kaldı.',
  'verification.smsCodeWrongLast':
    'Doğrulama kodu hatalı ve deneme hakkınız kalmadı. Lütfen yeni bir kod isteyin.',
  'verification.smsCodeMissing':
    'Geçerli bir doğrulama kodunuz yok ya da süresi dolmuş. Lütfen yeni bir kod isteyin.',
  'verification.smsTooManyTries': 'Çok fazla hatalı deneme yaptınız. Lütfen yeni bir kod isteyin.',
  'users.updated': 'Bilgileriniz kaydedildi.',
  'users.updatedEmailChanged':
    'Bilgileriniz kaydedildi. Yeni e-posta adresinize bir doğrulama bağlantısı gönderdik.',
  'users.passwordChanged': 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  'users.avatarUpdated': 'Profil fotoğrafınız güncellendi.',
  'users.avatarMissing': 'Lütfen bir resim dosyası seçin.',
  'users.avatarWrongType': 'Yalnızca PNG, JPEG veya WebP resimleri yükleyebilirsiniz.',
  'users.avatarTooLarge': `Resim en fazla ${AVATAR_MAX_MB} MB olabilir.`,
  'users.avatarNotFound': 'Profil fotoğrafı bulunamadı.',
  'contact.received': 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  'contact.tooManyMessages': 'Çok fazla mesaj gönderdiniz. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'appointments.demoBooked':
    'Demo talebiniz alındı. Ayrıntıları e-posta adresinize gönderdik; ekibimiz görüşmeyi teyit etmek için sizinle iletişime geçecek.',
  'appointments.dateNotBookable': `Lütfen yarından itibaren ${DEMO_BOOKING_MAX_DAYS_AHEAD} gün içinde bir iş günü (pazartesi–cuma) seçin.`,
  'appointments.tooManyBookings':
    'Çok fazla demo talebi gönderdiniz. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'publicForms.rejected': 'Formunuz gönderilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
  'web.notBuilt':
    'Web uygulaması henüz derlenmedi: depo kökünde `npm run build` çalıştırın (npm start bunu kendisi yapar).',
  'accounts.created': 'Şirketiniz oluşturuldu.',
  'accounts.updated': 'Şirketinizin adı kaydedildi.',
  'accounts.deleted': 'Şirket silindi.',
  'accounts.informationsSaved': 'Bilgileriniz kaydedildi.',
  'accounts.statusChanged': 'Şirketin durumu değiştirildi.',
  'accounts.statusChangeNotAllowed': 'Şirketin durumu şu anki durumundan bu duruma değiştirilemez.',
  'accounts.deleteNotAllowed': 'Yalnızca başvurusu devam eden bir şirketi silebilirsiniz.',
  'accounts.unknownInformationKey': '"{key}" geçerli bir şirket bilgisi değil.',
  'validation.companyNameRequired': 'Şirketinizin bir ismi olmadan devam edemezsiniz',
  'validation.taxNumberInvalid': 'Lütfen geçerli bir vergi numarası giriniz',
  'validation.required': 'Bu alan zorunludur.',
  'validation.invalidEmail': 'Lütfen geçerli bir e-posta adresi girin.',
  'validation.tooLong': 'Bu alan çok uzun.',
  'validation.invalidPhone': 'Lütfen geçerli bir cep telefonu numarası girin (5xx xxx xx xx).',
  'validation.passwordTooShort': `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  'validation.passwordTooLong': `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  'validation.passwordNeedsLetter': 'Şifre en az bir harf içermelidir.',
  'validation.passwordNeedsDigit': 'Şifre en az bir rakam içermelidir.',
  'validation.passwordsDoNotMatch': 'Şifreler eşleşmiyor.',
  'validation.nationalIdEmpty': 'Tc kimlik no alanı boş bırakılmaz',
  'validation.nationalIdTooShort': 'TC kimlik numarası 11 haneden küçük olamaz',
  'validation.nationalIdInvalid': 'Lütfen geçerli bir TC Kimlik numarası giriniz',
  'validation.invalidValue': 'Geçersiz değer.',
} as const satisfies Record<TValidationMessageKey | TAccountMessageKey, string> & Record<string, string>;

export type TMessageKey = keyof typeof tr;

const en: Record<TMessageKey, string> = {
  'errors.routeNotFound': 'The address you asked for was not found.',
  'errors.notFound': 'Record not found.',
  'errors.productNotFound': 'Product not found.',
  'errors.validation': 'The data sent is not valid. Please check the fields.',
  'errors.malformedRequest': 'The request could not be read.',
  'errors.invalidJson': 'The request could not be read: the data sent is not valid JSON.',
  'errors.unsupportedMediaType': 'This content type is not supported.',
  'errors.payloadTooLarge': 'The data sent is too large.',
  'errors.methodNotAllowed': 'This action is not supported at this address.',
  'errors.tooManyRequests': 'You sent too many requests. Please try again in a moment.',
  'errors.databaseUnavailable': 'The database cannot be reached right now. Please try again in a moment.',
  'errors.internal': 'An unexpected error occurred. Please try again later.',
  'errors.unauthenticated': 'Please sign in to do this. Your session may have expired.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.serviceUnavailable': 'A service cannot be reached right now. Please try again in a moment.',
  'auth.registered': 'Your account has been created. We sent you a link to verify your e-mail address.',
  'auth.loggedIn': 'You are signed in.',
  'auth.loggedOut': 'You are signed out.',
  'auth.tokenRefreshed': 'Your session has been extended.',
  'auth.tokensRevoked': 'All your sessions have been closed.',
  'auth.invalidCredentials': 'The e-mail address or the password is wrong.',
  'auth.accountDisabled': 'This account has been deactivated. Please contact us.',
  'auth.emailTaken': 'An account with this e-mail address already exists.',
  'auth.tooManyLoginAttempts': 'Too many failed sign-in attempts. Please try again in {seconds} seconds.',
  'auth.tooManyResetRequests': 'Too many password reset requests. Please try again in {seconds} seconds.',
  'auth.resetLinkSent': `If an account exists for this address, we sent it a link to reset the password. The link is valid for ${RESET_MINUTES} minutes.`,
  'auth.passwordReset': 'Your password has been changed. You can sign in with your new password.',
  'auth.resetTokenInvalid': 'This password reset link is not valid. Please ask for a new one.',
  'auth.resetTokenExpired': 'This password reset link has expired. Please ask for a new one.',
  'auth.resetTokenUsed': 'This password reset link has already been used. Please ask for a new one.',
  'verification.emailSent': 'We sent the verification link to your e-mail address.',
  'verification.emailVerified': 'Your e-mail address has been verified.',
  'verification.emailAlreadyVerified': 'Your e-mail address is already verified.',
  'verification.linkInvalid':
    'This verification link is not valid. Please open the link from the e-mail in full.',
  'verification.linkExpired': 'This verification link has expired. Please sign in and ask for a new one.',
  'verification.linkForeignAccount':
    'This link belongs to another account. Please sign out and open the link again.',
  'verification.linkEmailChanged':
    'This link was sent to an e-mail address your account no longer uses. Please ask for a new one.',
  'verification.tooManySends': 'Too many verification requests. Please try again in {seconds} seconds.',
  'verification.smsSent': `We sent the verification code to your phone. It is valid for ${SMS_MINUTES} minutes.`,
  'verification.phoneVerified': 'Your phone number has been verified.',
  'verification.phoneAlreadyVerified': 'Your phone number is already verified.',
  'verification.phoneMissing': 'Your account has no phone number. Please add one to your profile first.',
  'verification.smsCodeWrong': 'The verification code is wrong. {tries} tries left.',
  'verification.smsCodeWrongLast':
    'The verification code is wrong and no tries are left. Please ask for a new code.',
  'verification.smsCodeMissing':
    'You have no valid verification code, or it has expired. Please ask for a new one.',
  'verification.smsTooManyTries': 'Too many wrong tries. Please ask for a new code.',
  'users.updated': 'Your details have been saved.',
  'users.updatedEmailChanged':
    'Your details have been saved. We sent a verification link to your new e-mail address.',
  'users.passwordChanged': 'Your password has been changed. Your sessions on other devices have been closed.',
  'users.avatarUpdated': 'Your profile picture has been updated.',
  'users.avatarMissing': 'Please choose an image file.',
  'users.avatarWrongType': 'You can upload PNG, JPEG or WebP images only.',
  'users.avatarTooLarge': `The image may be at most ${AVATAR_MAX_MB} MB.`,
  'users.avatarNotFound': 'Profile picture not found.',
  'contact.received': 'Your message has been received. We will get back to you shortly.',
  'contact.tooManyMessages': 'You sent too many messages. Please try again in {seconds} seconds.',
  'appointments.demoBooked':
    'Your demo request has been received. We sent the details to your e-mail address; our team will contact you to confirm the call.',
  'appointments.dateNotBookable': `Please choose a working day (Monday to Friday) from tomorrow up to ${DEMO_BOOKING_MAX_DAYS_AHEAD} days ahead.`,
  'appointments.tooManyBookings': 'You sent too many demo requests. Please try again in {seconds} seconds.',
  'publicForms.rejected': 'Your form could not be sent. Please refresh the page and try again.',
  'web.notBuilt':
    'The web app is not built yet: run `npm run build` in the repository root (npm start does it for you).',
  'accounts.created': 'Your company has been created.',
  'accounts.updated': "Your company's name has been saved.",
  'accounts.deleted': 'The company has been deleted.',
  'accounts.informationsSaved': 'Your information has been saved.',
  'accounts.statusChanged': "The company's status has been changed.",
  'accounts.statusChangeNotAllowed':
    "The company's status cannot be changed from its current status to this one.",
  'accounts.deleteNotAllowed': 'You can only delete a company whose application is still in progress.',
  'accounts.unknownInformationKey': '"{key}" is not a company information field.',
  'validation.companyNameRequired': 'You cannot continue without a name for your company',
  'validation.taxNumberInvalid': 'Please enter a valid tax number',
  'validation.required': 'This field is required.',
  'validation.invalidEmail': 'Please enter a valid e-mail address.',
  'validation.tooLong': 'This field is too long.',
  'validation.invalidPhone': 'Please enter a valid mobile phone number (5xx xxx xx xx).',
  'validation.passwordTooShort': `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  'validation.passwordTooLong': `The password may be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  'validation.passwordNeedsLetter': 'The password must contain at least one letter.',
  'validation.passwordNeedsDigit': 'The password must contain at least one digit.',
  'validation.passwordsDoNotMatch': 'The passwords do not match.',
  'validation.nationalIdEmpty': 'The national ID number must not be empty.',
  'validation.nationalIdTooShort': 'The national ID number must have 11 digits.',
  'validation.nationalIdInvalid': 'Please enter a valid national ID number.',
  'validation.invalidValue': 'Invalid value.',
};

export const MESSAGES: Record<TLanguage, Record<TMessageKey, string>> = { tr, en };

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(tr, value);
}

export type TMessageParams = Readonly<Record<string, string | number>>;

/** The text of a key; `{name}` placeholders are filled from `params` (unknown ones stay as they are). */
export function translate(language: TLanguage, key: TMessageKey, params: TMessageParams = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
