import type { ResourceLanguage } from 'i18next';

/** Every eager tr namespace, keyed by file name; the lazy ones (LAZY_NAMESPACES) load with their routes. See lib/i18n.ts. */
const files = import.meta.glob<ResourceLanguage>(
  [
    './tr/*.json',
    '!./tr/auth.json',
    '!./tr/profile.json',
    '!./tr/form.json',
    '!./tr/faq.json',
    '!./tr/contact.json',
    '!./tr/privacy.json',
    '!./tr/cookies.json',
    '!./tr/agreement.json',
    '!./tr/about.json',
    '!./tr/wizard.json',
    '!./tr/payments.json',
    '!./tr/dashboard.json',
    '!./tr/staff.json',
    '!./tr/staffHome.json',
    '!./tr/people.json',
    '!./tr/accountancy.json',
    '!./tr/invoicing.json',
    '!./tr/taxCalendar.json',
    '!./tr/documents.json',
    '!./tr/officeWizard.json',
    '!./tr/officeCalls.json',
    '!./tr/officeMail.json',
    '!./tr/officeContract.json',
    '!./tr/officeRooms.json',
    '!./tr/officeUsage.json',
    '!./tr/notifications.json',
    '!./tr/companyProfile.json',
    '!./tr/team.json',
    '!./tr/myData.json',
    '!./tr/networkBooths.json',
    '!./tr/networkStages.json',
    '!./tr/taxReturns.json',
    '!./tr/messages.json',
    '!./tr/monthClose.json',
  ],
  { eager: true, import: 'default' },
);

const bundle: ResourceLanguage = {};
for (const [file, resources] of Object.entries(files)) {
  const namespace = file.slice('./tr/'.length, -'.json'.length);
  bundle[namespace] = resources;
}

export default bundle;
