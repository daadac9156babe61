import {
  BOOTH_DOCUMENT_MAX_BYTES,
  BOOTH_DOCUMENT_MAX_COUNT,
  STAGE_BOOKING_MAX_DAYS_AHEAD,
  STAGE_BOOKING_MIN_LEAD_MINUTES,
  STAGE_HOLD_MINUTES,
} from '../../network/network-constants.ts';
import { EARSIV_CANCEL_DAYS } from '../../sales-invoices/e-invoice-delivery.ts';
import {
  AVATAR_MAX_MB,
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  RESET_LINK_MINUTES,
  SMS_CODE_MINUTES,
} from '../message-limits.ts';

/** Brochures' size limit, in the unit the texts name it. */
const BOOTH_DOCUMENT_MAX_MB = BOOTH_DOCUMENT_MAX_BYTES / (1024 * 1024);

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
  'errors.notReady': 'Bu sunucu şu anda istekleri karşılayamıyor. Lütfen biraz sonra tekrar deneyin.',
  'errors.redisUnavailable': 'Redis’e (ortak istek sayaçlarına) ulaşılamıyor.',
  'errors.storageUnavailable': 'Dosya deposuna ulaşılamıyor.',
  'taxCalendar.kinds.documents': '{{period}} belgelerini portala yüklemek için son gün',
  'taxCalendar.kinds.ba_bs': 'Form Ba ve Form Bs bildirimleri ({{period}})',
  'taxCalendar.kinds.muhtasar': 'Muhtasar ve prim hizmet beyannamesi ve ödemesi ({{period}})',
  'taxCalendar.kinds.kdv': 'KDV beyannamesi ve ödemesi ({{period}})',
  'taxCalendar.kinds.sgk_prim': 'SGK primlerinin ödenmesi ({{period}})',
  'taxCalendar.kinds.gecici': 'Geçici vergi beyannamesi ve ödemesi ({{period}})',
  'taxCalendar.kinds.yillik_gelir':
    'Yıllık gelir vergisi beyannamesi ve 1. taksit ({{period}}, şahıs şirketleri)',
  'taxCalendar.kinds.yillik_gelir_taksit': 'Yıllık gelir vergisi 2. taksit ({{period}}, şahıs şirketleri)',
  'taxCalendar.kinds.kurumlar':
    'Kurumlar vergisi beyannamesi ve ödemesi ({{period}}, limited ve anonim şirketler)',
  'taxCalendar.quarter': '{{year}} {{quarter}}. dönem',
  'taxCalendar.feedName': '{{company}} – vergi takvimi',
  'taxCalendar.documentsSource':
    'Firmaport SSS: bir ayın belgeleri ay sonunu izleyen 7 gün içinde portala yüklenir; son gün hafta sonuna ya da resmî tatile denk gelirse ilk iş gününe kayar (beyannamelerdeki gibi, VUK md. 18).',
  'taxCalendar.feedSource': 'Kaynak: {{source}}',
  'taxCalendar.feedMoved':
    'Asıl son gün {{date}}; hafta sonu ya da resmî tatil olduğu için ilk iş gününe kaydı (VUK md. 18).',
  'taxCalendar.feedHalfDay': 'Bu gün yarım gün tatildir: resmî daireler 13.00’te kapanır.',
  'taxCalendar.feedCreated': 'Takvim bağlantınız oluşturuldu. Bağlantı size özeldir; paylaşmayın.',
  'taxCalendar.feedRevoked': 'Takvim bağlantınız iptal edildi; artık çalışmaz.',
  'taxCalendar.feedCustomersOnly':
    'Takvim bağlantısını yalnızca şirketin kendi kullanıcıları oluşturabilir veya iptal edebilir.',
  'auth.registered':
    'Girdiğiniz adrese bir e-posta gönderdik. Adresinizi doğrulamak için e-postadaki bağlantıyı açın, ardından şifrenizle giriş yapın.',
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
  'auth.secondFactorSessionRequired':
    'Personel hesapları artık iki adımlı doğrulamayla giriş yapıyor. Lütfen yeniden giriş yapın.',
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
  'appointments.contactRequested':
    'Teşekkürler: ekibimiz {{product}} hakkında en kısa sürede sizinle iletişime geçecek.',
  'appointments.contactAlreadyRequested':
    '{{product}} hakkındaki talebiniz ekibimizde: en kısa sürede sizinle iletişime geçecekler.',
  'appointments.phoneMissing': 'Sizi arayabilmemiz için profilinize telefon numaranızı ekleyin.',
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
  'accounts.staffCreatesForCustomer': 'Personel şirketi bir müşteri adına açar: önce müşteriyi seçin.',
  'accounts.otherLine': 'Bu şirkete bu hizmet için atanmadınız ya da rolünüzün bu işe yetkisi yok.',
  'accounts.statusChangeNotAllowed': 'Şirketin durumu şu anki durumundan bu duruma değiştirilemez.',
  'accounts.deleteNotAllowed': 'Yalnızca başvurusu devam eden bir şirketi silebilirsiniz.',
  'accounts.virtualOfficeUnpaid':
    'Bu şirketin adresi sanal ofislerimizden biri ve sanal ofis paketi henüz ödenmedi: şirket, ofis paketi ödendikten sonra onaylanabilir.',
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
  'subscriptions.packetChanged': '{{date}} tarihinden itibaren abonelik {{packet}} ile yenilenecek.',
  'subscriptions.packetKept': 'Abonelik mevcut paketiyle devam ediyor.',
  'subscriptions.packetNotChangeable':
    'İptal edilmiş ya da iptal edilecek bir aboneliğin paketi değiştirilemez.',
  'subscriptions.packetInvalid': 'Aynı ürün grubundan başka bir aktif paket seçin.',
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
  'payments.declined.hold_expired':
    'Siz bankanın sayfasındayken bu saatin ayrılma süresi doldu; kartınızdan bir şey çekilmedi. Saat hâlâ boş: sahne sayfasından yeniden ayırıp ödeyebilirsiniz.',
  'payments.declined.hour_taken':
    'Siz bankanın sayfasındayken bu saatin ayrılma süresi doldu; kartınızdan bir şey çekilmedi. Bu arada saati başka bir şirket aldı; lütfen başka bir saat seçin.',
  'payments.tooManyDeclines':
    'Çok fazla ödeme denemesi reddedildi. Güvenliğiniz için ödemeler {{minutes}} dakika durduruldu; lütfen sonra tekrar deneyin veya danışmanınızla görüşün.',
  'payments.idempotencyKeyMissing': 'Ödeme isteği eksik. Lütfen sayfayı yenileyip tekrar deneyin.',
  'payments.idempotencyKeyReused':
    'Bu ödeme isteği başka bir ödeme için kullanılmış. Lütfen sayfayı yenileyip tekrar deneyin.',
  'payments.inProgress': 'Bu ödeme hâlâ işleniyor. Lütfen biraz bekleyin.',
  'payments.outcomeUnknown':
    'Bu ödemenin sonucunu ödeme kuruluşundan alamadık. Birkaç dakika içinde kendiliğinden kontrol edilecek; kartınızdan iki kez çekim yapılmaz. Lütfen biraz sonra tekrar deneyin.',
  'payments.notASubscription': 'Bu ürün aylık bir paket değil.',
  'payments.notABuy': 'Bu ürün tek seferlik satın alınamaz.',
  'payments.packetAlreadyActive': 'Bu şirketin bu hizmet için zaten etkin bir paketi var.',
  'payments.accountNotPayable': 'Şirketin şu anki durumunda bu ödeme yapılamaz.',
  'payments.noCardOnFile': 'Bu şirketin kayıtlı kartı yok: lütfen bir kartla ödeyin.',
  'payments.packetRequired': 'Bu ek hizmeti almak için önce ait olduğu paketi satın almalısınız.',
  'payments.unknownAdditionalService':
    'Seçilen ek hizmet ({{id}}) bu pakete ait değil. Lütfen ek hizmetlerinizi yeniden seçin.',
  'payments.productRemoved': 'Ürün şirketten kaldırıldı.',
  'invoices.pdf.number': 'Fatura No',
  'invoices.pdf.date': 'Tarih',
  'invoices.pdf.description': 'Açıklama',
  'invoices.pdf.quantity': 'Adet',
  'invoices.pdf.unitPrice': 'Birim Fiyat',
  'invoices.pdf.lineTotal': 'Tutar',
  'invoices.pdf.earsivTitle': 'e-ARŞİV FATURA',
  'invoices.pdf.seller': 'SATICI',
  'invoices.pdf.buyer': 'ALICI',
  'invoices.pdf.taxOffice': 'Vergi Dairesi: {{office}}',
  'invoices.pdf.vkn': 'VKN: {{number}}',
  'invoices.pdf.tckn': 'TCKN: {{number}}',
  'invoices.pdf.mersis': 'MERSİS No: {{number}}',
  'invoices.pdf.phone': 'Telefon: {{phone}}',
  'invoices.pdf.email': 'E-posta: {{email}}',
  'invoices.pdf.web': 'Web: {{url}}',
  'invoices.pdf.portalNumber': 'Portal Fatura No',
  'invoices.pdf.ettn': 'ETTN',
  'invoices.pdf.profile': 'Senaryo',
  'invoices.pdf.type': 'Fatura Tipi',
  'invoices.pdf.typeSale': 'SATIŞ',
  'invoices.pdf.refundsInvoice': 'İade Edilen Fatura',
  'invoices.pdf.refundsEttn': 'İade Edilen Fatura ETTN',
  'invoices.pdf.kdvRate': 'KDV Oranı',
  'invoices.pdf.period': 'Dönem: {{start}} – {{end}}',
  'invoices.pdf.taxBase': 'Mal/Hizmet Toplam Tutarı (Matrah)',
  'invoices.pdf.kdvAt': 'Hesaplanan KDV (%{{rate}})',
  'invoices.pdf.totalWithTaxes': 'Vergiler Dahil Toplam Tutar',
  'invoices.pdf.payable': 'Ödenecek Tutar',
  'invoices.pdf.refunded': 'İade Edilen Tutar',
  'invoices.pdf.paymentMethod': 'Ödeme şekli: kredi/banka kartı ({{card}})',
  'invoices.pdf.paymentDate': 'Ödeme tarihi: {{date}}',
  'invoices.pdf.earsivNote': 'e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.',
  'invoices.pdf.internetSale': 'Bu satış internet üzerinden yapılmıştır. İnternet adresi: {{url}}',
  'documents.uploaded': 'Belgeniz yüklendi.',
  'documents.deleted': 'Belge silindi.',
  'documents.kindInvalid': 'Lütfen geçerli bir belge türü seçin.',
  'documents.fileMissing': 'Lütfen bir dosya seçin.',
  'documents.editNotAllowed':
    'Başvurunuz incelemeye gönderildikten sonra belgeler değiştirilemez. Bir değişiklik gerekiyorsa danışmanınızla iletişime geçin.',
  'documents.replaced': 'Belgenin yeni dosyası yüklendi; danışmanınız yeniden inceleyecek.',
  'documents.reviewed': 'İnceleme kaydedildi.',
  'documents.monthlyEditNotAllowed':
    'Aylık belgeler şirketiniz aktifken yüklenebilir ve değiştirilebilir. Yardım için danışmanınızla iletişime geçin.',
  'documents.periodClosed': 'Bu ay danışmanınız tarafından kapatıldı; belgeleri artık değiştirilemez.',
  'documents.acceptedLocked': 'Danışmanınızın kabul ettiği bir belge değiştirilemez veya silinemez.',
  'taxReturns.created': 'Beyanname eklendi.',
  'taxReturns.updated': 'Beyanname güncellendi.',
  'taxReturns.documentUploaded': 'Belge yüklendi; şirketinize bildirildi.',
  'taxReturns.paymentReported':
    'Ödemeniz ve dekontunuz danışmanınıza iletildi; onayladığında ödendi olarak görünecek.',
  'taxReturns.paymentConfirmed': 'Ödeme onaylandı.',
  'taxReturns.exists': 'Bu şirketin bu dönem için bu türde bir beyannamesi zaten var.',
  'taxReturns.periodNotBegun': 'Henüz başlamamış bir dönem için beyanname eklenemez.',
  'taxReturns.moveNotAllowed': 'Beyanname bu durumdan istenen duruma geçirilemez.',
  'taxReturns.accrualIncomplete': 'Tahakkuk için sıfırdan büyük bir tutar ve son ödeme tarihi girin.',
  'taxReturns.notAccrued': 'Yalnızca tahakkuk etmiş ve ödenmemiş bir beyanname ödenebilir.',
  'taxReturns.alreadyPaid': 'Bu beyannamenin ödemesi zaten onaylandı.',
  'taxReturns.locked': 'Müşteri ödemeyi bildirdi; önce ödemeyi onaylayın.',
  'taxReturns.receiptMissing': 'Lütfen ödeme dekontunu ekleyin.',
  'taxReturns.roleInvalid': 'Lütfen belgenin türünü seçin: beyanname veya tahakkuk fişi.',
  'taxReturns.kinds.kdv': 'KDV beyannamesi',
  'taxReturns.kinds.muhtasar_prim': 'Muhtasar ve prim hizmet beyannamesi',
  'taxReturns.kinds.gecici_vergi': 'Geçici vergi beyannamesi',
  'taxReturns.kinds.gelir_vergisi': 'Yıllık gelir vergisi beyannamesi',
  'taxReturns.kinds.kurumlar_vergisi': 'Kurumlar vergisi beyannamesi',
  'taxReturns.kinds.damga': 'Damga vergisi beyannamesi',
  'taxReturns.kinds.ba_bs': 'Form Ba ve Bs bildirimleri',
  'taxReturns.kinds.sgk': 'SGK primleri',
  'companyDocuments.added': 'Belge şirketin arşivine eklendi; şirkete bildirildi.',
  'companyDocuments.kindInvalid': 'Lütfen belgenin türünü seçin.',
  'companyDocuments.validUntilInvalid': 'Geçerlilik sonu geçerli bir tarih olmalı (ör. 2026-12-31).',
  'companyDocuments.titleRequired': '"Diğer" türündeki bir belge için bir başlık yazın.',
  'companyDocuments.kinds.vergi_levhasi': 'Vergi levhası',
  'companyDocuments.kinds.ticaret_sicil_gazetesi': 'Ticaret sicil gazetesi',
  'companyDocuments.kinds.imza_sirkuleri': 'İmza sirküleri',
  'companyDocuments.kinds.faaliyet_belgesi': 'Faaliyet belgesi',
  'companyDocuments.kinds.sgk_isyeri_tescil': 'SGK işyeri tescil belgesi',
  'companyDocuments.kinds.kira_sozlesmesi': 'Kira sözleşmesi',
  'companyDocuments.kinds.other': 'Diğer belge',
  'documentRequests.requested': 'Belge istendi; müşteriye bildirildi.',
  'documentRequests.fulfilled': 'Belgeniz yüklendi ve isteğe bağlandı; danışmanınız inceleyecek.',
  'documentRequests.alreadyFulfilled': 'Bu istek zaten bir belgeyle yanıtlandı.',
  'ledger.created': 'Kayıt eklendi.',
  'ledger.updated': 'Kayıt güncellendi.',
  'ledger.deleted': 'Kayıt silindi.',
  'ledger.periodClosed': 'Bu ay danışmanınız tarafından kapatıldı; kayıtları artık değiştirilemez.',
  'ledger.periodClosedNow': '{{period}} dönemi kapatıldı; müşteri bu ayın kayıtlarını değiştiremez.',
  'ledger.periodReopened': '{{period}} dönemi yeniden açıldı.',
  'ledger.staffOnly': 'Bir ayı yalnızca şirketin danışmanı kapatabilir veya açabilir.',
  'ledger.entryFromInvoice':
    'Bu kayıt {{number}} numaralı satış faturasından geldi; bunun yerine faturayı iptal edin ya da iade edin.',
  'salesInvoices.returnHasCollections': 'Bu faturaya tahsilat bağlı; iadeyi müşteriye ödeme olarak kaydedin.',
  'ledger.documentNotFound': 'Bağlanan belge bu şirketin belgeleri arasında bulunamadı.',
  'ledger.importFileMissing': 'Lütfen bir e-fatura XML dosyası seçin.',
  'ledger.importTooLarge': 'E-fatura dosyası en fazla 2 MB olabilir.',
  'ledger.importDocumentNotXml': 'Seçilen belge bir e-fatura XML dosyası değil.',
  'ledger.importMalformed': 'Dosya okunamadı: geçerli bir XML dosyası değil.',
  'ledger.importNotInvoice': 'Bu dosya bir e-fatura (UBL-TR) değil.',
  'ledger.importConfirmed': 'Faturanın {{count}} kaydı eklendi.',
  'ledger.importAlreadyConfirmed': '{{number}} numaralı fatura daha önce içe aktarıldı.',
  'ledger.importIncomplete': 'E-faturada gerekli bilgiler eksik: {{part}}.',
  'ledger.importRateUnsupported':
    'E-faturadaki %{{rate}} KDV oranı faturanın tarihinde ({{date}}) yürürlükte değildi; o tarihteki oranlar: {{rates}}.',
  'ledger.importCurrencyUnsupported':
    'E-fatura {{currency}} para birimiyle düzenlenmiş, ancak kur bilgisi (cac:PricingExchangeRate) {{currency}} → Türk lirası (TRY) kuru değil.',
  'ledger.importExchangeRateMissing':
    'E-fatura {{currency}} para birimiyle düzenlenmiş, ancak Türk lirası kurunu (cac:PricingExchangeRate) belirtmiyor; tutarlar TRY’ye çevrilemiyor.',
  'ledger.importTypeUnsupported':
    '{{type}} tipindeki e-faturalar henüz içe aktarılamıyor; okunan tipler: {{types}}. Lütfen bu faturayı elle girin.',
  'ledger.importTaxUnsupported':
    'E-faturada içe aktarmanın okumadığı bir vergi var ({{code}} {{name}}) ve tutarlar bu vergi olmadan tutmuyor. Lütfen bu faturayı elle girin.',
  'ledger.importTotalsDisagree':
    'E-faturadaki tutarlar birbirini tutmuyor: {{part}} {{stated}}, onu oluşturan tutarlardan çıkan ise {{computed}}.',
  'ledger.importSpecialBaseAboveNet':
    'E-faturanın özel matrahı ({{base}}) net tutarından ({{net}}) yüksek; böyle bir fatura kayıtlara bölünemiyor. Lütfen bu faturayı elle girin.',
  'ledger.export.fileName': 'on-muhasebe',
  'ledger.export.sheet': 'Kayıtlar',
  'ledger.export.date': 'Tarih',
  'ledger.export.kind': 'Tür',
  'ledger.export.counterparty': 'Karşı Taraf',
  'ledger.export.taxNumber': 'VKN/TCKN',
  'ledger.export.description': 'Açıklama',
  'ledger.export.category': 'Kategori',
  'ledger.export.net': 'Net Tutar',
  'ledger.export.kdvRate': 'KDV Oranı (%)',
  'ledger.export.kdv': 'KDV Tutarı',
  'ledger.export.gross': 'Brüt Tutar',
  'ledger.export.paid': 'Ödendi',
  'ledger.export.document': 'Belge No',
  'ledger.export.yes': 'Evet',
  'ledger.export.no': 'Hayır',
  'ledger.export.totalIncome': 'Gelir toplamı',
  'ledger.export.totalExpense': 'Gider toplamı',
  'ledger.kind.income': 'Gelir',
  'ledger.kind.expense': 'Gider',
  'ledger.category.sales_goods': 'Mal satışı',
  'ledger.category.sales_services': 'Hizmet satışı',
  'ledger.category.other_income': 'Diğer gelir',
  'ledger.category.goods_purchase': 'Mal alışı',
  'ledger.category.rent': 'Kira',
  'ledger.category.salaries': 'Maaş ve ücretler',
  'ledger.category.utilities': 'Elektrik, su, doğalgaz',
  'ledger.category.office_supplies': 'Kırtasiye ve ofis malzemesi',
  'ledger.category.travel': 'Seyahat ve konaklama',
  'ledger.category.fuel_vehicle': 'Akaryakıt ve araç',
  'ledger.category.food': 'Yemek ve ikram',
  'ledger.category.communication': 'Telefon ve internet',
  'ledger.category.software': 'Yazılım ve abonelikler',
  'ledger.category.professional_services': 'Danışmanlık ve hizmet alımı',
  'ledger.category.taxes_fees': 'Vergi, harç ve aidatlar',
  'ledger.category.bank_charges': 'Banka masrafları',
  'ledger.category.other_expense': 'Diğer gider',
  'ledger.category.sales_returns': 'Satıştan iadeler',
  'ledger.category.purchase_returns': 'Alıştan iadeler',
  // The office line's calls (issue 15).
  'office.lineNotActive':
    'Bu şirketin ofis hizmeti etkin değil: kayıt yalnızca etkin (veya ödemesi bekleyen, askıya alınmış) bir ofis hattı için tutulabilir.',
  'office.calls.calledAtFuture': 'Çağrı zamanı ileri bir an olamaz.',
  'office.calls.recorded': 'Çağrı kaydedildi; şirketin müşterilerine bildirildi.',
  'office.calls.saved': 'Çağrı güncellendi.',
  'office.calls.urgentSms':
    'Firmaport: {{company}} hattına ACİL çağrı. {{caller}} ({{phone}}): {{subject}}. Ayrıntılar portalda.',
  'office.calls.callSms':
    'Firmaport: {{company}} hattına çağrı. {{caller}} ({{phone}}): {{subject}}. Ayrıntılar portalda.',
  // A company's call instructions (issue 35).
  'office.callInstructions.saved':
    'Çağrı talimatları kaydedildi; sekreterlik bir sonraki çağrıdan itibaren bunlara uyar.',
  'office.callInstructions.customersOnly':
    'Çağrı talimatlarını yalnızca şirketin kendi kullanıcıları değiştirebilir; sekreterlik talimatları okur ve uygular.',
  // The office contract (issue 35).
  'office.contract.notApproved':
    'Sanal ofis sözleşmesi, ofis başvurunuz onaylandıktan sonra hazırlanır; başvurunuz henüz onaylanmadı.',
  'office.contract.missingDetails':
    'Sözleşme hazırlanamıyor: şirketin seçili bir ofisi ya da ofis paketi yok. Lütfen bizimle iletişime geçin.',
  'office.contract.accepted': 'Sözleşmeyi kabul ettiniz; kabul zamanı ve IP adresi kaydedildi.',
  'office.contract.notAccepted':
    'Adres kullanım yazısı, sözleşme kabul edildikten sonra verilir; lütfen önce sözleşmeyi kabul edin.',
  'office.contract.customersOnly':
    'Sözleşmeyi yalnızca şirketin kendi kullanıcıları kabul edebilir; personel müşteri adına kabul edemez.',
  // The office line's usage beyond the packet's allowance, on a renewal's invoice (issue 35).
  'office.usage.line.call': 'Ek çağrı karşılama ({{period}})',
  'office.usage.line.scan': 'Ek posta tarama, sayfa ({{period}})',
  'office.usage.line.forward': 'Ek posta yönlendirme ({{period}})',
  'office.usage.line.storage_day': 'Ücretsiz süre sonrası saklama, gün ({{period}})',
  'office.usage.line.room_hour': 'Ek toplantı odası saati ({{period}})',
  // Ofislerin toplantı odaları (issue 35).
  'office.rooms.notActive':
    'Toplantı odalarını ofis hizmeti etkin olan şirketler ayırtabilir; bu şirketinki etkin değil.',
  'office.rooms.booked': 'Oda ayrıldı; onay e-postası ve takvim daveti gönderiliyor.',
  'office.rooms.cancelled': 'Rezervasyon iptal edildi; saatleri yeniden boş.',
  'office.rooms.slotTaken': 'Bu saatlerden biri az önce ayrıldı; lütfen başka saatler seçin.',
  'office.rooms.outsideHours':
    'Oda yalnızca ofisin resepsiyon saatleri içinde, tam saatler olarak ayrılabilir.',
  'office.rooms.past': 'Bu saat başladı; lütfen daha ileri bir saat seçin.',
  'office.rooms.tooFarAhead': 'Odalar en çok {{days}} gün sonrası için ayrılabilir.',
  'office.rooms.noCard':
    'Bu ayın ücretsiz oda saatleri bu rezervasyonu karşılamıyor ve kalanı ödemek için şirketin kayıtlı kartı yok. Aboneliklerim sayfasından kart ekleyin ya da daha az saat seçin.',
  'office.rooms.paymentNeeded':
    'Bu saatlerin {{hours}} saati bu ayın ücretsiz saatlerini aşıyor ve {{amount}} (KDV dahil) tutuyor. Kayıtlı kartınızdan çekilmesini onaylayın.',
  'office.rooms.tooLateToCancel':
    'Rezervasyon, başlamasından 24 saat öncesine kadar iptal edilebilir; bu rezervasyon artık iptal edilemez.',
  'office.rooms.alreadyCancelled': 'Bu rezervasyon zaten iptal edilmiş.',
  'office.rooms.refundFailed':
    'Ödeme şu an iade edilemedi; rezervasyon geçerliliğini koruyor. Lütfen birkaç dakika sonra yeniden deneyin.',
  'office.rooms.customersOnly': 'Toplantı odalarını şirketin kendi kullanıcıları ayırtır ve iptal eder.',
  'office.rooms.invoiceLine': 'Toplantı odası {{room}} ({{location}}), {{day}} {{from}}–{{to}}',
  // The office line's standing mail instructions (issue 35).
  'office.rules.saved': 'Posta talimatlarınız kaydedildi; yeni gelen gönderilere uygulanacak.',
  'office.rules.addressRequired': 'Yönlendirme talimatı için kayıtlı adreslerinizden birini seçin.',
  'office.rules.addressUnknown': 'Bu adres şirketinizin kayıtlı adresleri arasında yok.',
  'office.rules.addressInUse': 'Bu adrese yönlendiren bir talimat var; önce talimatı değiştirin.',
  'office.rules.parcelNotScanned': 'Koliler taranmaz; koliler için başka bir işlem seçin.',
  'office.rules.tooManyAddresses': 'En fazla 10 yönlendirme adresi kaydedebilirsiniz.',
  'office.rules.tooManyRecipients': 'En fazla 10 yetkili teslim alan kişi kaydedebilirsiniz.',
  'office.rules.recipientExists': 'Bu T.C. kimlik numarasıyla bir yetkili zaten kayıtlı.',
  'office.rules.addressSaved': 'Adres kaydedildi.',
  'office.rules.addressDeleted': 'Adres silindi.',
  'office.rules.recipientSaved': 'Yetkili kişi kaydedildi.',
  'office.rules.recipientDeleted': 'Yetki kaldırıldı.',
  // The office line's mail and parcels (issue 15).
  'office.shipments.recorded': 'Gönderi kaydedildi; şirketin müşterilerine bildirildi.',
  'office.shipments.requested': 'İsteğiniz ofise iletildi.',
  'office.shipments.done': 'İşlem tamamlandı; müşteriye bildirildi.',
  'office.shipments.alreadyDone': 'Bu istek zaten tamamlandı.',
  'office.shipments.parcelNotScanned':
    'Koliler taranmaz: içinde taranacak sayfa yok. Koliyi ofiste saklatabilir ya da adresinize iletebilirsiniz.',
  'office.shipments.shredUnseenNotice':
    'Resmi tebligat, siz açıp görmeden imha edilemez. Lütfen önce tebligatı açın.',
  'office.shipments.alreadyFinal':
    'Bu gönderi iletildi ya da imha edildi (veya bunun için istek verildi); yeni bir istek verilemez.',
  'office.shipments.requestPending':
    'Bu gönderi için bekleyen bir isteğiniz var; ofis onu tamamladıktan sonra yeni bir istek verebilirsiniz.',
  'office.shipments.forwardAddressRequired': 'Gönderinin iletileceği adresi yazın.',
  'office.shipments.receivedInFuture': 'Teslim alma zamanı ileri bir an olamaz.',
  'office.shipments.photoWrongType': 'Zarfın fotoğrafı yalnızca JPEG veya PNG olabilir.',
  'office.shipments.scanMissing': 'Taranan içeriğin PDF dosyasını seçin.',
  'office.shipments.notAuthorised':
    'Bu kimlik numarası seçilen yetkili kişiye ait değil; gönderi teslim edilemez.',
  'office.shipments.proofMissing': 'İmzanın ya da teslimin fotoğrafını ekleyin.',
  'office.shipments.collected': 'Gönderi yetkili kişiye teslim edildi.',
  'office.shipments.scanWrongType': 'Taranan içerik yalnızca PDF olarak yüklenebilir.',
  'office.shipments.sms.atOnce':
    'Firmaport: {{company}} için {{sender}} gönderisi ofisinize ulaştı. Talimatınız gereği hemen bildiriyoruz; portalda görebilirsiniz.',
  'office.shipments.sms.officialNotice':
    'Firmaport: {{company}} adına {{sender}} tarafından gönderilen RESMİ TEBLİGAT ofisinize ulaştı. Lütfen hemen portalda açın.',
  // Şirketin ekibi (issue 16).
  'team.notAllowed.pay': 'Bu şirket adına ödeme yapma yetkiniz yok. Şirketin sahiplerinden birine başvurun.',
  'team.notAllowed.upload_documents':
    'Bu şirketin belgelerini yükleme veya değiştirme yetkiniz yok. Şirketin sahiplerinden birine başvurun.',
  'team.notAllowed.see_office':
    'Bu şirketin çağrılarını ve gönderilerini görme yetkiniz yok. Şirketin sahiplerinden birine başvurun.',
  'team.notAllowed.manage_team':
    'Bu şirketin ekibini yönetme yetkiniz yok. Şirketin sahiplerinden birine başvurun.',
  'team.notAllowed.write': 'Bu şirketi yalnızca görüntüleyebilirsiniz: izleyici rolü bir şey değiştiremez.',
  'team.notAllowed.delete': 'Şirketi yalnızca şirketin bir sahibi silebilir.',
  'team.ownerOnly':
    'Birini sahip yapmak, bir sahibi değiştirmek veya çıkarmak yalnızca şirketin bir sahibine açıktır.',
  'team.lastOwner': 'Şirketin en az bir sahibi kalmalı: önce başka bir üyeyi sahip yapın.',
  'team.alreadyMember': 'Bu kişi zaten şirketin üyesi.',
  'team.alreadyInvited': 'Bu adrese şirket için açık bir davet zaten var: daveti yeniden gönderin.',
  'team.staffAddress': 'Bu adres bir Firmaport çalışanına ait: çalışanları şirketlere yönetici atar.',
  'team.invitationNotFound': 'Bu davet bağlantısı geçerli değil.',
  'team.invitationExpired': 'Bu davetin süresi doldu. Sizi davet eden kişiden yeni bir davet isteyin.',
  'team.invitationUsed': 'Bu davet zaten kullanıldı.',
  'team.invitationRevoked': 'Bu davet geri alındı.',
  'team.invitationOtherUser':
    'Bu davet başka bir e-posta adresine gönderildi. Çıkış yapın, bağlantıyı yeniden açın ve davet edilen adresle giriş yapın.',
  'team.signInToAccept':
    'Bu adresin zaten bir Firmaport hesabı var: önce giriş yapın, sonra şirkete katılın.',
  'team.invited': 'Davet {{email}} adresine gönderildi.',
  'team.updated': 'Üyenin rolü ve izinleri kaydedildi.',
  'team.removed': 'Üye şirketten çıkarıldı.',
  'team.left': 'Şirketten ayrıldınız.',
  'team.resent': 'Davet yeni bir bağlantıyla yeniden gönderildi.',
  'team.revoked': 'Davet geri alındı.',
  'team.joined': 'Hoş geldiniz! {{company}} şirketine katıldınız.',
  'team.tooManyInvitations': 'Bu şirket bugün çok sayıda davet gönderdi. Lütfen yarın yeniden deneyin.',
  // Şirket bilgileri ve değişiklik istekleri (issue 16).
  'companyProfile.saved': 'Şirket bilgileri kaydedildi.',
  'companyProfile.nothingChanged': 'Bir değişiklik yok: bilgiler kayıtlı olanlarla aynı.',
  'companyProfile.changeRequested':
    'Değişikliğiniz onay için danışmanınıza gönderildi; onaylandığında geçerli olacak.',
  'companyProfile.requestPending':
    'Bu şirketin bilgileri için danışmanınızın onayını bekleyen bir değişiklik var. O karara bağlandıktan sonra yenisini isteyebilirsiniz.',
  'companyProfile.viewerReadOnly':
    'Bu şirketi yalnızca görüntüleyebilirsiniz: görüntüleyici olarak bilgilerini değiştiremezsiniz.',
  'companyProfile.staffUseRequests':
    'Personel şirket bilgilerini şirketin sayfasından değiştirir; burada müşterilerin isteklerini onaylar ya da reddeder.',
  'companyProfile.requestDecided': 'Bu istek zaten karara bağlandı.',
  'companyProfile.approved': 'Değişiklik onaylandı ve uygulandı; müşterilere bildirildi.',
  'companyProfile.rejected': 'Değişiklik reddedildi; müşterilere nedeni bildirildi.',
  // A person's own data (KVKK, issue 16).
  'privacy.exportRequested':
    'Verilerinizin kopyası hazırlanıyor; hazır olduğunda indirme bağlantısını e-postayla göndereceğiz.',
  'privacy.exportInProgress':
    'Hazırlanan ya da indirilmeyi bekleyen bir veri kopyanız zaten var. Bağlantısının süresi dolunca yenisini isteyebilirsiniz.',
  'privacy.closeRequested':
    'Hesabınızı kapatma isteğiniz alındı. {{date}} tarihine kadar geri alabilirsiniz.',
  'privacy.closeCancelled': 'Hesabınızı kapatma isteğiniz geri alındı; hesabınız açık kalacak.',
  'privacy.closeAlreadyRequested': 'Hesabınızı kapatma isteğiniz zaten alındı.',
  'privacy.closeNotForStaff': 'Personel hesapları yönetici tarafından kapatılır.',
  // The Endless network (issue 17).
  'network.stages.holdPaymentInProgress':
    'Bu saat için bir ödeme zaten sürüyor (başka bir sekmede ya da bankanın sayfasında). Sonucunu bekleyin; kartınızdan iki kez çekilmez.',
  'network.stages.hourTakenRefunding':
    'Ödemeniz sürerken bu saat başka bir şirkete geçti. Çekilen tutar kartınıza kendiliğinden iade edilecek; e-postayla bilgi vereceğiz.',
  'network.membershipRequired':
    'Bunun için şirketin Sonsuz Ağ üyelik paketi (Standart veya Premium Stant) olmalı. Paketi ağın «Şirketim İçin» sayfasından alabilirsiniz.',
  'network.booths.onePerRepresentative': 'Bir temsilci birden fazla stant açamaz.',
  'network.booths.onePerCompany': 'Bu şirketin zaten bir standı var; yenisini açmak yerine onu düzenleyin.',
  'network.booths.representativeNotMember': 'Stant temsilcisi şirketin müşteri üyelerinden biri olmalı.',
  'network.booths.tooManyItemsForPacket':
    'Şirketinizin paketiyle standınızda en fazla {{max}} ürün veya hizmet gösterebilirsiniz.',
  'network.booths.created': 'Standınız açıldı.',
  'network.booths.saved': 'Stant bilgileri kaydedildi.',
  'network.booths.hidden': 'Stant gizlendi; nedeni temsilcisine e-postayla bildirildi.',
  'network.booths.shown': 'Stant yeniden herkese görünüyor.',
  'network.booths.logoSaved': 'Stant logosu güncellendi.',
  'network.booths.logoRemoved': 'Stant logosu kaldırıldı.',
  'network.booths.documentAdded': 'Broşür eklendi.',
  'network.booths.documentDeleted': 'Broşür kaldırıldı.',
  'network.booths.documentWrongType': 'Broşürler yalnızca PDF dosyası olarak yüklenebilir.',
  'network.booths.documentTooLarge': `Broşür en fazla ${BOOTH_DOCUMENT_MAX_MB} MB olabilir.`,
  'network.booths.documentMissing': 'Lütfen bir PDF dosyası seçin.',
  'network.booths.tooManyDocuments': `Bir stantta en fazla ${BOOTH_DOCUMENT_MAX_COUNT} broşür olabilir. Yenisini eklemek için önce birini kaldırın.`,
  'network.booths.contactSent': 'Mesajınız şirketin temsilcisine iletildi.',
  'network.booths.tooManyContacts':
    'Çok fazla mesaj gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'network.stages.slotTaken':
    'Bu saat az önce başka bir şirket tarafından ayrıldı. Lütfen başka bir saat seçin.',
  'network.stages.slotOutsideWindow': `Sahne saatleri en az ${STAGE_BOOKING_MIN_LEAD_MINUTES} dakika önceden ve en fazla ${STAGE_BOOKING_MAX_DAYS_AHEAD} gün sonrası için ayrılabilir.`,
  'network.stages.dateOutsideWindow': `Sahne takvimi bugünden itibaren en fazla ${STAGE_BOOKING_MAX_DAYS_AHEAD} gün sonrasını gösterir.`,
  'network.sessions.holdCreated': `Saat ${STAGE_HOLD_MINUTES} dakika boyunca sizin için ayrıldı; ödemeyi bu süre içinde tamamlayın.`,
  'network.sessions.holdReleased': 'Ayırdığınız saat bırakıldı.',
  'network.sessions.notHeld': 'Bu oturum artık ayrılmış değil: ödenmiş, süresi dolmuş ya da bırakılmış.',
  'network.sessions.holdExpired': `Saat ${STAGE_HOLD_MINUTES} dakika içinde ödenmediği için bırakıldı. Lütfen saati yeniden seçin.`,
  'network.sessions.sessionRequired':
    'Konferans paketini ödemek için önce sahne takviminden bir saat ayırın.',
  'network.sessions.sessionNotForProduct': 'Bu ürünle bir sahne oturumu ödenemez.',
  'network.sessions.registered': 'Kaydınız alındı; ayrıntıları ve takvim davetini e-postanıza gönderdik.',
  'network.sessions.registrationCancelled': 'Kaydınız iptal edildi.',
  'network.sessions.full': 'Bu oturumun bütün yerleri doldu.',
  'network.sessions.alreadyRegistered': 'Bu oturuma zaten kayıtlısınız.',
  'network.sessions.registrationClosed':
    'Bu oturumun kayıtları kapalı: oturum başladı ya da henüz onaylanmadı.',
  'network.sessions.notRegistered': 'Bu oturuma bir kaydınız yok.',
  'network.sessions.tooManyRegistrations':
    'Önümüzdeki oturumlar için en fazla {{max}} kaydınız olabilir. Yeni bir kayıt için önce birini iptal edin.',
  'network.sessions.emailNotVerified':
    'Lütfen önce e-posta adresinizi doğrulayın: kayıt onayı ve takvim daveti bu adrese gönderilir. Sayfanın üstündeki uyarıdan bağlantıyı yeniden isteyebilirsiniz.',
  // The conversation with the advisor and the advisor change (issue 33).
  'companyMessages.sent': 'Mesajınız gönderildi.',
  'companyMessages.bodyRequired': 'Lütfen bir mesaj yazın.',
  'companyMessages.bodyTooLong': 'Mesaj en fazla 4000 karakter olabilir.',
  'companyMessages.noAttachment': 'Bu mesajın eki yok.',
  'advisorChange.requested': 'Talebiniz alındı; yöneticilerimiz en kısa sürede yanıtlayacak.',
  'advisorChange.alreadyOpen': 'Yanıt bekleyen bir mali müşavir değişikliği talebiniz zaten var.',
  'advisorChange.answered': 'Talep yanıtlandı; şirkete yazışmadan bildirildi.',
  'advisorChange.alreadyAnswered': 'Bu talep zaten yanıtlanmış.',
  'advisorChange.adminsOnly': 'Mali müşavir değişikliği taleplerini yalnızca yöneticiler yanıtlayabilir.',
  'advisorChange.advisorInvalid': 'Lütfen etkin bir mali müşavir seçin.',
  'advisorChange.threadRequest': 'Mali müşavirimin değiştirilmesini istiyorum. Gerekçe: {{reason}}',
  'advisorChange.threadApproved':
    'Mali müşavir değişikliği talebiniz onaylandı. Yeni mali müşaviriniz: {{advisor}}.',
  'advisorChange.threadDeclined': 'Mali müşavir değişikliği talebiniz karşılanamadı.',
  'advisorChange.threadNote': 'Not: {{note}}',
  // The month-close board (issue 33).
  'monthClose.moved': 'Ayın durumu güncellendi.',
  'monthClose.moveNotAllowed':
    'Ay bu durumdan istenen duruma geçemez: bir adım ileri veya önceki bir duruma alınabilir.',
  'monthClose.completed': 'Teşekkürler; mali müşaviriniz ayın belgelerinin tamamlandığını gördü.',
  'monthClose.alreadyComplete': 'Bu ayın belgeleri zaten tamamlandı olarak işaretlenmiş.',
  'monthClose.periodNotEnded': 'Ayın belgeleri ay bittikten sonra tamamlandı olarak işaretlenebilir.',
  'counterparties.created': 'Cari hesap eklendi.',
  'counterparties.updated': 'Cari hesap güncellendi.',
  'counterparties.taxNumberTaken': 'Bu vergi numarasıyla bir cari hesap listenizde zaten var.',
  'counterparties.cityUnknown': 'İli listeden seçin.',
  'counterparties.districtUnknown': 'Seçilen ilin bir ilçesini seçin.',
  'salesInvoices.created': 'Taslak fatura kaydedildi.',
  'salesInvoices.updated': 'Taslak fatura güncellendi.',
  'salesInvoices.issued': '{{number}} numaralı fatura düzenlendi.',
  'salesInvoices.cancelled': '{{number}} numaralı fatura iptal edildi, kayıtları defterden kaldırıldı.',
  'salesInvoices.returned': '{{number}} numaralı iade faturası düzenlendi.',
  'salesInvoices.counterpartyNotFound': 'Listenizden bir müşteri seçin.',
  'salesInvoices.notDraft': 'Yalnızca taslak fatura değiştirilebilir ya da düzenlenebilir.',
  'salesInvoices.notIssued':
    'Yalnızca düzenlenmiş fatura iptal edilebilir, iade edilebilir ya da indirilebilir.',
  'salesInvoices.hasCollections':
    'Bu faturaya tahsilat bağlı; iptal edilemez. Bunun yerine iade faturası düzenleyin.',
  'salesInvoices.returnOfReturn': 'İade faturası iade edilemez.',
  'salesInvoices.nothingOpen': 'Bu faturada iade edilecek açık tutar kalmadı.',
  'salesInvoices.hasReturn': 'Bu faturaya iade faturası düzenlendi; iptal edilemez.',
  'salesInvoices.tooLarge': 'Faturanın TL toplamı programın tutabileceği tutarın üzerinde.',
  'collections.created': '{{kind}} kaydedildi.',
  'collections.kind.collection': 'Tahsilat',
  'collections.kind.payment': 'Ödeme',
  'collections.counterpartyNotFound': 'Listenizden bir cari hesap seçin.',
  'collections.invoiceNotFound': 'Bu fatura, cari hesabın düzenlenmiş faturaları arasında değil.',
  'collections.allocationExceedsOpen': 'Bu tutar faturanın açık tutarını ({{open}}) aşıyor.',
  'bankStatements.imported':
    'Banka ekstresi okundu: {{count}} hareket. Önerilen eşleşmeleri kontrol edip onaylayın.',
  'bankStatements.fileMissing': 'Lütfen bir banka ekstresi dosyası seçin.',
  'bankStatements.tooLarge': 'Banka ekstresi en fazla 5 MB olabilir.',
  'bankStatements.unknownFormat':
    'Bu dosya tanınan bir ekstre biçiminde değil (MT940, CAMT.053 ya da bankanın CSV/XLSX dökümü): {{detail}}.',
  'bankStatements.malformed': 'Ekstre okunamadı: {{detail}}.',
  'bankStatements.currencyMixed':
    'Ekstrede birden çok para birimi var ({{detail}}); her hesabı ayrı yükleyin.',
  'bankStatements.accountMixed': 'Ekstrede birden çok hesap var ({{detail}}); her hesabı ayrı yükleyin.',
  'bankStatements.unbalanced': 'Ekstrenin bakiyesi hareketlerle tutmuyor: {{detail}}.',
  'bankStatements.tooManyLines': 'Ekstrede çok fazla hareket var ({{detail}}); dönemi bölerek yükleyin.',
  'bankStatements.currencyUnsupported':
    'Yalnızca TL hesaplarının ekstresi okunur; bu ekstre {{currency}} hesabına ait.',
  'bankStatements.empty': 'Ekstrede hiç hareket yok.',
  'bankStatements.notFound': 'Bu banka ekstresi bulunamadı.',
  'bankStatements.lineNotFound': 'Bu ekstre satırı bulunamadı.',
  'bankStatements.lineConfirmed': 'Bu satırın eşleşmesi zaten onaylandı.',
  'bankStatements.matchNotFound': 'Eşleştirilecek açık fatura ya da ödenmemiş kayıt bulunamadı.',
  'bankStatements.matchWrongDirection':
    'Gelen para bir satış faturasıyla ya da gelir kaydıyla, giden para bir gider kaydıyla eşleşir.',
  'bankStatements.matchAmountDiffers': 'Kaydın tutarı ekstre satırının tutarıyla aynı değil.',
  'bankStatements.matched': 'Eşleşme onaylandı.',
  'bankStatements.unmatched': 'Satır eşleşmesiz bırakıldı.',
  'receiptScans.queued': 'Fiş yüklendi; okunuyor. Taslak birkaç saniye içinde hazır olur.',
  'receiptScans.fileMissing': 'Lütfen fişin ya da faturanın fotoğrafını veya PDF dosyasını seçin.',
  'receiptScans.tooLarge': 'Fiş dosyası en fazla 10 MB olabilir.',
  'receiptScans.notFound': 'Bu fiş taraması bulunamadı.',
  'receiptScans.nothingRead':
    'Fişte tarih, tutar ya da KDV okunamadı; daha net ve düz çekilmiş bir fotoğraf deneyin.',
  'receiptScans.pdfUnreadable': 'PDF dosyası açılamadı; fişin fotoğrafını yükleyin.',
  'receiptScans.readFailed': 'Fiş şu anda okunamadı; lütfen yeniden yükleyin.',
  'salesInvoices.pdf.title': 'FATURA',
  'salesInvoices.pdf.returnTitle': 'İADE FATURASI',
  'salesInvoices.pdf.cancelled': 'İPTAL EDİLDİ',
  'salesInvoices.pdf.number': 'Fatura no',
  'salesInvoices.pdf.date': 'Tarih',
  'salesInvoices.pdf.dueDate': 'Vade tarihi',
  'salesInvoices.pdf.ettn': 'ETTN',
  'salesInvoices.pdf.profile': 'Senaryo',
  'salesInvoices.pdf.type': 'Fatura tipi',
  'salesInvoices.pdf.seller': 'Satıcı',
  'salesInvoices.pdf.buyer': 'Alıcı',
  'salesInvoices.pdf.taxOffice': 'Vergi dairesi: {{office}}',
  'salesInvoices.pdf.taxNumber': 'VKN/TCKN: {{number}}',
  'salesInvoices.pdf.description': 'Mal/hizmet',
  'salesInvoices.pdf.quantity': 'Miktar',
  'salesInvoices.pdf.unitPrice': 'Birim fiyat',
  'salesInvoices.pdf.discount': 'İskonto',
  'salesInvoices.pdf.kdvRate': 'KDV',
  'salesInvoices.pdf.lineTotal': 'Tutar',
  'salesInvoices.pdf.subtotal': 'Mal/hizmet toplam tutarı',
  'salesInvoices.pdf.discountTotal': 'Toplam iskonto',
  'salesInvoices.pdf.kdvAt': 'Hesaplanan KDV (%{{rate}})',
  'salesInvoices.pdf.withheld': 'KDV tevkifatı ({{code}}, {{ratio}})',
  'salesInvoices.pdf.total': 'Vergiler dahil toplam tutar',
  'salesInvoices.pdf.payable': 'Ödenecek tutar',
  'salesInvoices.pdf.exchangeRate': 'Döviz kuru: 1 {{currency}} = {{rate}} TL',
  'salesInvoices.pdf.payableTry': 'Ödenecek tutar (TL): {{amount}}',
  'salesInvoices.pdf.exemption': 'KDV istisnası: {{code}} {{name}}',
  'salesInvoices.pdf.returnsInvoice': 'İade edilen fatura: {{number}} ({{date}})',
  'salesInvoices.pdf.note': 'Not',
  'salesInvoices.pdf.fileName': 'fatura',
  'salesInvoices.reminderSent': 'Hatırlatma {{email}} adresine gönderildi.',
  'salesInvoices.reminderNotOverdue':
    'Hatırlatma yalnızca vadesi geçmiş ve açık tutarı olan, düzenlenmiş bir satış faturası için gönderilebilir.',
  'salesInvoices.reminderNoEmail':
    'Bu cari hesabın e-posta adresi yok; hatırlatma göndermek için önce cari hesaba bir e-posta adresi ekleyin.',
  'salesInvoices.reminderTooSoon':
    'Bu fatura için son 24 saat içinde bir hatırlatma gönderildi; yenisini daha sonra gönderebilirsiniz.',
  'salesInvoices.tooManyReminders':
    'Şirketiniz son 24 saat içinde gönderilebilecek en çok hatırlatmayı gönderdi; lütfen daha sonra tekrar deneyin.',
  'salesInvoices.sentEFatura': 'Fatura {{number}} e-Fatura olarak gönderildi.',
  'salesInvoices.sentEArsiv': 'Fatura {{number}} e-Arşiv fatura olarak gönderildi.',
  'salesInvoices.cancelledEArsiv':
    'e-Arşiv fatura {{number}} entegratörde iptal edildi; faturanın defter kayıtları silindi.',
  'salesInvoices.alreadySent': 'Bu fatura gönderildi; ikinci kez gönderilemez.',
  'salesInvoices.sendInFlight':
    'Bu fatura şu anda gönderiliyor; entegratörün yanıtı bekleniyor. Birkaç dakika sonra yeniden deneyin.',
  'salesInvoices.sellerTaxNumberMissing':
    'Faturayı göndermek için şirketinizin vergi numarası gerekli; önce şirket bilgilerinize ekleyin.',
  'salesInvoices.integratorUnavailable':
    'e-Fatura entegratörüne şu anda ulaşılamıyor; fatura ulaşmış olabilir. Birkaç dakika sonra yeniden deneyin: önce entegratöre sorulur, fatura iki kez gönderilmez.',
  'salesInvoices.tooManySends':
    'Şirketiniz son 24 saat içinde gönderilebilecek en çok e-faturayı gönderdi; lütfen daha sonra tekrar deneyin.',
  'salesInvoices.eFaturaNotCancellable':
    'Bu fatura e-Fatura olarak gönderildi ve e-Fatura iptal edilemez. Bunun yerine iade faturası düzenleyin.',
  'salesInvoices.integrator.duplicate_uuid':
    'Entegratör faturayı reddetti: bu ETTN ile daha önce bir fatura alınmış.',
  'salesInvoices.integrator.duplicate_number':
    'Entegratör faturayı reddetti: bu fatura numarasıyla daha önce başka bir fatura gönderilmiş.',
  'salesInvoices.integrator.receiver_not_registered':
    'Entegratör faturayı reddetti: alıcının vergi numarası e-Fatura kayıtlı kullanıcıları listesinde yok.',
  'salesInvoices.integrator.receiver_is_e_fatura_user':
    'Entegratör faturayı reddetti: alıcı e-Fatura kullanıcısı; ona e-Arşiv değil e-Fatura gönderilmeli.',
  'salesInvoices.integrator.invalid_document':
    'Entegratör faturayı reddetti: belge geçerli bir UBL-TR faturası değil ya da bildirilen senaryo, ETTN veya numarayla uyuşmuyor.',
  'salesInvoices.integrator.not_found': 'Entegratör bu faturayı tanımıyor; iptal edilecek bir gönderim yok.',
  'salesInvoices.integrator.e_fatura_not_cancellable':
    'Entegratör iptali reddetti: e-Fatura iptal edilemez; iade faturası düzenleyin.',
  'salesInvoices.integrator.cancel_window_passed': `Entegratör iptali reddetti: e-Arşiv fatura gönderildiği günden sonraki ${EARSIV_CANCEL_DAYS} gün içinde iptal edilebilir. Bunun yerine iade faturası düzenleyin.`,
  'salesInvoices.integrator.already_cancelled': 'Entegratör bu faturayı daha önce iptal etmiş.',
  'invoices.xmlUnavailable':
    'Bu faturanın e-fatura (XML) dosyası şu anda verilemiyor; PDF dosyasını indirebilirsiniz.',
} as const;
