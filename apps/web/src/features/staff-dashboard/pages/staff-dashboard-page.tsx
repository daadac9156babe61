import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  formatCalendarDate,
  formatIstanbulDate,
  formatIstanbulDateTime,
} from '@portal/contracts/common/istanbul-time';
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
  WarningIcon,
} from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStaffDashboard } from '../api/get-staff-dashboard.ts';

/**
 * `/app/dashboard`, where advisors, secretaries and admins land (spec section 6): what waits for
 * them, card by card, each with its total and a way onward. Staff only (the route guard);
 * customers have their own home.
 */
export default function StaffDashboardPage() {
  const { t } = useTranslation(['staffHome', 'pages']);
  const { user } = useSessionView();
  const dashboard = useStaffDashboard();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:advisorDashboard.title')}</h1>
        <p className="mt-1 text-body text-muted">
          {user ? t('dashboard.greeting', { name: user.name }) : t('dashboard.lead')}
        </p>
      </header>
      <QueryState query={dashboard} errorTitle={t('dashboard.loadFailed')}>
        {(data) => <Cards dashboard={data} />}
      </QueryState>
    </div>
  );
}

function Cards({ dashboard }: { dashboard: TStaffDashboard }) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const { can } = useSessionView();
  // Staff's company pages need "show accounts" (every company with "show accounts all", else
  // the assigned ones): without it a company is named, not linked.
  const companies = can(PERMISSIONS.showAccounts);
  const accountsList = pathTo(language, 'accounts');
  const appointments = pathTo(language, 'appointmentList');
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
        total={dashboard.documents_to_review.total}
        empty={t('dashboard.documents.empty')}
        more={null}
      >
        {dashboard.documents_to_review.items.map((document) => (
          <DocumentItem
            key={`${document.account_id}-${document.kind}`}
            document={document}
            linked={companies}
          />
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
  empty: string;
  more: { to: string; label: string } | null;
  children: ReactNode[];
};

/** A card: its heading with the total, its first few items (or why there are none), a link onward. */
function DashboardCard({ title, icon, total, empty, more, children }: DashboardCardProps) {
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
        {children.length === 0 ? (
          <p className="mt-4 text-body text-muted">{empty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">{children}</ul>
        )}
        {more && total > 0 ? (
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

function DocumentItem({ document, linked }: { document: TStaffDashboardDocument; linked: boolean }) {
  const { t } = useTranslation(['staffHome', 'staff']);
  const language = useLanguage();
  return (
    <Item>
      <CompanyName id={document.account_id} name={document.account_name} linked={linked} />
      <span className="text-small text-ink">{t(`staff:documents.kinds.${document.kind}`)}</span>
      <span className="text-xs text-muted">
        {t('dashboard.documents.uploadedAt', {
          date: formatIstanbulDateTime(new Date(document.created_at), language),
        })}
      </span>
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
