import { RESET_LINK_MINUTES, VERIFY_EMAIL_LINK_MINUTES } from '../message-limits.ts';

const LINK_HINT = 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza kopyalayın:';

/**
 * The mails' texts. `{{name}}` placeholders are filled by the template with its data (the
 * server escapes them into the HTML); the layout (brand, colours, button) is the server's.
 */
export const mailTr = {
  footer: {
    account: 'Bu e-postayı Firmaport hesabınızla ilgili bir işlem nedeniyle aldınız.',
    staff: 'Bu e-postayı, Firmaport sitesinden gelen talepleri takip eden ekip üyesi olduğunuz için aldınız.',
    demoVisitor:
      'Bu e-postayı, Firmaport sitesinde bu adresle bir demo talebi gönderildiği için aldınız. Talebi siz göndermediyseniz bu e-postayı yok sayabilirsiniz.',
  },
  visitor: {
    name: 'Ad soyad',
    email: 'E-posta',
    phone: 'Telefon',
    language: 'Dil',
    languages: { tr: 'Türkçe', en: 'İngilizce' },
  },
  verifyEmail: {
    subject: 'E-posta adresinizi doğrulayın – Firmaport',
    preheader: 'E-posta adresinizi tek tıkla doğrulayın.',
    heading: 'E-posta adresinizi doğrulayın',
    paragraphs: [
      'Merhaba {{name}},',
      'Bu e-posta adresinin size ait olduğunu doğrulamak için aşağıdaki düğmeye tıklayın.',
    ],
    button: 'E-posta adresimi doğrula',
    linkHint: LINK_HINT,
    notes: [
      `Bağlantı ${VERIFY_EMAIL_LINK_MINUTES} dakika geçerlidir.`,
      'Firmaport hesabı oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    ],
  },
  confirmEmailChange: {
    subject: 'Yeni e-posta adresinizi onaylayın – Firmaport',
    preheader: 'Hesabınızı bu adrese taşımak için tek bir tıklama.',
    heading: 'Yeni e-posta adresinizi onaylayın',
    paragraphs: [
      'Merhaba {{name}},',
      'Firmaport hesabınız için bu adresi kullanmak istediniz. Aşağıdaki düğmeyle onaylayana kadar hesabınız eski adresini korur.',
    ],
    button: 'Yeni adresi onayla',
    linkHint: LINK_HINT,
    notes: [
      `Bağlantı ${VERIFY_EMAIL_LINK_MINUTES} dakika geçerlidir. Onayladığınızda diğer cihazlardaki oturumlarınız kapatılır.`,
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: hiçbir şey değişmez.',
    ],
  },
  emailChangeRequested: {
    subject: 'E-posta adresiniz değişmek üzere – Firmaport',
    preheader: 'Hesabınız için yeni bir adres girildi.',
    heading: 'Hesabınız için yeni bir e-posta adresi girildi',
    paragraphs: [
      'Merhaba {{name}},',
      'Firmaport hesabınızda oturum açmış biri, hesabın e-posta adresini {{email}} olarak değiştirmek istedi. Değişiklik ancak o adrese gönderdiğimiz bağlantı açıldığında gerçekleşir.',
      'Bu isteği siz yapmadıysanız şifrenizi hemen değiştirin: böylece değişiklik durur ve tüm oturumlar kapanır.',
    ],
    button: 'Şifremi değiştir',
    linkHint: LINK_HINT,
    notes: ['İsteği siz yaptıysanız burada yapmanız gereken başka bir şey yok.'],
  },
  signInBlocked: {
    subject: 'Hesabınıza çok sayıda giriş denemesi – Firmaport',
    preheader: 'Hesabınıza yapılan girişler bir süre durduruldu.',
    heading: 'Hesabınıza çok sayıda giriş denemesi yapıldı',
    paragraphs: [
      'Merhaba {{name}},',
      'Son dakikalarda hesabınıza yanlış şifreyle çok sayıda giriş denemesi yapıldı. Hesabınızı korumak için girişleri {{minutes}} dakika durdurduk.',
      'Denemeler size ait değilse şifrenizi şimdi değiştirmenizi öneririz.',
    ],
    button: 'Şifremi sıfırla',
    linkHint: LINK_HINT,
    notes: ['Denemeleri siz yaptıysanız bu süre sonunda yeniden giriş yapabilirsiniz.'],
  },
  resetPassword: {
    subject: 'Şifrenizi sıfırlayın – Firmaport',
    preheader: 'Yeni bir şifre belirlemeniz için bağlantı.',
    heading: 'Şifrenizi sıfırlayın',
    paragraphs: [
      'Merhaba {{name}},',
      'Firmaport hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeye tıklayın.',
    ],
    button: 'Yeni şifre belirle',
    linkHint: LINK_HINT,
    notes: [
      `Bağlantı ${RESET_LINK_MINUTES} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    ],
  },
  applicationApproved: {
    subject: 'Şirket başvurunuz onaylandı – Firmaport',
    preheader: '{{companyName}}: başvurunuz onaylandı.',
    heading: 'Başvurunuz onaylandı',
    paragraphs: [
      'Merhaba {{name}},',
      'Güzel haber: {{companyName}} için yaptığınız şirket başvurusu onaylandı.',
      'Danışmanınız sonraki adımlar için kısa süre içinde sizinle iletişime geçecek.',
    ],
    button: 'Şirketimi aç',
    linkHint: LINK_HINT,
    notes: ['Şirketinizi portaldan istediğiniz zaman takip edebilirsiniz.'],
  },
  applicationRejected: {
    subject: 'Şirket başvurunuzda düzeltme gerekiyor – Firmaport',
    preheader: '{{companyName}}: başvurunuz henüz onaylanmadı.',
    heading: 'Başvurunuz onaylanmadı',
    paragraphs: [
      'Merhaba {{name}},',
      '{{companyName}} için yaptığınız şirket başvurusunu inceledik ve şu nedenle henüz onaylayamadık:',
    ],
    button: 'Başvurumu düzelt',
    linkHint: LINK_HINT,
    notes: ['Düzelttikten sonra başvurunuzu yeniden gönderin; tekrar inceleyeceğiz.'],
  },
  renewalFailed: {
    subject: '{{companyName}} aboneliğinin ödemesi alınamadı – Firmaport',
    preheader: '{{packet}} için {{amount}} tutarındaki aylık ödeme kartınızdan çekilemedi.',
    heading: 'Aylık ödemeniz alınamadı',
    paragraphs: [
      'Merhaba {{name}},',
      '{{companyName}} şirketinin {{packet}} aboneliği için {{amount}} tutarındaki aylık ödemeyi kayıtlı kartınızdan ({{card}}) çekemedik: {{reason}}',
      '{{retry}}',
    ],
    button: 'Ödemeyi şimdi yap',
    linkHint: LINK_HINT,
    notes: ['Ödeme {{suspendsOn}} tarihine kadar yapılmazsa hizmetiniz askıya alınır.'],
  },
  subscriptionSuspended: {
    subject: '{{companyName}} aboneliği askıya alındı – Firmaport',
    preheader: '{{packet}} aboneliğinin ödemesi 14 gündür alınamadığı için hizmet askıya alındı.',
    heading: 'Aboneliğiniz askıya alındı',
    paragraphs: [
      'Merhaba {{name}},',
      '{{companyName}} şirketinin {{packet}} aboneliğinin {{amount}} tutarındaki ödemesi 14 gündür alınamadığı için hizmetiniz askıya alındı.',
      'Ödemeyi yaptığınız anda hizmetiniz yeniden açılır.',
    ],
    button: 'Ödemeyi yap',
    linkHint: LINK_HINT,
    notes: [],
  },
  subscriptionSuspendedStaff: {
    subject: 'Askıya alınan abonelik: {{companyName}} – Firmaport',
    preheader: '{{packet}} aboneliğinin ödemesi 14 gündür alınamadı.',
    heading: 'Bir abonelik askıya alındı',
    paragraphs: [
      'Merhaba {{name}},',
      '{{companyName}} şirketinin {{packet}} aboneliği, {{amount}} tutarındaki ödemesi 14 gündür alınamadığı için askıya alındı. Müşteri ödemeyi yaptığında hizmet kendiliğinden yeniden açılır.',
    ],
    button: 'Şirketi aç',
    linkHint: LINK_HINT,
    notes: [],
  },
  contactMessageStaff: {
    subject: '{{fullName}} adlı kişiden yeni iletişim mesajı – Firmaport',
    preheader: '{{fullName}} iletişim formundan yazdı.',
    heading: 'Yeni iletişim mesajı',
    paragraphs: ['{{fullName}}, {{received}} tarihinde iletişim formundan bu mesajı gönderdi.'],
    button: 'Yanıtla: {{fullName}}',
    replySubject: "Firmaport'a gönderdiğiniz mesaj",
    notes: ['Bu e-postayı yanıtladığınızda yanıtınız doğrudan gönderene gider.'],
  },
  productContactStaff: {
    subject: 'Arama talebi: {{company}}, {{product}} hakkında – Firmaport',
    preheader: '{{fullName}}, {{product}} hakkında aranmak istiyor.',
    heading: 'Bir müşteri aranmak istiyor',
    paragraphs: [
      '{{company}} şirketinden {{fullName}}, {{product}} hakkında bilgi almak istiyor. Lütfen kendisini arayın ya da yazın.',
    ],
    company: 'Şirket',
    product: 'Ürün',
    button: 'Randevu taleplerini aç',
    linkHint: LINK_HINT,
    notes: ['Bu e-postayı yanıtladığınızda yanıtınız doğrudan {{fullName}} adlı kişiye gider.'],
  },
  demoBookingStaff: {
    subject: 'Yeni demo talebi: {{company}}, {{day}} {{slot}} – Firmaport',
    preheader: '{{fullName}}, {{day}} saat {{slot}} için demo istedi.',
    heading: 'Yeni demo talebi',
    paragraphs: [
      '{{company}} şirketinden {{fullName}} bir demo görüşmesi istedi. Lütfen saati kendisiyle teyit edin.',
    ],
    company: 'Şirket',
    day: 'Tercih edilen gün',
    time: 'Saat',
    timeValue: '{{slot}} (Türkiye saati)',
    button: 'Randevu taleplerini aç',
    linkHint: LINK_HINT,
    notes: ['Bu e-postayı yanıtladığınızda yanıtınız doğrudan {{fullName}} adlı kişiye gider.'],
  },
  demoBookingConfirmation: {
    subject: 'Demo talebinizi aldık – Firmaport',
    preheader: '{{day}} saat {{slot}} için demo talebiniz.',
    heading: 'Teşekkürler, demo talebinizi aldık',
    paragraphs: [
      'Merhaba {{name}},',
      "Firmaport'a gösterdiğiniz ilgi için teşekkür ederiz. Demoda şirketinizi kurmayı, muhasebenizi devretmeyi ve sanal ofisinizi tek yerden yönetmeyi gösteriyor, sorularınızı yanıtlıyoruz.",
      'Ekibimiz görüşmeden önce saati teyit etmek için sizinle iletişime geçecek.',
    ],
    company: 'Şirket',
    day: 'Tercih edilen gün',
    time: 'Saat',
    timeValue: '{{slot}} (Türkiye saati, GMT+3)',
    button: "Firmaport'u ziyaret edin",
    notes: ['Başka bir saat isterseniz ekibimizin göndereceği teyit e-postasını yanıtlamanız yeterli.'],
  },
  documentsReminder: {
    subject: '{{companyName}}: {{month}} belgelerinin son günü {{dueDate}} – Firmaport',
    preheader: '{{month}} ayının belgelerini {{dueDate}} tarihine kadar yükleyin.',
    heading: '{{month}} belgeleriniz bekleniyor',
    paragraphs: [
      'Merhaba {{name}},',
      '{{companyName}} için {{month}} ayına ait henüz bir belge yüklenmedi. Gelir ve gider faturalarınızı, fişlerinizi ve banka ekstrelerinizi en geç {{dueDate}} günü sonuna kadar yükleyin ({{remaining}}).',
      'Belgeleri zamanında aldığımızda defterlerinizi ve beyannamelerinizi gecikmeden hazırlayabiliriz.',
    ],
    remainingOne: '1 gün kaldı',
    remainingOther: '{{days}} gün kaldı',
    button: 'Belgeleri yükle',
    linkHint: LINK_HINT,
    notes: ['Belgelerinizi yüklediyseniz bu e-postayı dikkate almayın.'],
  },
} as const;
