import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  formatCalendarDate,
  formatIstanbulDate,
  formatIstanbulDateTime,
} from '@portal/contracts/common/istanbul-time';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import type { TCallDesk } from '@portal/contracts/office/office-calls';
import type { TOfficeQueueItem } from '@portal/contracts/office/office-shipments';
import type { TAppointment } from '@portal/contracts/staff/appointments';
import type {
  TStaffDashboard,
  TStaffDashboardAccount,
  TStaffDashboardApplication,
  TStaffDashboardContactMessage,
  TStaffDashboardDocument,
} from '@portal/contracts/staff/staff-dashboard';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  ArrowRightIcon,
  BuildingIcon,
  CalendarIcon,
  ClockIcon,
  DocumentIcon,
  MailIcon,
  PhoneIcon,
  WarningIcon,
} from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { DocumentPreviewButton } from '../../../domains/accounts/components/document-preview.tsx';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useTodaysCalls, useWaitingMail } from '../api/get-office-desk.ts';
import { useStaffDashboard } from '../api/get-staff-dashboard.ts';

/** The home's title by the role: each staff member's desk is named for them (issue 36). */
const ROLE_TITLES = {
  advisor: 'dashboard.titles.advisor',
  secretary: 'dashboard.titles.secretary',
  admin: 'dashboard.titles.admin',
} as const;

function isTitledRole(role: string | null | undefined): role is keyof typeof ROLE_TITLES {
  return role === 'advisor' || role === 'secretary' || role === 'admin';
}

/**
 * `/app/dashboard`, where advisors, secretaries and admins land (spec section 6): what waits for
 * them, card by card, each with its total and a way onward. Staff only (the route guard);
 * customers have their own home. A secretary's desk starts with the office: today's calls and the
 * mail requests waiting (the call desk's and the office queue's own answers).
 */
export default function StaffDashboardPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  const { user } = useSessionView();
  const role = useStoredValue('role_name');
  const dashboard = useStaffDashboard();
  const secretary = role === 'secretary';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-h2 font-bold text-brand-950">
          {isTitledRole(role) ? t(ROLE_TITLES[role]) : t('pages:advisorDashboard.title')}
        </h1>
        <p className="mt-1 text-body text-muted">
          {user ? t('dashboard.greeting', { name: user.name }) : t('dashboard.lead')}
        </p>
      </header>
      {secretary ? <OfficeCards /> : null}
      <QueryState query={dashboard} errorTitle={t('dashboard.loadFailed')}>
        {(data) => <Cards dashboard={data} />}
      </QueryState>
    </div>
  );
}

/** How many of each office card's items are listed; the total and the link say the rest. */
const OFFICE_ITEMS = 5;

/** The secretary's office: today's calls and the mail requests waiting, each linked to its desk. */
function OfficeCards() {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const { can } = useSessionView();
  const seesCalls = can(PERMISSIONS.showCalls);
  const seesMail = can(PERMISSIONS.showShipmentTracking);
  const calls = useTodaysCalls(seesCalls);
  const mail = useWaitingMail(seesMail);
  if (!seesCalls && !seesMail) return null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {seesCalls ? (
        <QueryState query={calls} size="section" errorTitle={t('dashboard.calls.loadFailed')}>
          {(today) => (
            <DashboardCard
              title={t('dashboard.calls.title')}
              icon={<PhoneIcon />}
              total={today.length}
              empty={t('dashboard.calls.empty')}
              more={{ to: pathTo(language, 'officeCalls'), label: t('dashboard.calls.all') }}
              alwaysLinked
            >
              {today.slice(0, OFFICE_ITEMS).map((call) => (
                <CallItem key={call.id} call={call} />
              ))}
            </DashboardCard>
          )}
        </QueryState>
      ) : null}
      {seesMail ? (
        <QueryState query={mail} size="section" errorTitle={t('dashboard.mail.loadFailed')}>
          {(waiting) => (
            <DashboardCard
              title={t('dashboard.mail.title')}
              icon={<MailIcon />}
              total={waiting.length}
              empty={t('dashboard.mail.empty')}
              more={{ to: pathTo(language, 'officeShipmentTracking'), label: t('dashboard.mail.all') }}
              alwaysLinked
            >
              {waiting.slice(0, OFFICE_ITEMS).map((request) => (
                <MailRequestItem key={request.request_id} request={request} />
              ))}
            </DashboardCard>
          )}
        </QueryState>
      ) : null}
    </div>
  );
}

function CallItem({ call }: { call: TCallDesk['today'][number] }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  return (
    <Item>
      <span className="text-small font-semibold break-words text-ink">{call.account_name}</span>
      <span className="text-small break-words text-muted">
        {t('dashboard.calls.from', { caller: call.caller_name, subject: call.subject })}
      </span>
      <span className="text-xs text-muted">{formatIstanbulDateTime(new Date(call.called_at), language)}</span>
    </Item>
  );
}

