import { useTranslation } from 'react-i18next';
import { OfficeDeskPage } from '../../../domains/office/components/office-desk-page.tsx';
import { CallDesk } from '../components/call-desk.tsx';
import { CallInstructionsSection } from '../components/call-instructions-form.tsx';
import { CustomerCalls } from '../components/customer-calls.tsx';
import { RecordCallForm } from '../components/record-call-form.tsx';

/**
 * `/app/office/calls` (permission "show calls"): staff (advisors, secretaries, admins) record the
 * calls to their companies' office lines (beside the chosen company's call instructions) and see
 * the day's calls; a customer reads the selected company's call log and keeps its call
 * instructions. The server checks both.
 */
export default function CallsPage() {
  const { t } = useTranslation('officeCalls');
  return (
    <OfficeDeskPage
      texts={{
        title: t('title'),
        lead: (company) => t('lead', { company }),
        noCompany: t('noCompany'),
        notAllowed: t('notAllowed'),
        staffTitle: t('staffTitle'),
        staffLead: t('staffLead'),
      }}
      staffDesk={
        <>
          <RecordCallForm />
          <CallDesk />
        </>
      }
      customerView={(accountId) => (
        <>
          <CustomerCalls accountId={accountId} />
          <CallInstructionsSection key={accountId} accountId={accountId} />
        </>
      )}
    />
  );
}
