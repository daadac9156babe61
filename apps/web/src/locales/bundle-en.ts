import type { ResourceLanguage } from 'i18next';

/** Every eager en namespace, keyed by file name; the lazy ones (LAZY_NAMESPACES) load with their routes. See lib/i18n.ts. */
const files = import.meta.glob<ResourceLanguage>(
  [
    './en/*.json',
    '!./en/auth.json',
    '!./en/profile.json',
    '!./en/form.json',
    '!./en/faq.json',
    '!./en/contact.json',
    '!./en/privacy.json',
    '!./en/cookies.json',
    '!./en/agreement.json',
    '!./en/about.json',
    '!./en/wizard.json',
    '!./en/payments.json',
    '!./en/dashboard.json',
    '!./en/staff.json',
    '!./en/staffHome.json',
    '!./en/people.json',
    '!./en/accountancy.json',
    '!./en/invoicing.json',
    '!./en/taxCalendar.json',
    '!./en/documents.json',
    '!./en/officeWizard.json',
    '!./en/officeCalls.json',
    '!./en/officeMail.json',
    '!./en/officeContract.json',
    '!./en/officeRooms.json',
    '!./en/officeUsage.json',
    '!./en/notifications.json',
    '!./en/companyProfile.json',
    '!./en/team.json',
    '!./en/myData.json',
    '!./en/networkBooths.json',
    '!./en/networkStages.json',
    '!./en/taxReturns.json',
    '!./en/messages.json',
    '!./en/monthClose.json',
  ],
  { eager: true, import: 'default' },
);

const bundle: ResourceLanguage = {};
for (const [file, resources] of Object.entries(files)) {
  const namespace = file.slice('./en/'.length, -'.json'.length);
  bundle[namespace] = resources;
}

export default bundle;
