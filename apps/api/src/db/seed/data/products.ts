import type { TSeedAddOn, TSeedProduct } from '../seed-types.ts';

/**
 * The product catalogue. Prices are integer kuruş before KDV (149_000 = 1.490 TL), at
 * 2025 Istanbul market levels. Order in each list is display order.
 */

/** One-off services; packets list the ones they offer in `addOns`. */
export const SEED_ADD_ONS = {
  'sole-proprietorship-opening': {
    price: 150_000,
    billing: 'one_off',
    name: { tr: 'Şahıs Şirketi Açılış İşlemleri', en: 'Sole Proprietorship Registration' },
    description: {
      tr: 'Vergi dairesi açılışı, yoklama ve esnaf/sanatkâr sicil kaydının tamamlanması.',
      en: 'Opening with the tax office, the on-site inspection and the trade registry entry.',
    },
  },
  'trade-registry': {
    price: 650_000,
    billing: 'one_off',
    name: { tr: 'Ticaret Sicil ve Kuruluş Masrafları', en: 'Trade Registry and Establishment Fees' },
    description: {
      tr: 'Ticaret sicil tescili, noter onayları, Rekabet Kurumu payı ve ilan masrafları.',
      en: 'Trade registry fees, notary approvals, Competition Authority share and gazette notice.',
    },
  },
  'registry-address-change': {
    price: 350_000,
    billing: 'one_off',
    name: { tr: 'Adres Değişikliği Tescili', en: 'Registered Address Change' },
    description: {
      tr: 'Şirketinizin yeni adrese taşınması için genel kurul kararı ve sicil tescili.',
      en: 'Shareholder resolution and registry filing to move your company to its new address.',
    },
  },
  'e-signature': {
    price: 125_000,
    billing: 'one_off',
    name: { tr: 'Elektronik İmza (3 Yıl)', en: 'E-Signature (3 Years)' },
    description: {
      tr: 'Nitelikli elektronik sertifika ve USB token; e-Devlet ve MERSİS işlemleri için.',
      en: 'Qualified electronic certificate with a USB token, for e-Government and MERSIS.',
    },
  },
  'kep-address': {
    price: 35_000,
    billing: 'one_off',
    name: { tr: 'KEP Adresi (1 Yıl)', en: 'Registered E-Mail (KEP) Address (1 Year)' },
    description: {
      tr: 'Resmî yazışmalar için yasal geçerliliği olan kayıtlı elektronik posta adresi.',
      en: 'A registered e-mail address with legal standing for official correspondence.',
    },
  },
  'e-invoice-activation': {
    price: 75_000,
    billing: 'one_off',
    name: { tr: 'E-Fatura ve E-Arşiv Aktivasyonu', en: 'E-Invoice and E-Archive Activation' },
    description: {
      tr: 'GİB başvurusu, entegratör kurulumu ve ilk faturanızın kesilmesine kadar destek.',
      en: 'Revenue Administration application, integrator set-up and help until your first invoice.',
    },
  },
  'company-seal': {
    price: 25_000,
    billing: 'one_off',
    name: { tr: 'Şirket Kaşesi', en: 'Company Stamp' },
    description: null,
  },
  'sign-board': {
    price: 150_000,
    billing: 'one_off',
    name: { tr: 'Kapı ve Bina Tabelası', en: 'Door and Building Sign' },
    description: {
      tr: 'Şirket adınızın ofis girişinde ve bina tabelasında yer alması.',
      en: 'Your company name at the office entrance and on the building directory.',
    },
  },
  'mail-forwarding': {
    price: 90_000,
    billing: 'one_off',
    name: { tr: 'Posta Yönlendirme (6 Ay)', en: 'Mail Forwarding (6 Months)' },
    description: {
      tr: 'Gelen posta ve kargolarınızın haftada bir istediğiniz adrese gönderilmesi.',
      en: 'Your letters and parcels sent on to an address of your choice once a week.',
    },
  },
  'meeting-room-10h': {
    price: 200_000,
    billing: 'one_off',
    name: { tr: 'Toplantı Odası (10 Saat)', en: 'Meeting Room (10 Hours)' },
    description: {
      tr: 'Tüm lokasyonlarda geçerli, 6 ay içinde kullanılabilen toplantı odası saatleri.',
      en: 'Meeting-room hours valid at every location, to be used within 6 months.',
    },
  },
  'office-setup': {
    price: 50_000,
    billing: 'one_off',
    name: { tr: 'Kurulum ve Sözleşme Ücreti', en: 'Set-Up and Contract Fee' },
    description: null,
  },
  'live-stream': {
    price: 150_000,
    billing: 'one_off',
    name: { tr: 'Canlı Yayın ve Video Kaydı', en: 'Live Stream and Video Recording' },
    description: {
      tr: 'Etkinliğinizin iki kamerayla canlı yayını ve montajlı kaydı.',
      en: 'Two-camera live stream of your event and an edited recording.',
    },
  },
  catering: {
    price: 300_000,
    billing: 'one_off',
    name: { tr: 'İkram Paketi (30 Kişi)', en: 'Catering (30 Guests)' },
    description: {
      tr: 'Kahve, çay, su ve atıştırmalıklardan oluşan ikram servisi.',
      en: 'Coffee, tea, water and snacks served during your event.',
    },
  },
} as const satisfies Record<string, TSeedAddOn>;