function MailRequestItem({ request }: { request: TOfficeQueueItem }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  return (
    <Item>
      <span className="text-small font-semibold break-words text-ink">{request.account_name}</span>
      <span className="text-small break-words text-muted">
        {t('dashboard.mail.asks', {
          action: t(`dashboard.mail.actions.${request.action}`),
          sender: request.sender,
        })}
      </span>
      <span className="text-xs text-muted">
        {t('dashboard.mail.requestedAt', {
          date: formatIstanbulDateTime(new Date(request.requested_at), language),
        })}
      </span>
    </Item>
  );
}

function Cards({ dashboard }: { dashboard: TStaffDashboard }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const { can } = useSessionView();
  // Staff's company pages need "show accounts" (every company with "show accounts all", else
  // the assigned ones): without it a company is named, not linked.
  const companies = can(PERMISSIONS.showAccounts);
  // The review queue is the documents page's, for those who review monthly documents.
  const reviews = can(PERMISSIONS.showFiles) && can(PERMISSIONS.showAccountancy);
  const accountsList = pathTo(language, 'accounts');
  const appointments = pathTo(language, 'appointmentList');
  const documents = dashboard.documents_to_review;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <DashboardCard
        title={t('dashboard.myAccounts.title')}
        icon={<BuildingIcon />}
        total={dashboard.my_accounts.total}
        empty={t('dashboard.myAccounts.empty')}
        more={companies ? { to: `${accountsList}?status=all`, label: t('dashboard.myAccounts.all') } : null}
      >
        {dashboard.my_accounts.items.map((account) => (
          <AccountItem key={account.id} account={account} linked={companies} />
        ))}
      </DashboardCard>
      <DashboardCard
        title={t('dashboard.waiting.title')}
        icon={<ClockIcon />}
        total={dashboard.waiting_applications.total}
        empty={t('dashboard.waiting.empty')}
        more={
          companies
            ? {
                to: `${accountsList}?status=${ACCOUNT_STATUSES.waitingForApproval}`,
                label: t('dashboard.waiting.all'),
              }
            : null
        }
      >
        {dashboard.waiting_applications.items.map((application) => (
          <ApplicationItem key={application.id} application={application} linked={companies} />
        ))}
      </DashboardCard>
      <DashboardCard
        title={t('dashboard.documents.title')}
        icon={<DocumentIcon />}
        total={documents.total}
        summary={
          documents.total > 0
            ? t('dashboard.documents.split', {
                applications: documents.application_total,
                monthly: documents.monthly_total,
              })
            : null
        }
        empty={t('dashboard.documents.empty')}
        more={
          reviews && documents.monthly_total > 0
            ? { to: pathTo(language, 'documents'), label: t('dashboard.documents.queue') }
            : null
        }
      >
        {documents.items.map((document) => (
          <DocumentItem key={document.id} document={document} linked={companies} />
        ))}
      </DashboardCard>
      {/* Null: the person may not see appointment requests ('show appointment requests'). */}
      {dashboard.new_appointments ? (
        <DashboardCard
          title={t('dashboard.appointments.title')}
          icon={<CalendarIcon />}
          total={dashboard.new_appointments.total}
          empty={t('dashboard.appointments.empty')}
          more={{ to: `${appointments}?status=new`, label: t('dashboard.appointments.all') }}
        >
          {dashboard.new_appointments.items.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </DashboardCard>
      ) : null}
      {dashboard.recent_contact_messages ? (
        <DashboardCard
          title={t('dashboard.messages.title')}
          icon={<MailIcon />}
          total={dashboard.recent_contact_messages.total}
          empty={t('dashboard.messages.empty')}
          more={{ to: pathTo(language, 'contactMessages'), label: t('dashboard.messages.all') }}
        >
          {dashboard.recent_contact_messages.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </DashboardCard>
      ) : null}
    </div>
  );
}

type DashboardCardProps = {
  title: string;
  icon: ReactNode;
  total: number;
  /** What the total is made of, under the heading. */
  summary?: string | null;
  empty: string;
  more: { to: string; label: string } | null;
  /** The link onward even with nothing listed (a desk the person works at). */
  alwaysLinked?: boolean;
  children: ReactNode[];
};

/** A card: its heading with the total, its first few items (or why there are none), a link onward. */
function DashboardCard({
  title,
  icon,
  total,
  summary,
  empty,
  more,
  alwaysLinked = false,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation('staffHome');
  const headingId = useId();
  return (
    <Card className="flex flex-col p-5 sm:p-6" padded={false}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-h3 font-bold text-brand-950">
            <span className="text-brand-700">{icon}</span>
            {title}
          </h2>
          <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-small font-bold text-brand-900">
            <span className="sr-only">{t('dashboard.totalPrefix')} </span>
            {total}
          </p>
        </div>
        {summary ? <p className="mt-1 text-small text-muted">{summary}</p> : null}
        {children.length === 0 ? (
          <p className="mt-4 text-body text-muted">{empty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">{children}</ul>
        )}
        {more && (total > 0 || alwaysLinked) ? (
          <p className="mt-auto pt-4">
            <Link to={more.to} className="inline-flex items-center gap-1 text-small font-semibold">
              {more.label}
              <ArrowRightIcon className="size-4" />
            </Link>
          </p>
        ) : null}
      </section>
    </Card>
  );
}

function Item({ children }: { children: ReactNode }) {
  return <li className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">{children}</li>;
}

type TAccountStatusName = keyof typeof ACCOUNT_STATUSES;

const STATUS_NAMES = new Map<number, TAccountStatusName>(
  Object.entries(ACCOUNT_STATUSES).map(([name, value]) => [value, name as TAccountStatusName]),
);

function AccountItem({ account, linked }: { account: TStaffDashboardAccount; linked: boolean }) {
  const { t } = useTranslation(['staffHome', 'staff']);
  const status = STATUS_NAMES.get(account.status);
  return (
    <Item>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CompanyName id={account.id} name={account.name} linked={linked} />
        <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
          {status ? t(`staff:statuses.${status}`) : t('staff:statuses.unknown', { status: account.status })}
        </span>
      </div>
      <span className="text-xs text-muted">{t('dashboard.number', { id: account.id })}</span>
    </Item>
  );
}

/**
 * An application waiting for approval: how many working days it has waited and, past the promised
 * time (`late`), a "running late" badge in words with a warning sign, not by colour alone.
 */
function ApplicationItem({
  application,
  linked,
}: {
  application: TStaffDashboardApplication;
  linked: boolean;
}) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const days = application.waiting_working_days;
  return (
    <Item>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CompanyName id={application.id} name={application.name} linked={linked} />
        {application.late ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            <WarningIcon className="size-4 shrink-0" />
            {t('dashboard.waiting.late')}
          </span>
        ) : null}
      </div>
      <span className={cn('text-small', application.late ? 'font-semibold text-danger' : 'text-ink')}>
        {days === 0 ? t('dashboard.waiting.waitedNone') : t('dashboard.waiting.waited', { count: days })}
      </span>
      <span className="text-xs text-muted">
        {application.submitted_at
          ? `${t('dashboard.waiting.submittedAt', {
              date: formatIstanbulDate(new Date(application.submitted_at), language),
            })} · ${t('dashboard.number', { id: application.id })}`
          : t('dashboard.number', { id: application.id })}
      </span>
    </Item>
  );
}

/**
 * A document waiting for review: an application's (its kind) or a monthly one (its kind and
 * month), viewed in the page without downloading it.
 */
function DocumentItem({ document, linked }: { document: TStaffDashboardDocument; linked: boolean }) {
  const { t } = useTranslation(['staffHome', 'staff']);
  const language = useLanguage();
  return (
    <Item>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <CompanyName id={document.account_id} name={document.account_name} linked={linked} />
          <span className="text-small text-ink">
            {document.family === 'monthly'
              ? t('dashboard.documents.monthly', {
                  kind: t(`staff:documents.monthlyKinds.${document.kind}`),
                  month: formatPeriod(document.period, language),
                })
              : t('dashboard.documents.application', { kind: t(`staff:documents.kinds.${document.kind}`) })}
          </span>
          <span className="text-xs break-all text-muted">{document.file_name}</span>
          <span className="text-xs text-muted">
            {t('dashboard.documents.uploadedAt', {
              date: formatIstanbulDateTime(new Date(document.created_at), language),
            })}
          </span>
        </div>
        {/* Staff read in the staff view (`?all`): assigned or, with "show accounts all", any company. */}
        <DocumentPreviewButton accountId={document.account_id} document={document} all />
      </div>
    </Item>
  );
}

function AppointmentItem({ appointment }: { appointment: TAppointment }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  return (
    <Item>
      <span className="text-small font-semibold text-ink">{appointment.full_name}</span>
      <span className="text-small text-muted">{appointment.company}</span>
      <span className="text-xs text-muted">
        {appointment.preferred_date
          ? t('dashboard.appointments.when', {
              date: formatCalendarDate(appointment.preferred_date, language),
              slot: appointment.time_slot,
            })
          : t('dashboard.appointments.productRequest', { product: appointment.product_name ?? '—' })}
      </span>
    </Item>
  );
}

function MessageItem({ message }: { message: TStaffDashboardContactMessage }) {
  const language = useLanguage();
  return (
    <Item>
      <span className="text-small font-semibold text-ink">{message.full_name}</span>
      <span className="text-small break-words text-muted">{message.subject}</span>
      <span className="text-xs text-muted">
        {formatIstanbulDateTime(new Date(message.created_at), language)}
      </span>
    </Item>
  );
}

function CompanyName({ id, name, linked }: { id: number; name: string; linked: boolean }) {
  const language = useLanguage();
  const className = 'min-w-0 text-small font-semibold break-words';
  return linked ? (
    <Link
      to={pathTo(language, 'accountDetail', { id })}
      className={cn(className, 'text-brand-900 underline-offset-2 hover:underline')}
    >
      {name}
    </Link>
  ) : (
    <span className={cn(className, 'text-ink')}>{name}</span>
  );
}
