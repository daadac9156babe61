import type { validationTr } from '@portal/contracts/messages/tr/validation';
import type about from '../locales/tr/about.json';
import type accountancy from '../locales/tr/accountancy.json';
import type agreement from '../locales/tr/agreement.json';
import type auth from '../locales/tr/auth.json';
import type common from '../locales/tr/common.json';
import type companyProfile from '../locales/tr/companyProfile.json';
import type contact from '../locales/tr/contact.json';
import type cookies from '../locales/tr/cookies.json';
import type dashboard from '../locales/tr/dashboard.json';
import type documents from '../locales/tr/documents.json';
import type errors from '../locales/tr/errors.json';
import type faq from '../locales/tr/faq.json';
import type form from '../locales/tr/form.json';
import type invoicing from '../locales/tr/invoicing.json';
import type landing from '../locales/tr/landing.json';
import type messages from '../locales/tr/messages.json';
import type monthClose from '../locales/tr/monthClose.json';
import type myData from '../locales/tr/myData.json';
import type nav from '../locales/tr/nav.json';
import type networkBooths from '../locales/tr/networkBooths.json';
import type networkStages from '../locales/tr/networkStages.json';
import type notifications from '../locales/tr/notifications.json';
import type officeCalls from '../locales/tr/officeCalls.json';
import type officeContract from '../locales/tr/officeContract.json';
import type officeMail from '../locales/tr/officeMail.json';
import type officeRooms from '../locales/tr/officeRooms.json';
import type officeUsage from '../locales/tr/officeUsage.json';
import type officeWizard from '../locales/tr/officeWizard.json';
import type pages from '../locales/tr/pages.json';
import type payments from '../locales/tr/payments.json';
import type people from '../locales/tr/people.json';
import type privacy from '../locales/tr/privacy.json';
import type profile from '../locales/tr/profile.json';
import type staff from '../locales/tr/staff.json';
import type staffHome from '../locales/tr/staffHome.json';
import type taxCalendar from '../locales/tr/taxCalendar.json';
import type taxReturns from '../locales/tr/taxReturns.json';
import type team from '../locales/tr/team.json';
import type wizard from '../locales/tr/wizard.json';

/**
 * The translation keys, typed from the Turkish texts (English has the same keys: locales.test.ts),
 * so `t('a.missing.key')` is a type error instead of a raw key on the screen.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      accountancy: typeof accountancy;
      invoicing: typeof invoicing;
      agreement: typeof agreement;
      auth: typeof auth;
      common: typeof common;
      companyProfile: typeof companyProfile;
      contact: typeof contact;
      cookies: typeof cookies;
      dashboard: typeof dashboard;
      documents: typeof documents;
      errors: typeof errors;
      faq: typeof faq;
      form: typeof form;
      landing: typeof landing;
      messages: typeof messages;
      nav: typeof nav;
      officeWizard: typeof officeWizard;
      monthClose: typeof monthClose;
      myData: typeof myData;
      networkBooths: typeof networkBooths;
      networkStages: typeof networkStages;
      notifications: typeof notifications;
      officeCalls: typeof officeCalls;
      officeContract: typeof officeContract;
      officeMail: typeof officeMail;
      officeRooms: typeof officeRooms;
      officeUsage: typeof officeUsage;
      pages: typeof pages;
      payments: typeof payments;
      people: typeof people;
      privacy: typeof privacy;
      profile: typeof profile;
      staff: typeof staff;
      staffHome: typeof staffHome;
      taxCalendar: typeof taxCalendar;
      taxReturns: typeof taxReturns;
      team: typeof team;
      validation: typeof validationTr;
      wizard: typeof wizard;
    };
  }
}
