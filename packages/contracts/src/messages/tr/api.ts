import {
  AVATAR_MAX_MB,
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  RESET_LINK_MINUTES,
  SMS_CODE_MINUTES,
} from '../message-limits.ts';

/**
 * What the server says in its own words: errors, confirmations, refusals, and the invoice PDF.
 * `{{name}}` placeholders are filled by the server's `translate`.
 */
export const apiTr = {
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
  'auth.twoFactorNeeded': 'Şifreniz doğru. Lütfen ikinci adımı tamamlayın.',
  'auth.twoFactorChallengeInvalid': 'Bu giriş denemesinin süresi doldu. Lütfen yeniden giriş yapın.',
  'auth.twoFactorCodeWrong': 'Bu kod doğru değil. Lütfen doğrulama uygulamanızı kontrol edip tekrar deneyin.',
  'auth.twoFactorAlreadyOn': 'İki adımlı doğrulama zaten açık.',
  'auth.twoFactorNotStarted': 'Lütfen önce iki adımlı doğrulamayı açmaya başlayın.',
  'auth.twoFactorRequired': 'Personel hesaplarında iki adımlı doğrulama zorunludur ve kapatılamaz.',
  'auth.tooManyTwoFactorAttempts': 'Çok fazla kod denendi. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
  'auth.twoFactorEnabled': 'İki adımlı doğrulama açıldı. Kurtarma kodlarınızı güvenli bir yerde saklayın.',
  'auth.twoFactorDisabled': 'İki adımlı doğrulama kapatıldı.',
  'auth.tooManyLoginAttempts':
    'Çok fazla hatalı giriş denemesi yaptınız. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'auth.tooManyResetRequests':
    'Çok fazla şifre sıfırlama isteği gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'auth.resetLinkSent': `Bu adresle kayıtlı bir hesap varsa, şifrenizi sıfırlamanız için bir bağlantı gönderdik. Bağlantı ${RESET_LINK_MINUTES} dakika geçerlidir.`,
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
    'Çok fazla doğrulama isteği gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'verification.tooManySms':
    'Bu telefon numarasına veya bu bağlantıdan çok fazla kod gönderildi. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
  'verification.smsSent': `Doğrulama kodunu telefonunuza gönderdik. Kod ${SMS_CODE_MINUTES} dakika geçerlidir.`,
  'verification.phoneVerified': 'Telefon numaranız doğrulandı.',
  'verification.phoneAlreadyVerified': 'Telefon numaranız zaten doğrulanmış.',
  'verification.phoneMissing':
    'Hesabınızda kayıtlı bir telefon numarası yok. Lütfen önce profilinize ekleyin.',
  'verification.smsCodeWrong': 'Doğrulama kodu hatalı. {{tries}} deneme hakkınız kaldı.',
  'verification.smsCodeWrongLast':
    'Doğrulama kodu hatalı ve deneme hakkınız kalmadı. Lütfen yeni bir kod isteyin.',
  'verification.smsCodeMissing':
    'Geçerli bir doğrulama kodunuz yok ya da süresi dolmuş. Lütfen yeni bir kod isteyin.',
  'verification.smsTooManyTries': 'Çok fazla hatalı deneme yaptınız. Lütfen yeni bir kod isteyin.',
  'users.updated': 'Bilgileriniz kaydedildi.',
  'users.emailChangePending':
    'Bilgileriniz kaydedildi. Yeni e-posta adresinize bir onay bağlantısı gönderdik; adresiniz bağlantıyı açtığınızda değişir.',
  'users.emailChanged': 'E-posta adresiniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  'users.emailChangeLinkInvalid':
    'Bu onay bağlantısı artık geçerli değil. Lütfen e-posta adresinizi profilinizden yeniden değiştirin.',
  'users.emailChangeLinkExpired':
    'Bu onay bağlantısının süresi doldu. Lütfen e-posta adresinizi profilinizden yeniden değiştirin.',
  'users.currentPasswordWrong': 'Mevcut şifreniz doğru değil.',
  'users.tooManyPasswordChecks':
    'Çok fazla şifre denemesi yaptınız. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
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
  'roles.builtinLocked':
    '"{{name}}" rolü sistemin temel rollerinden biridir; adı değiştirilemez ve silinemez.',
  'roles.inUse': 'Bu rol {{count}} kullanıcıya verilmiş. Silmeden önce bu kullanıcılara başka bir rol verin.',
  'roles.adminLockout':
    'Yönetici rolünden şu yetkiler kaldırılamaz: {{permissions}}. Aksi halde kimse rolleri ve yetkileri yönetemez.',
  'contact.markedHandled': 'Mesaj yanıtlandı olarak işaretlendi.',
  'contact.markedWaiting': 'Mesaj yanıt bekliyor olarak işaretlendi.',
  'contact.received': 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
  'contact.tooManyMessages': 'Çok fazla mesaj gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'appointments.demoBooked':
    'Demo talebiniz alındı. Ayrıntıları e-posta adresinize gönderdik; ekibimiz görüşmeyi teyit etmek için sizinle iletişime geçecek.',
  'appointments.dateNotBookable': `Lütfen yarından itibaren ${DEMO_BOOKING_MAX_DAYS_AHEAD} gün içinde bir iş günü (pazartesi–cuma) seçin.`,
  'appointments.tooManyBookings':
    'Çok fazla demo talebi gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
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
  'accounts.stepAhead': 'Lütfen başvuru adımlarını sırayla tamamlayın; bir adım atlanamaz.',
  'accounts.stepSetByPayment': 'Bu adım paket ödemesiyle tamamlanır.',
  'accounts.stepUnknown': 'Bu, başvurunun bir adımı değil.',
  'accounts.applicationSubmitted':
    'Başvurunuz gönderildi; yanıtları artık buradan değiştirilemez. Değişiklik için lütfen danışmanınıza başvurun.',
  'payments.documentMissing': 'Bu belge henüz yüklenmedi.',
  'payments.packetNotSaved':
    'Ödenen paket, başvuruda seçilen paket değil. Lütfen paketler adımında yeniden seçin.',
  'payments.applicationIncomplete':
    'Başvuru henüz tamamlanmadı. Lütfen ödemeden önce belirtilen adımları tamamlayın.',
  'accounts.unknownInformationKey': '"{{key}}" geçerli bir şirket bilgisi değil.',
  'accounts.staffAssigned': 'Şirketin danışmanı ve sekreteri kaydedildi.',
  'accounts.advisorInvalid': 'Lütfen aktif bir danışman seçin.',
  'accounts.secretaryInvalid': 'Lütfen aktif bir sekreter seçin.',
  'announcements.saved': 'Duyuru kaydedildi.',
  'announcements.deleted': 'Duyuru silindi.',
  'jobs.retried': 'İş yeniden kuyruğa alındı.',
  'jobs.notFailed': 'Yalnızca başarısız bir iş yeniden denenebilir; bu iş başarısız değil.',
  'subscriptions.retryOn':
    'Kartınızı {{date}} tarihinde yeniden deneyeceğiz; dilerseniz şimdi başka bir kartla da ödeyebilirsiniz.',
  'subscriptions.noMoreRetries': 'Kartınızı yeniden denemeyeceğiz; lütfen ödemeyi portaldan yapın.',
  'subscriptions.noCard': 'kayıtlı bir kart yok.',
  'subscriptions.cancelled':
    'Aboneliğiniz {{date}} tarihinde sona erecek. O güne kadar iptali geri alabilirsiniz.',
  'subscriptions.resumed': 'İptal geri alındı; aboneliğiniz devam ediyor.',
  'subscriptions.cardChanged': 'Sonraki ödemelerde yeni kart kullanılacak.',
  'subscriptions.notCancellable': 'Bu abonelik zaten sona ermiş ya da iptal ediliyor.',
  'subscriptions.refunded': '{{number}} numaralı iade faturası düzenlendi; tutar karta iade edildi.',
  'subscriptions.notRefundable': 'Yalnızca ödenmiş ve henüz iade edilmemiş bir ödeme iade edilebilir.',
  'subscriptions.refundFailed':
    'İade şu anda yapılamadı; ödeme kuruluşuna ulaşılamadı ya da iadeyi kabul etmedi. Lütfen biraz sonra tekrar deneyin.',
  'subscriptions.refundStaffOnly':
    'İadeleri şirketin danışmanı yapar; lütfen danışmanınızla iletişime geçin.',
  'invoices.pdf.creditTitle': 'İADE FATURASI',
  'invoices.pdf.creditFor': 'İade edilen fatura: {{number}}',
  'invoices.pdf.refundedTo': 'İade edilen kart: {{card}}',
  'subscriptions.notResumable': 'Geri alınacak bir iptal yok ya da iptal zaten gerçekleşti.',
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
  'payments.tooManyDeclines':
    'Çok fazla ödeme denemesi reddedildi. Güvenliğiniz için ödemeler {{minutes}} dakika durduruldu; lütfen sonra tekrar deneyin veya danışmanınızla görüşün.',
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
    'Seçilen ek hizmet ({{id}}) bu pakete ait değil. Lütfen ek hizmetlerinizi yeniden seçin.',
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
  'invoices.pdf.vat': 'KDV (%{{rate}})',
  'invoices.pdf.total': 'Genel Toplam',
  'invoices.pdf.paidWith': 'Ödeme kartı: {{card}}',
  'documents.uploaded': 'Belgeniz yüklendi.',
  'documents.deleted': 'Belge silindi.',
  'documents.kindInvalid': 'Lütfen geçerli bir belge türü seçin.',
  'documents.fileMissing': 'Lütfen bir dosya seçin.',
  'documents.editNotAllowed':
    'Başvurunuz incelemeye gönderildikten sonra belgeler değiştirilemez. Bir değişiklik gerekiyorsa danışmanınızla iletişime geçin.',
} as const;