export type TSeedAddOnCode = keyof typeof SEED_ADD_ONS;

export const SEED_PRODUCTS: readonly TSeedProduct<TSeedAddOnCode>[] = [
  // Virtual accountant: the first three are the landing page's pricing cards.
  {
    code: 'accountant-starter',
    brand: 'accountant',
    category: 'company-founding',
    price: 149_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Başlangıç Paketi', en: 'Starter Package' },
    description: {
      tr: 'Şahıs şirketi kuran serbest çalışanlar ve yeni girişimciler için.',
      en: 'For freelancers and new entrepreneurs opening a sole proprietorship.',
    },
    features: [
      { tr: 'Şahıs şirketi kuruluşu', en: 'Sole proprietorship set-up' },
      { tr: 'Ayda 30 belgeye kadar muhasebe kaydı', en: 'Bookkeeping for up to 30 documents a month' },
      { tr: 'KDV ve muhtasar beyannameleri', en: 'VAT and withholding tax returns' },
      { tr: 'Online ön muhasebe programı', en: 'Online pre-accounting software' },
      { tr: 'E-posta ile mali müşavir desteği', en: 'Accountant support by e-mail' },
    ],
    addOns: ['sole-proprietorship-opening', 'e-signature', 'e-invoice-activation', 'company-seal'],
  },
  {
    code: 'accountant-standard',
    brand: 'accountant',
    category: 'company-founding',
    price: 249_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Standart Paket', en: 'Standard Package' },
    description: {
      tr: 'Limited şirketini kuran ve büyüyen küçük işletmeler için.',
      en: 'For small businesses founding and growing a limited company.',
    },
    features: [
      { tr: 'Limited şirket kuruluşu', en: 'Limited company set-up' },
      { tr: 'Ayda 100 belgeye kadar muhasebe kaydı', en: 'Bookkeeping for up to 100 documents a month' },
      { tr: 'Tüm beyannameler ve SGK bildirgeleri', en: 'All tax returns and social security filings' },
      { tr: 'Ön muhasebe programı ve e-fatura', en: 'Pre-accounting software and e-invoicing' },
      { tr: 'Size atanmış mali müşavir, telefon desteği', en: 'Your own accountant, with phone support' },
    ],
    addOns: ['trade-registry', 'e-signature', 'kep-address', 'e-invoice-activation', 'company-seal'],
    // A limited (or joint-stock) company is registered with the trade registry: no founding without it.
    requiredAddOns: ['trade-registry'],
  },
  {
    code: 'accountant-premium',
    brand: 'accountant',
    category: 'company-founding',
    price: 399_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Premium Paket', en: 'Premium Package' },
    description: {
      tr: 'Çalışanı olan, yoğun işlem hacmine sahip şirketler için eksiksiz hizmet.',
      en: 'Complete service for companies with staff and a high volume of transactions.',
    },
    features: [
      { tr: 'Limited veya anonim şirket kuruluşu', en: 'Limited or joint-stock company set-up' },
      { tr: 'Sınırsız belge ile muhasebe kaydı', en: 'Bookkeeping with unlimited documents' },
      { tr: '5 çalışana kadar bordro ve SGK işlemleri', en: 'Payroll and social security for up to 5 employees' },
      { tr: 'E-defter ve aylık yönetim raporu', en: 'E-ledger and a monthly management report' },
      { tr: 'Öncelikli destek ve aylık görüntülü görüşme', en: 'Priority support and a monthly video call' },
      { tr: 'Vergi planlaması danışmanlığı', en: 'Tax planning advice' },
    ],
    addOns: ['trade-registry', 'e-signature', 'kep-address', 'e-invoice-activation', 'company-seal'],
    // A limited (or joint-stock) company is registered with the trade registry: no founding without it.
    requiredAddOns: ['trade-registry'],
  },
  {
    code: 'accountant-e-commerce',
    brand: 'accountant',
    category: 'company-founding',
    price: 299_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'E-Ticaret Paketi', en: 'E-Commerce Package' },
    description: {
      tr: 'Pazaryerlerinde ve kendi sitesinde satış yapan işletmeler için.',
      en: 'For businesses selling on marketplaces and on their own web shop.',
    },
    features: [
      { tr: 'Şahıs veya limited şirket kuruluşu', en: 'Sole proprietorship or limited company set-up' },
      { tr: 'Pazaryeri satış ve komisyon mutabakatı', en: 'Marketplace sales and commission reconciliation' },
      { tr: 'Ayda 300 faturaya kadar e-arşiv', en: 'E-archive for up to 300 invoices a month' },
      { tr: 'Tüm beyannameler ve SGK bildirgeleri', en: 'All tax returns and social security filings' },
      { tr: 'E-ihracat danışmanlığı', en: 'E-export advice' },
    ],
    addOns: ['trade-registry', 'e-signature', 'e-invoice-activation'],
  },
  {
    code: 'accountant-transfer',
    brand: 'accountant',
    category: 'company-transfer',
    price: 199_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'Şirket Taşıma Paketi', en: 'Company Transfer Package' },
    description: {
      tr: 'Mevcut şirketinizin muhasebesini ve adresini bize taşıyın.',
      en: 'Move the bookkeeping and the address of your existing company to us.',
    },
    features: [
      { tr: 'Muhasebenizin eski müşavirden devralınması', en: 'Take-over of your books from your previous accountant' },
      { tr: 'Devir öncesi kayıt ve beyanname kontrolü', en: 'Review of records and returns before the take-over' },
      { tr: 'Ayda 60 belgeye kadar muhasebe kaydı', en: 'Bookkeeping for up to 60 documents a month' },
      { tr: 'Tüm beyanname ve bildirgelerin takibi', en: 'All tax returns and filings tracked' },
    ],
    addOns: ['registry-address-change', 'e-signature', 'kep-address', 'e-invoice-activation'],
  },

  // Virtual and serviced office: the first three are the landing page's pricing cards.
  {
    code: 'office-virtual-basic',
    brand: 'office',
    category: 'virtual-office',
    price: 60_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Sanal Ofis Temel', en: 'Virtual Office Basic' },
    description: {
      tr: 'Şirketiniz için prestijli ve yasal bir iş adresi.',
      en: 'A prestigious, legally valid business address for your company.',
    },
    features: [
      { tr: 'Yasal adres ve ticaret sicil kaydı için kullanım', en: 'Legal address for tax and trade registry' },
      { tr: 'Posta ve kargolarınızın teslim alınması', en: 'Your letters and parcels received' },
      { tr: 'Gelen postalar için e-posta bildirimi', en: 'E-mail notice of incoming mail' },
      { tr: 'Online panelden posta takibi', en: 'Mail tracking in the online panel' },
    ],
    addOns: ['office-setup', 'sign-board', 'mail-forwarding'],
  },
  {
    code: 'office-virtual-plus',
    brand: 'office',
    category: 'virtual-office',
    price: 120_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Sanal Ofis Plus', en: 'Virtual Office Plus' },
    description: {
      tr: 'Adresin yanında sekreterya ve toplantı odası ihtiyacı olanlar için.',
      en: 'An address plus a receptionist and meeting rooms when you need them.',
    },
    features: [
      { tr: 'Temel paketteki tüm hizmetler', en: 'Everything in Basic' },
      { tr: 'Sekreterya ile çağrı karşılama', en: 'Calls answered by a receptionist' },
      { tr: 'Ayda 4 saat toplantı odası', en: '4 hours of meeting room a month' },
      { tr: 'Kargo takibi ve fotoğraflı bildirim', en: 'Parcel tracking with photo notices' },
      { tr: 'Misafir karşılama', en: 'Visitor reception' },
    ],
    addOns: ['office-setup', 'sign-board', 'mail-forwarding', 'meeting-room-10h'],
  },
  {
    code: 'office-virtual-pro',
    brand: 'office',
    category: 'virtual-office',
    price: 250_000,
    billing: 'monthly',
    isMain: true,
    name: { tr: 'Sanal Ofis Pro', en: 'Virtual Office Pro' },
    description: {
      tr: 'Sabit numara, çağrı yönlendirme ve ortak çalışma alanıyla tam ofis deneyimi.',
      en: 'The full office experience with a landline, call forwarding and coworking space.',
    },
    features: [
      { tr: 'Plus paketteki tüm hizmetler', en: 'Everything in Plus' },
      { tr: 'Size özel sabit telefon numarası ve yönlendirme', en: 'Your own landline number with forwarding' },
      { tr: 'Ayda 8 saat toplantı odası', en: '8 hours of meeting room a month' },
      { tr: 'Haftalık posta yönlendirme', en: 'Weekly mail forwarding' },
      { tr: 'Ayda 5 gün ortak çalışma alanı', en: '5 coworking days a month' },
    ],
    addOns: ['office-setup', 'sign-board', 'meeting-room-10h'],
  },
  {
    code: 'office-serviced-desk',
    brand: 'office',
    category: 'serviced-office',
    price: 450_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'Hazır Ofis – Sabit Masa', en: 'Serviced Office – Dedicated Desk' },
    description: {
      tr: 'Ortak çalışma alanında size ayrılmış bir masa ve kilitli dolap.',
      en: 'A desk of your own in the coworking area, with a lockable cabinet.',
    },
    features: [
      { tr: 'Size ayrılmış masa ve kilitli dolap', en: 'Dedicated desk and lockable cabinet' },
      { tr: '7/24 erişim', en: 'Access around the clock' },
      { tr: 'Yüksek hızlı internet ve yazıcı', en: 'High-speed internet and printing' },
      { tr: 'Sınırsız çay ve kahve', en: 'Unlimited tea and coffee' },
      { tr: 'Yasal adres kullanımı', en: 'Use as your legal address' },
    ],
    addOns: ['office-setup', 'sign-board', 'meeting-room-10h'],
  },
  {
    code: 'office-serviced-private',
    brand: 'office',
    category: 'serviced-office',
    price: 1_250_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'Hazır Ofis – Özel Oda (2 Kişilik)', en: 'Serviced Office – Private Room (2 People)' },
    description: {
      tr: 'Mobilyalı, kapısı kilitlenen, iki kişilik özel ofis.',
      en: 'A furnished private office for two, with a door that locks.',
    },
    features: [
      { tr: 'Mobilyalı, iki kişilik özel oda', en: 'Furnished private room for two' },
      { tr: '7/24 erişim ve güvenlik', en: 'Access and security around the clock' },
      { tr: 'Ayda 10 saat toplantı odası', en: '10 hours of meeting room a month' },
      { tr: 'Sekreterya ve misafir karşılama', en: 'Receptionist and visitor reception' },
      { tr: 'Temizlik, elektrik ve internet dahil', en: 'Cleaning, electricity and internet included' },
    ],
    addOns: ['office-setup', 'sign-board'],
  },

  // Endless Network: company booths and seminar stages.
  {
    code: 'network-booth-standard',
    brand: 'network',
    category: 'booth',
    price: 150_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'Standart Stant', en: 'Standard Booth' },
    description: {
      tr: 'Şirketinizi ağdaki işletmelere tanıtan dijital stant.',
      en: 'A digital booth presenting your company to the businesses in the network.',
    },
    features: [
      { tr: 'Şirket profili, logo ve tanıtım metni', en: 'Company profile, logo and introduction' },
      { tr: '10 ürün veya hizmet vitrini', en: 'Showcase for 10 products or services' },
      { tr: 'Ağ üyelerinden teklif talepleri', en: 'Quote requests from network members' },
      { tr: 'Aylık ziyaretçi raporu', en: 'Monthly visitor report' },
    ],
    addOns: [],
  },
  {
    code: 'network-booth-premium',
    brand: 'network',
    category: 'booth',
    price: 300_000,
    billing: 'monthly',
    isMain: false,
    name: { tr: 'Premium Stant', en: 'Premium Booth' },
    description: {
      tr: 'Öne çıkan konum ve sınırsız vitrinle en görünür stant.',
      en: 'The most visible booth, with a featured spot and an unlimited showcase.',
    },
    features: [
      { tr: 'Standart stanttaki her şey', en: 'Everything in Standard' },
      { tr: 'Firma listesinde öne çıkan konum', en: 'Featured spot in the company list' },
      { tr: 'Sınırsız ürün ve hizmet vitrini', en: 'Unlimited product and service showcase' },
      { tr: 'Etkinlik takviminde ayda bir duyuru', en: 'One announcement a month in the activity calendar' },
      { tr: 'Öncelikli eşleştirme görüşmeleri', en: 'Priority matchmaking meetings' },
    ],
    addOns: [],
  },
  {
    code: 'network-stage-conference-hour',
    brand: 'network',
    category: 'stage',
    price: 250_000,
    billing: 'hourly',
    isMain: false,
    name: { tr: 'Bir Saatlik Konferans Paketi', en: 'One-Hour Conference Package' },
    description: {
      tr: 'Seminer sahnesinde bir saatlik sunum veya panel.',
      en: 'A one-hour talk or panel on the seminar stage.',
    },
    features: [
      { tr: '60 kişilik seminer sahnesi', en: 'Seminar stage for 60 guests' },
      { tr: 'Projeksiyon, ses sistemi ve iki mikrofon', en: 'Projector, sound system and two microphones' },
      { tr: 'Etkinlik takviminde duyuru', en: 'Announcement in the activity calendar' },
      { tr: 'Teknik ekip desteği', en: 'Technical crew on hand' },
    ],
    addOns: ['live-stream', 'catering'],
  },
  {
    code: 'network-stage-half-day',
    brand: 'network',
    category: 'stage',
    price: 800_000,
    billing: 'one_off',
    isMain: false,
    name: { tr: 'Yarım Gün Sahne Paketi (4 Saat)', en: 'Half-Day Stage Package (4 Hours)' },
    description: {
      tr: 'Lansman, eğitim veya atölye için dört saatlik sahne kullanımı.',
      en: 'Four hours on stage for a launch, a training or a workshop.',
    },
    features: [
      { tr: '60 kişilik seminer sahnesi, 4 saat', en: 'Seminar stage for 60 guests, 4 hours' },
      { tr: 'Projeksiyon, ses sistemi ve dört mikrofon', en: 'Projector, sound system and four microphones' },
      { tr: 'Kayıt masası ve yönlendirme', en: 'Registration desk and signage' },
      { tr: 'Etkinlik takviminde öne çıkan duyuru', en: 'Featured announcement in the activity calendar' },
      { tr: 'Teknik ekip desteği', en: 'Technical crew on hand' },
    ],
    addOns: ['live-stream', 'catering'],
  },
];
