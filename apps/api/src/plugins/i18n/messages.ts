import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts/auth/password';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TValidationMessageKey } from '@portal/contracts/validation/message-keys';

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
  'web.notBuilt':
    'Web uygulaması henüz derlenmedi: depo kökünde `npm run build` çalıştırın (npm start bunu kendisi yapar).',
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
} as const satisfies Record<TValidationMessageKey, string> & Record<string, string>;

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
  'web.notBuilt':
    'The web app is not built yet: run `npm run build` in the repository root (npm start does it for you).',
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

export function translate(language: TLanguage, key: TMessageKey): string {
  return MESSAGES[language][key];
}
