import type { TAccountMessageKey } from '@portal/contracts/accounts/account-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts/auth/password';
import {
  PASSWORD_RESET_TOKEN_LIFETIME_MS,
  SMS_CODE_LIFETIME_MS,
} from '@portal/contracts/auth/verification-schemas';
import type { TLanguage } from '@portal/contracts/common/languages';
import { DEMO_BOOKING_MAX_DAYS_AHEAD } from '@portal/contracts/contact/demo-booking-schemas';
import { DOCUMENT_MAX_BYTES, type DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type { TCardMessageKey } from '@portal/contracts/payments/card';
import type { TStaffMessageKey } from '@portal/contracts/staff/announcements';
import { AVATAR_MAX_BYTES } from '@portal/contracts/users/avatar';
import type { TValidationMessageKey } from '@portal/contracts/validation/message-keys';

const MINUTE_MS = 60_000;
const RESET_MINUTES = PASSWORD_RESET_TOKEN_LIFETIME_MS / MINUTE_MS;
const SMS_MINUTES = SMS_CODE_LIFETIME_MS / MINUTE_MS;
const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
type TDocumentMessageKey = (typeof DOCUMENT_MESSAGES)[keyof typeof DOCUMENT_MESSAGES];

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
  'users.created': 'Kullanıcı oluşturuldu. E-posta adresini doğrulaması için bir bağlantı gönderildi.',
  'users.saved': 'Kullanıcı kaydedildi.',
  'users.deactivated': 'Kullanıcı pasif hale getirildi; oturumları kapatıldı.',
  'users.lastAdmin': 'Bu kullanıcı sistemdeki son etkin yönetici. Önce başka bir kullanıcıyı yönetici yapın.',
  'users.ownAdminRole': 'Kendi yönetici rolünüzü kaldıramazsınız. Bunu başka bir yönetici yapabilir.',
  'users.selfDeactivate': 'Kendi hesabınızı pasif hale getiremezsiniz.',
  'users.roleNotFound': 'Lütfen geçerli bir rol seçin.',
  'roles.created': 'Rol oluşturuldu.',
  'roles.updated': 'Rol kaydedildi.',
  'roles.deleted': 'Rol silindi.',
  'roles.permissionsSaved': 'Rolün yetkileri kaydedildi.',
  'roles.nameTaken': 'Bu isimde bir rol zaten var.',
  'roles.builtinLocked': '"{name}" rolü sistemin temel rollerinden biridir; adı değiştirilemez ve silinemez.',
  'roles.inUse': 'Bu rol {count} kullanıcıya verilmiş. Silmeden önce bu kullanıcılara başka bir rol verin.',
  'roles.adminLockout':
    'Yönetici rolünden şu yetkiler kaldırılamaz: {permissions}. Aksi halde kimse rolleri ve yetkileri yönetemez.',
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
  'accounts.staffAssigned': 'Şirketin danışmanı ve sekreteri kaydedildi.',
  'accounts.advisorInvalid': 'Lütfen aktif bir danışman seçin.',
  'accounts.secretaryInvalid': 'Lütfen aktif bir sekreter seçin.',
  'announcements.saved': 'Duyuru kaydedildi.',
  'announcements.deleted': 'Duyuru silindi.',
  'appointments.updated': 'Randevu talebi kaydedildi.',
  'appointments.assigneeInvalid': 'Lütfen aktif bir personel seçin.',
  'payments.succeeded': 'Ödemeniz alındı.',
  'payments.declined.insufficient_funds': 'Kartınızın bakiyesi yetersiz.',
  'payments.declined.do_not_honour':
    'Bankanız bu ödemeyi onaylamadı. Lütfen bankanızla görüşün veya başka bir kart deneyin.',
  'payments.declined.invalid_card': 'Kart bilgileri geçersiz. Lütfen kontrol edip tekrar deneyin.',
  'payments.declined.expired_card': 'Kartınızın süresi dolmuş. Lütfen başka bir kart deneyin.',
  'payments.declined.provider_unavailable':
    'Ödeme hizmetine şu anda ulaşılamıyor. Kartınızdan para çekilmedi; lütfen biraz sonra tekrar deneyin.',
  'payments.idempotencyKeyMissing': 'Ödeme isteği eksik. Lütfen sayfayı yenileyip tekrar deneyin.',
  'payments.idempotencyKeyReused':
    'Bu ödeme isteği başka bir ödeme için kullanılmış. Lütfen sayfayı yenileyip tekrar deneyin.',
  'payments.inProgress': 'Bu ödeme hâlâ işleniyor. Lütfen biraz bekleyin.',
  'payments.notASubscription': 'Bu ürün aylık bir paket değil.',
  'payments.notABuy': 'Bu ürün tek seferlik satın alınamaz.',
  'payments.packetAlreadyActive': 'Bu şirketin bu hizmet için zaten etkin bir paketi var.',
  'payments.accountNotPayable': 'Şirketin şu anki durumunda bu ödeme yapılamaz.',
  'payments.packetRequired': 'Bu ek hizmeti almak için önce ait olduğu paketi satın almalısınız.',
  'payments.unknownAdditionalService':
    'Seçilen ek hizmet ({id}) bu pakete ait değil. Lütfen ek hizmetlerinizi yeniden seçin.',
  'payments.productRemoved': 'Ürün şirketten kaldırıldı.',
  'invoices.pdf.title': 'FATURA',
  'invoices.pdf.number': 'Fatura No',
  'invoices.pdf.date': 'Tarih',
  'invoices.pdf.customer': 'Müşteri',
  'invoices.pdf.description': 'Açıklama',
  'invoices.pdf.quantity': 'Adet',
  'invoices.pdf.unitPrice': 'Birim Fiyat',
  'invoices.pdf.lineTotal': 'Tutar',
  'invoices.pdf.subtotal': 'Ara Toplam',
  'invoices.pdf.vat': 'KDV (%{rate})',
  'invoices.pdf.total': 'Genel Toplam',
  'invoices.pdf.paidWith': 'Ödeme kartı: {card}',
  'documents.uploaded': 'Belgeniz yüklendi.',
  'documents.deleted': 'Belge silindi.',
  'documents.kindInvalid': 'Lütfen geçerli bir belge türü seçin.',
  'documents.fileMissing': 'Lütfen bir dosya seçin.',
  'documents.editNotAllowed':
    'Başvurunuz incelemeye gönderildikten sonra belgeler değiştirilemez. Bir değişiklik gerekiyorsa danışmanınızla iletişime geçin.',
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
  'validation.endsBeforeStarts': 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  'validation.rejectionReasonRequired':
    'Lütfen ret nedenini yazın; müşteri başvurusunu buna göre düzeltecek.',
  'validation.documentWrongType': 'Yalnızca PDF, JPEG veya PNG dosyaları yükleyebilirsiniz.',
  'validation.documentTooLarge': `Dosya en fazla ${DOCUMENT_MAX_MB} MB olabilir.`,
  'validation.cardHolderRequired': 'Lütfen kart üzerindeki adı ve soyadı girin.',
  'validation.cardNumberTooShort': 'Kart Numarası 16 Haneden Küçük Olamaz',
  'validation.cardNumberInvalid': 'Lütfen geçerli bir kart numarası girin.',
  'validation.cardExpiryInvalid': 'Lütfen son kullanma tarihini AA/YY biçiminde girin.',
  'validation.cardExpired': 'Kartınızın son kullanma tarihi geçmiş.',
  'validation.cardCvcInvalid': 'Güvenlik kodu 3 haneli olmalıdır.',
} as const satisfies Record<
  TValidationMessageKey | TAccountMessageKey | TCardMessageKey | TDocumentMessageKey | TStaffMessageKey,
  string
