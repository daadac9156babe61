import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccountPermissions } from '../../../domains/accounts/accounts.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useAuthorisedRecipients } from '../api/get-authorised-recipients.ts';
import { useForwardingAddresses } from '../api/get-forwarding-addresses.ts';
import { useOfficeRules } from '../api/get-office-rules.ts';
import { AuthorisedRecipients } from '../components/authorised-recipients.tsx';
import { ForwardingAddresses } from '../components/forwarding-addresses.tsx';
import { StandingRulesForm } from '../components/standing-rules-form.tsx';

/**
 * `/app/office/mail-instructions` (permission "show shipment-tracking"): the selected company's
 * standing mail instructions (issue 35): the rules the desk applies to each item it records, the
 * saved forwarding addresses and the people who may collect mail in person. The company's
 * customers set them; staff follow them at the desk (the server refuses their changes, and the
 * menu does not link them here).
 */
export default function MailInstructionsPage() {
  const { t } = useTranslation('officeMail');
  const language = useLanguage();
  const { isStaff } = useSessionView();
  const company = useStoredValue('account');
  const { see_office: maySee } = useSelectedAccountPermissions();
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-h2 font-bold text-brand-950">{t('instructions.title')}</h1>
          {company && !isStaff ? (
            <p className="mt-1 text-body text-muted">{t('instructions.lead', { company: company.name })}</p>
          ) : null}
        </div>
        <LinkButton to={pathTo(language, 'officeShipmentTracking')} variant="secondary" size="sm">
          {t('instructions.backToShipments')}
        </LinkButton>
      </div>
      {isStaff ? (
        <EmptyState>{t('instructions.staff')}</EmptyState>
      ) : !company ? (
        <EmptyState>{t('noCompany')}</EmptyState>
      ) : maySee ? (
        <Instructions accountId={company.id} />
      ) : (
        <EmptyState>{t('notAllowed')}</EmptyState>
      )}
    </div>
  );
}

function Instructions({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeMail');
  const rules = useOfficeRules(accountId);
  const addresses = useForwardingAddresses(accountId);
  const recipients = useAuthorisedRecipients(accountId);
  return (
    <>
      {/* The rules name the saved addresses: both are on hand before the form starts. */}
      <QueryState query={rules} errorTitle={t('instructions.rules.loadFailed')} size="section">
        {(saved) => (
          <QueryState query={addresses} errorTitle={t('instructions.addresses.loadFailed')} size="section">
            {(list) => (
              <div className="space-y-10">
                <StandingRulesForm accountId={accountId} saved={saved} addresses={list} />
                <ForwardingAddresses accountId={accountId} addresses={list} />
              </div>
            )}
          </QueryState>
        )}
      </QueryState>
      <QueryState query={recipients} errorTitle={t('instructions.recipients.loadFailed')} size="section">
        {(list) => <AuthorisedRecipients accountId={accountId} recipients={list} />}
      </QueryState>
    </>
  );
}
