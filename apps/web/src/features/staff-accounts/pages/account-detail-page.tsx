import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { isProductLine } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { unreadOf, useUnreadMessages } from '../../../domains/company-messages/get-unread-messages.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useStaffAccount } from '../api/get-staff-account.ts';
import { AccountAuditLog } from '../components/account-audit-log.tsx';
import { AccountChangeRequests } from '../components/account-change-requests.tsx';
import { AccountDocuments } from '../components/account-documents.tsx';
import { AccountHeader } from '../components/account-header.tsx';
import { AccountInformations } from '../components/account-informations.tsx';
import { AccountInvoices } from '../components/account-invoices.tsx';
import { AccountMonthlyDocuments } from '../components/account-monthly-documents.tsx';
import { AccountProducts } from '../components/account-products.tsx';
import { AccountSubscriptions } from '../components/account-subscriptions.tsx';
import { AccountUsers } from '../components/account-users.tsx';
import { AdvisorHistory } from '../components/advisor-history.tsx';
import { AssignStaff } from '../components/assign-staff.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { VirtualOfficeLine } from '../components/virtual-office-line.tsx';

/** `/app/accounts-detail/:id`: one company's application, for staff to review and decide on. */
export default function AccountDetailPage() {
  const { id } = useParams();
  const accountId = Number(id);
  // The route guard lets staff in; the server answers 404 for a company they do not reach.
  return (
    <div className="space-y-6">
      <BackLink />
      {Number.isInteger(accountId) && accountId > 0 ? <AccountDetail id={accountId} /> : <NotFound />}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <Link to={pathTo(language, 'accounts')} className="inline-flex items-center text-small font-semibold">
      <ArrowRightIcon className="me-1 rotate-180" />
      {t('detail.back')}
    </Link>
  );
}

function AccountDetail({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const account = useStaffAccount(id);
  const isAdmin = useStoredValue('role_name') === 'admin';

  if (account.error instanceof ApiError && account.error.status === 404) return <NotFound />;
  return (
    <QueryState query={account} errorTitle={t('detail.loadFailed')}>
      {(detail) => <AccountSections detail={detail} isAdmin={isAdmin} />}
    </QueryState>
  );
}

function AccountSections({ detail, isAdmin }: { detail: TAccountDetail; isAdmin: boolean }) {
  return (
    <>
      <AccountHeader account={detail} />
      {detail.lines.length > 0 ? (
        // Each product line is decided on apart (issue 15).
        detail.lines.map(({ type, status }) =>
          isProductLine(type) ? (
            <StatusActions key={type} account={detail} line={{ type, status }}>
              {type === ACCOUNTANT_LINE.id ? <VirtualOfficeLine account={detail} /> : null}
            </StatusActions>
          ) : null,
        )
      ) : (
        <StatusActions account={detail}>
          <VirtualOfficeLine account={detail} />
        </StatusActions>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <AccountInformations informations={detail.informations} products={detail.products} />
          {/* The customer's changes of the name, tax details or address after the application. */}
          <AccountChangeRequests key={`change-requests-${detail.id}`} accountId={detail.id} />
          <AccountProducts products={detail.products} />
          <AccountSubscriptions accountId={detail.id} />
          <AccountInvoices key={`invoices-${detail.id}`} accountId={detail.id} />
          <StatusHistory accountId={detail.id} />
          <AccountAuditLog key={`audit-${detail.id}`} accountId={detail.id} />
        </div>
        <div className="min-w-0 space-y-6">
          {/* Naming who serves a company is the admin's call; the server refuses anyone else. */}
          {isAdmin ? <AssignStaff key={detail.id} account={detail} /> : null}
          <AccountDocuments accountId={detail.id} />
          <MonthlyDocuments accountId={detail.id} />
          <MessagesLink accountId={detail.id} />
          <AdvisorHistory accountId={detail.id} />
          <AccountancyLink accountId={detail.id} />
          <TaxReturnsLink accountId={detail.id} />
          <CompanyDocumentsLink accountId={detail.id} />
          <AccountUsers users={detail.users} accountId={detail.id} />
        </div>
      </div>
    </>
  );
}

/** 404 and a malformed id alike: the company is not there (or not this person's to see). */
function NotFound() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <Card className="text-center">
      <h1 className="text-h2 font-bold text-brand-950">{t('detail.notFoundTitle')}</h1>
      <p className="mt-2 text-body text-muted">{t('detail.notFoundText')}</p>
      <LinkButton to={pathTo(language, 'accounts')} variant="secondary" className="mt-6">
        {t('detail.back')}
      </LinkButton>
    </Card>
  );
}

/** Its monthly documents waiting for review: the advisors' (reviewers hold "show files" and "show accountancy"). */
function MonthlyDocuments({ accountId }: { accountId: number }) {
  const { can } = useSessionView();
  if (!can(PERMISSIONS.showFiles) || !can(PERMISSIONS.showAccountancy)) return null;
  return <AccountMonthlyDocuments accountId={accountId} />;
}

/** The company's conversation with its advisor (issue 33), with the caller's unread messages in it. */
function MessagesLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { can } = useSessionView();
  const allowed = can(PERMISSIONS.showAccountancy);
  const count = unreadOf(useUnreadMessages(allowed).data, accountId);
  // The thread is the accountant line's: staff without it (a secretary) are not led there.
  if (!allowed) return null;
  return (
    <LinkButton
      variant={count > 0 ? 'primary' : 'secondary'}
      fullWidth
      to={`${pathTo(language, 'messages')}?account=${accountId}`}
    >
      {count > 0 ? t('detail.messagesUnread', { count }) : t('detail.messages')}
    </LinkButton>
  );
}

/** The company's pre-accounting program, as its advisor sees it (and closes its months). */
function AccountancyLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <LinkButton variant="secondary" fullWidth to={`${pathTo(language, 'accountancy')}?account=${accountId}`}>
      {t('accountancy.title')}
    </LinkButton>
  );
}

/** The company's returns, as its advisor files them and confirms their payment (issue 33). */
function TaxReturnsLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <LinkButton variant="secondary" fullWidth to={`${pathTo(language, 'taxReturns')}?account=${accountId}`}>
      {t('taxReturns.title')}
    </LinkButton>
  );
}

/** The company's vault and the documents asked of it, as its advisor keeps them (issue 33). */
function CompanyDocumentsLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <LinkButton variant="secondary" fullWidth to={`${pathTo(language, 'documents')}?account=${accountId}`}>
      {t('detail.companyDocuments')}
    </LinkButton>
  );
}