> &
  Record<string, string>;

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
  'users.created': 'The user has been created. A link to verify their e-mail address has been sent.',
  'users.saved': 'The user has been saved.',
  'users.deactivated': 'The user has been deactivated and their sessions closed.',
  'users.lastAdmin': 'This user is the last active administrator. Make another user an administrator first.',
  'users.ownAdminRole': 'You cannot remove your own administrator role. Another administrator can.',
  'users.selfDeactivate': 'You cannot deactivate your own account.',
  'users.roleNotFound': 'Please choose a valid role.',
  'roles.created': 'The role has been created.',
  'roles.updated': 'The role has been saved.',
  'roles.deleted': 'The role has been deleted.',
  'roles.permissionsSaved': "The role's permissions have been saved.",
  'roles.nameTaken': 'A role with this name already exists.',
  'roles.builtinLocked': 'The "{name}" role is one of the built-in roles; it cannot be renamed or deleted.',
  'roles.inUse': 'This role is held by {count} user(s). Give them another role before deleting it.',
  'roles.adminLockout':
    'These permissions cannot be removed from the administrator role: {permissions}. Otherwise nobody could manage roles and permissions.',
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
  'accounts.staffAssigned': "The company's advisor and secretary have been saved.",
  'accounts.advisorInvalid': 'Please choose an active advisor.',
  'accounts.secretaryInvalid': 'Please choose an active secretary.',
  'announcements.saved': 'The announcement has been saved.',
  'announcements.deleted': 'The announcement has been deleted.',
  'appointments.updated': 'The appointment request has been saved.',
  'appointments.assigneeInvalid': 'Please choose an active staff member.',
  'payments.succeeded': 'Your payment has been received.',
  'payments.declined.insufficient_funds': 'Your card has insufficient funds.',
  'payments.declined.do_not_honour':
    'Your bank did not approve this payment. Please contact your bank or try another card.',
  'payments.declined.invalid_card': 'The card details are not valid. Please check them and try again.',
  'payments.declined.expired_card': 'Your card has expired. Please try another card.',
  'payments.declined.provider_unavailable':
    'The payment service cannot be reached right now. Your card was not charged; please try again in a moment.',
  'payments.idempotencyKeyMissing':
    'The payment request is incomplete. Please reload the page and try again.',
  'payments.idempotencyKeyReused':
    'This payment request was already used for another payment. Please reload the page and try again.',
  'payments.inProgress': 'This payment is still being processed. Please wait a moment.',
  'payments.notASubscription': 'This product is not a monthly packet.',
  'payments.notABuy': 'This product cannot be bought as a one-off.',
  'payments.packetAlreadyActive': 'This company already has an active packet for this service.',
  'payments.accountNotPayable': "This payment cannot be made in the company's current status.",
  'payments.packetRequired': 'To buy this add-on, first buy the packet it belongs to.',
  'payments.unknownAdditionalService':
    'The chosen add-on ({id}) does not belong to this packet. Please choose your add-ons again.',
  'payments.productRemoved': 'The product has been removed from the company.',
  'invoices.pdf.title': 'INVOICE',
  'invoices.pdf.number': 'Invoice no.',
  'invoices.pdf.date': 'Date',
  'invoices.pdf.customer': 'Customer',
  'invoices.pdf.description': 'Description',
  'invoices.pdf.quantity': 'Qty',
  'invoices.pdf.unitPrice': 'Unit price',
  'invoices.pdf.lineTotal': 'Amount',
  'invoices.pdf.subtotal': 'Subtotal',
  'invoices.pdf.vat': 'VAT (KDV {rate}%)',
  'invoices.pdf.total': 'Total',
  'invoices.pdf.paidWith': 'Paid by card: {card}',
  'documents.uploaded': 'Your document has been uploaded.',
  'documents.deleted': 'The document has been deleted.',
  'documents.kindInvalid': 'Please choose a valid document type.',
  'documents.fileMissing': 'Please choose a file.',
  'documents.editNotAllowed':
    'Documents can no longer be changed once the application has been sent for review. If something must change, please contact your advisor.',
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
  'validation.endsBeforeStarts': 'The end date must be after the start date.',
  'validation.rejectionReasonRequired':
    'Please write the reason for the rejection; the customer will correct the application accordingly.',
  'validation.documentWrongType': 'You can upload PDF, JPEG or PNG files only.',
  'validation.documentTooLarge': `The file may be at most ${DOCUMENT_MAX_MB} MB.`,
  'validation.cardHolderRequired': 'Please enter the name on the card.',
  'validation.cardNumberTooShort': 'The card number cannot be shorter than 16 digits',
  'validation.cardNumberInvalid': 'Please enter a valid card number.',
  'validation.cardExpiryInvalid': 'Please enter the expiry date as MM/YY.',
  'validation.cardExpired': 'The card has expired.',
  'validation.cardCvcInvalid': 'The security code must have 3 digits.',
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
