import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next for tr and en. Each language's namespaces (`src/locales/<lang>/<namespace>.json`) are
 * bundled into one chunk per language, and only the language of the URL is loaded: a language
 * change reloads the page (spec section 4), so the other one is never needed in the same page view.
 *
 * The signed-in app's namespaces (`LAZY_NAMESPACES`) stay out of that bundle, so the landing page
 * does not download them: a route that needs one loads it with its chunk (`loadNamespaces`, see
 * app/router.tsx). The bundles exclude exactly these files (locales/bundle-*.ts). The validation
 * texts come from the shared catalogue the server also answers from.
 */
export const NAMESPACES = ['common', 'nav', 'pages', 'errors', 'landing'] as const;
export const LAZY_NAMESPACES = [
  'auth',
  'profile',
  'form',
  'validation',
  // The landing page's questions and forms, loaded with their sections when they near the viewport.
  'faq',
  'contact',
  // The long policy texts, one per page.
  'privacy',
  'cookies',
  'agreement',
  // The policies' index and the about page.
  'about',
  // The application wizard, card payments and invoices, the customer dashboard, the staff pages.
  'wizard',
  'payments',
  'dashboard',
  'staff',
  // The staff's home: their dashboard, announcements and the appointment list.
  'staffHome',
  // The people pages: users, advisors, secretaries, roles and the permission matrix.
  'people',
  // The company's tax calendar (a panel of the customer's home).
  'taxCalendar',
  // The pre-accounting program (its own page).
  'accountancy',
  // Its sales side: sales invoices, customers and suppliers, collections and the ageing view.
  'invoicing',
  // The monthly documents and the advisors' review queue.
  'documents',
  // The office line (issue 15): its wizard, the calls log, the mail and parcels; the bell's texts.
  'officeWizard',
  'officeCalls',
  'officeMail',
  // The office lease contract and its address-use letter (issue 35).
  'officeContract',
  // The office locations' meeting rooms (issue 35).
  'officeRooms',
  // The office line's monthly usage, allowances and price list (issue 35).
  'officeUsage',
  'notifications',
  // The profile's companies and the company edit (issue 16).
  'companyProfile',
  // A company's team and the invitation's page (issue 16).
  'team',
  // A person's own data on the profile (issue 16): sign-ins, staff accesses, export, closing.
  'myData',
  // The business network (issue 17): booths and the directory; stages, bookings and the calendar.
  'networkBooths',
  'networkStages',
  // The firm's returns and the tax they accrue (issue 33): their page, the dashboard, the calendar.
  'taxReturns',
  // The company's thread with its advisor and the advisor change requests (issue 33).
  'messages',
  // The advisor's month-close board, and a month's close on the customer's documents page (issue 33).
  'monthClose',
] as const;
export type TLazyNamespace = (typeof LAZY_NAMESPACES)[number];

const bundles: Record<TLanguage, () => Promise<{ default: ResourceLanguage }>> = {
  tr: () => import('../locales/bundle-tr.ts'),
  en: () => import('../locales/bundle-en.ts'),
};

const lazyFiles = import.meta.glob<ResourceLanguage>(
  [
    '../locales/*/auth.json',
    '../locales/*/profile.json',
    '../locales/*/form.json',
    '../locales/*/faq.json',
    '../locales/*/contact.json',
    '../locales/*/privacy.json',
    '../locales/*/cookies.json',
    '../locales/*/agreement.json',
    '../locales/*/about.json',
    '../locales/*/wizard.json',
    '../locales/*/payments.json',
    '../locales/*/dashboard.json',
    '../locales/*/staff.json',
    '../locales/*/staffHome.json',
    '../locales/*/people.json',
    '../locales/*/accountancy.json',
    '../locales/*/invoicing.json',
    '../locales/*/taxCalendar.json',
    '../locales/*/documents.json',
    '../locales/*/officeWizard.json',
    '../locales/*/officeCalls.json',
    '../locales/*/officeMail.json',
    '../locales/*/officeContract.json',
    '../locales/*/officeRooms.json',
    '../locales/*/officeUsage.json',
    '../locales/*/notifications.json',
    '../locales/*/companyProfile.json',
    '../locales/*/team.json',
    '../locales/*/myData.json',
    '../locales/*/networkBooths.json',
    '../locales/*/networkStages.json',
    '../locales/*/taxReturns.json',
    '../locales/*/messages.json',
    '../locales/*/monthClose.json',
  ],
  { import: 'default' },
);

/**
 * Namespaces whose texts live in the shared message catalogue (packages/contracts/src/messages),
 * because the server answers with the same texts.
 */
const sharedNamespaces: Partial<Record<TLazyNamespace, Record<TLanguage, () => Promise<ResourceLanguage>>>> =
  {
    validation: {
      tr: async () => (await import('@portal/contracts/messages/tr/validation')).validationTr,
      en: async () => (await import('@portal/contracts/messages/en/validation')).validationEn,
    },
  };

export const i18n = i18next;

let markReady: () => void = () => {};
/** Settles once `initI18n` has run, so lazy namespaces know which language to load. */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export async function initI18n(language: TLanguage): Promise<void> {
  const { default: bundle } = await bundles[language]();
  if (i18next.isInitialized) {
    for (const [namespace, resources] of Object.entries(bundle)) {
      i18next.addResourceBundle(language, namespace, resources, true, true);
    }
    await i18next.changeLanguage(language);
    markReady();
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // Copies: i18next adds the namespaces it loads later to both, and these are shared constants.
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: { ...bundle } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
  });
  markReady();
}

/** Loads lazy namespaces of the page's language (once; later calls resolve at once). */
export async function loadNamespaces(namespaces: readonly TLazyNamespace[]): Promise<void> {
  await ready;
  const language = currentLanguage();
  await Promise.all(
    namespaces
      .filter((namespace) => !i18next.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        const load =
          sharedNamespaces[namespace]?.[language] ?? lazyFiles[`../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No ${language} texts for namespace ${namespace}`);
        i18next.addResourceBundle(language, namespace, await load(), true, true);
      }),
  );
}

/** The language the page is showing; Turkish until i18n is initialised. */
export function currentLanguage(): TLanguage {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
