import { LISTED_ROWS_LIMIT } from '../../common/envelope.ts';
import {
  BOOTH_ITEMS_MAX,
  BOOTH_LIMITS,
  NETWORK_CALENDAR_MAX_DAYS,
  STAGE_FIRST_START,
  STAGE_LAST_START,
} from '../../network/network-constants.ts';
import { TAX_CALENDAR_COVERAGE } from '../../tax-calendar/public-holidays.ts';
import { TAX_CALENDAR_MAX_MONTHS } from '../../tax-calendar/tax-calendar-routes.ts';
import {
  CARD_NUMBER_LENGTH,
  CVC_MAX_LENGTH,
  DOCUMENT_MAX_MB,
  FOUNDER_MIN_AGE,
  NATIONAL_ID_LENGTH,
  PASSPORT_NO_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
} from '../message-limits.ts';

/**
 * The validation texts, named by the shared schemas' message keys (`validation.<name>`): the
 * server answers them and the web shows them, from this one list. The messages the spec
 * quotes (section 5) stay word for word as it writes them.
 */
export const validationTr = {
  required: 'Bu alan zorunludur.',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  tooLong: 'Bu alan için girdiğiniz metin çok uzun.',
  singleLine: 'Bu alan tek satır olmalıdır; satır sonu, sekme ya da başka bir kontrol karakteri içeremez.',
  invalidPhone: `Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan ${PHONE_DIGITS} hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).`,
  passwordTooShort: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  passwordTooLong: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  passwordTooCommon:
    'Bu şifre en sık kullanılan şifrelerden biri ve kolayca tahmin edilir. Lütfen başka bir şifre seçin; örneğin art arda birkaç kelime.',
  twoFactorCodeInvalid:
    'Lütfen doğrulama uygulamanızdaki 6 haneli kodu ya da kurtarma kodlarınızdan birini girin.',
  passwordsDoNotMatch: 'Şifreler birbiriyle eşleşmiyor.',
  nationalIdEmpty: 'Tc kimlik no alanı boş bırakılmaz',
  nationalIdTooShort: `TC kimlik numarası ${NATIONAL_ID_LENGTH} haneden küçük olamaz`,
  nationalIdInvalid: 'Lütfen geçerli bir TC Kimlik numarası giriniz',
  foreignIdEmpty: 'Yabancı kimlik numarası boş bırakılamaz.',
  foreignIdTooShort: `Yabancı kimlik numarası ${NATIONAL_ID_LENGTH} haneden kısa olamaz.`,
  foreignIdInvalid: `Lütfen geçerli bir yabancı kimlik numarası girin (99 ile başlayan ${NATIONAL_ID_LENGTH} hane).`,
  passportNoInvalid: `Pasaport numarası yalnızca harf ve rakamlardan oluşmalı; ${PASSPORT_NO_LENGTH.min} ile ${PASSPORT_NO_LENGTH.max} karakter arasında olmalıdır.`,
  countryInvalid: 'Lütfen listeden bir ülke seçin.',
  invalidValue: 'Lütfen geçerli bir değer girin.',
  pageTooDeep: `Bir liste ilk ${LISTED_ROWS_LIMIT.toLocaleString('tr')} sonucu gösterir. Gerisini görmek için aramayı ya da filtreleri daraltın.`,
  cardHolderRequired: 'Lütfen kart üzerindeki adı ve soyadı girin.',
  cardNumberTooShort: `Kart Numarası ${CARD_NUMBER_LENGTH} Haneden Küçük Olamaz`,
  cardNumberInvalid: 'Lütfen geçerli bir kart numarası girin.',
  cardExpiryInvalid: 'Lütfen son kullanma tarihini AA/YY biçiminde girin.',
  cardExpired: 'Kartınızın son kullanma tarihi geçmiş.',
  cardCvcInvalid: `Güvenlik kodu ${CVC_MAX_LENGTH} haneli olmalıdır.`,
  salesTermsRequired:
    'Ödemeden önce Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okuyup onaylamalısınız.',
  salesTermsChanged:
    'Sipariş bilgileri değişti: lütfen güncellenen Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okuyup yeniden onaylayın.',
  documentWrongType: 'Yalnızca PDF, JPEG veya PNG dosyaları yükleyebilirsiniz.',
  documentTooLarge: `Dosya en fazla ${DOCUMENT_MAX_MB} MB olabilir.`,
  monthlyDocumentWrongType: 'Yalnızca PDF, JPEG, PNG veya e-Fatura XML dosyaları yükleyebilirsiniz.',
  monthlyDocumentXmlNotInvoice:
    'Bu XML dosyası bir e-Fatura (UBL-TR) değil. Lütfen faturanın XML dosyasını ya da PDF halini yükleyin.',
  documentPeriodInFuture: 'Henüz başlamamış bir ayın belgeleri yüklenemez.',
  reviewNoteRequired: 'Lütfen müşterinin neyi düzeltmesi gerektiğini yazın.',
  rejectionReasonRequired: 'Lütfen ret nedenini yazın; müşteri başvurusunu buna göre düzeltecek.',
  companyNameRequired: 'Şirketinizin bir ismi olmadan devam edemezsiniz',
  taxNumberInvalid: 'Lütfen geçerli bir vergi numarası giriniz.',
  companyStatusRequired: 'Lütfen şirketinizin durumunu seçin.',
  packetRequired: 'Lütfen bir paket seçin.',
  mustBeAdult: `Şirket kurucusunun ${FOUNDER_MIN_AGE} yaşından büyük olması gerekir.`,
  addressOptionRequired: 'Lütfen şirket adresinin nerede olacağını seçin.',
  virtualOfficeRequired: 'Lütfen sanal ofislerimizden birini seçin.',
  identityTypeRequired: 'Lütfen kimliğinizi hangi belgeyle kanıtlayacağınızı seçin.',
  officeContractMustAccept: 'Lütfen sözleşmeyi okuduğunuzu ve kabul ettiğinizi onaylayın.',
  endsBeforeStarts: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  calendarRangeReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  calendarRangeTooLong: `Vergi takvimi en fazla ${TAX_CALENDAR_MAX_MONTHS} aylık bir aralığı gösterir.`,
  calendarNotCovered: `Vergi takvimi ${TAX_CALENDAR_COVERAGE.first.slice(0, 4)}–${TAX_CALENDAR_COVERAGE.last.slice(0, 4)} yıllarını kapsar; dini bayramların tarihleri bu yıllar için kesindir.`,
  ledgerTaxNumberInvalid: 'Lütfen geçerli bir VKN (10 hane) veya TC kimlik numarası (11 hane) girin.',
  ledgerCategoryInvalid: 'Lütfen kaydın türüne uygun bir kategori seçin.',
  ledgerRateNotInForce: 'Bu KDV oranı kaydın tarihinde yürürlükte değildi.',
  ledgerKdvMismatch: 'KDV tutarı net tutar ve KDV oranıyla uyuşmuyor.',
  ledgerAmountInvalid: 'Lütfen geçerli bir tutar girin (ör. 25.000 ya da 1.234,56).',
  ledgerDateInvalid: 'Lütfen geçerli bir tarih girin.',
  taxReturnPeriodInvalid:
    'Dönemi beyannamenin türüne göre yazın: aylık 2026-10, üç aylık 2026-Q3, yıllık 2026.',
  ledgerCounterpartyRequired: 'Lütfen karşı tarafın adını girin.',
  ledgerPeriodRangeInvalid: 'Dönem aralığı en az 1, en fazla 24 ay olabilir.',
  // The office line's calls (issue 15): a landline or a mobile, any country.
  callerPhoneInvalid:
    'Lütfen geçerli bir telefon numarası girin (ör. 0212 555 44 33 veya +90 532 123 45 67).',
  // A company's call instructions (issue 35): business hours in Istanbul time.
  timeOfDayInvalid: 'Lütfen saati SS:DD biçiminde girin (ör. 09:00).',
  closeBeforeOpen: 'Kapanış saati açılış saatinden sonra olmalı.',
  // The Endless network (issue 17).
  networkWebsiteInvalid: 'Lütfen http:// veya https:// ile başlayan geçerli bir web adresi girin.',
  networkTooManyItems: `Bir stantta en fazla ${BOOTH_ITEMS_MAX} ürün veya hizmet olabilir.`,
  networkTooManyTeamMembers: `Stant ekibine en fazla ${BOOTH_LIMITS.teamMembers} kişi eklenebilir.`,
  networkHideReasonRequired:
    'Lütfen standı gizleme nedenini yazın; neden temsilciye e-postayla bildirilecek.',
  networkSlotNotBookable: `Lütfen ${STAGE_FIRST_START} ile ${STAGE_LAST_START} arasında tam saatte başlayan bir saat seçin (İstanbul saati).`,
  networkCalendarRangeTooLong: `Etkinlik takvimi en fazla ${NETWORK_CALENDAR_MAX_DAYS} günlük bir aralığı gösterir.`,
  // The advisor change request (issue 33).
  advisorRequired: 'Onaylamak için yeni mali müşaviri seçin.',
  // The pre-accounting program (issue 34).
  counterpartyNameRequired: 'Cari hesabın adını girin.',
  counterpartyDistrictWithoutCity: 'Önce ili seçin.',
  invoiceDueBeforeIssue: 'Vade tarihi fatura tarihinden önce olamaz.',
  invoiceQuantityInvalid: 'Sıfırdan büyük, en fazla üç ondalıklı bir miktar girin.',
  invoiceDiscountInvalid: 'İskonto yüzde 0 ile 100 arasında, en fazla iki ondalıklı olmalı.',
  invoiceExemptionRequired: "%0 KDV'li satırda istisna sebebi seçilmelidir.",
  invoiceExemptionNotAllowed: "İstisna sebebi yalnızca %0 KDV'li satırda seçilebilir.",
  invoiceWithholdingWithoutKdv: "KDV'siz satırda tevkif edilecek KDV yoktur.",
  invoiceExchangeRateRequired: 'Fatura tarihinin döviz kurunu girin.',
  invoiceExchangeRateInvalid: 'Döviz kurunu en fazla dört ondalıklı bir sayı olarak girin, ör. 34,5678.',
  invoiceExchangeRateNotAllowed: 'Türk lirası faturada döviz kuru olmaz.',
  invoiceLinesRequired: 'En az bir satır ekleyin.',
  invoiceLineNameRequired: 'Bu satırda satılan mal ya da hizmeti yazın.',
  collectionAmountInvalid: 'Sıfırdan büyük bir tutar girin.',
  collectionAllocationsExceed: 'Faturalara dağıtılan tutarlar, toplam tutarı aşıyor.',
  collectionAllocationRepeated: 'Her fatura yalnızca bir kez seçilebilir.',
} as const;
