import type {
  TAccountDetail,
  TAccountProduct,
  TAccountUser,
} from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { ESTABLISHMENT_WORKING_DAYS } from '@portal/contracts/common/limits';
import { toLocalPhone } from '@portal/contracts/people/phone';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { ACCOUNTANT_WIZARD_STEPS, resumeWizardStep } from '@portal/contracts/wizard/wizard-steps';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  ArrowRightIcon,
  BuildingIcon,
  CalendarIcon,
  MailIcon,
  PhoneIcon,
  UserIcon,
} from '../../../components/ui/icons.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { pathTo } from '../../../config/paths.ts';
import { informationMap, useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { VirtualOfficeNotice } from '../../../domains/office/components/virtual-office-notice.tsx';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ApplicationTimeline } from '../components/application-timeline.tsx';
import { CurrentAnnouncements } from '../components/current-announcements.tsx';
import { NeedsAction } from '../components/needs-action.tsx';
import { TaxesToPay } from '../components/taxes-to-pay.tsx';
import { TaxCalendarPanel } from '../tax-calendar/components/tax-calendar-panel.tsx';

/**
 * `/app`, the customer's home: what waits on the customer first, then the selected company with
 * its status, its packet and add-ons, the next payment date, the application's timeline, the tax
 * calendar, and the advisor and secretary serving it (spec sections 2 and 6).
 */

type TStatusName = keyof typeof ACCOUNT_STATUSES;

function statusName(status: number): TStatusName | 'unknown' {
  for (const [name, value] of Object.entries(ACCOUNT_STATUSES)) {
    if (value === status && isStatusName(name)) return name;
  }
  return 'unknown';
}

function isStatusName(name: string): name is TStatusName {
  return Object.hasOwn(ACCOUNT_STATUSES, name);
}

const STATUS_BADGE: Record<TStatusName | 'unknown', string> = {
  applicationInProgress: 'bg-brand-50 text-brand-900',
  paymentDue: 'bg-amber-100 text-amber-950',
  waitingForApproval: 'bg-sky-100 text-sky-950',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  closed: 'bg-gray-200 text-gray-900',
  unknown: 'bg-gray-200 text-gray-900',
};

/** A moment as a calendar date in Istanbul: "24 Kasım 2026", "24 November 2026". */
function formatDate(iso: string, language: TLanguage): string {
  return formatIstanbulDate(new Date(iso), language);
}

/** Staff phones without the country code (spec section 5), grouped as people read them: 532 123 45 67. */
function formatLocalPhone(phone: string): string {
  return toLocalPhone(phone).replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

/**
 * The reason a rejected application was given. Read defensively: the field (`status_reason`,
 * a string or null) is being added to the account detail and may be missing on older servers.
 */
function statusReasonOf(account: object): string | null {
  return 'status_reason' in account &&
    typeof account.status_reason === 'string' &&
    account.status_reason.trim()
    ? account.status_reason.trim()
    : null;
}

/** The advisor and the secretary are found among the account's users by their (first) role name (spec section 6). */
function memberWithRole(
  users: readonly TAccountUser[],
  role: 'advisor' | 'secretary',
): TAccountUser | undefined {
  return users.find((user) => user.role_name === role);
}

/** The packet charged next: the earliest next_payment_at among the packets. */
function nextPaymentOf(products: readonly TAccountProduct[]): TAccountProduct | undefined {
  return products
    .filter((product) => product.is_main && product.next_payment_at)
    .sort((a, b) => String(a.next_payment_at).localeCompare(String(b.next_payment_at)))[0];
}

export default function CustomerDashboardPage() {
  const { isStaff } = useSessionView();
  const language = useLanguage();
  // Staff have a home of their own: the customer's ("no company yet, start an application") is not
  // theirs (issue 36). A staff member acting for a customer holds the customer's role, and stays.
  if (isStaff) return <Navigate to={pathTo(language, 'advisorDashboard')} replace />;
  // The firm's announcements come first, whatever the state of the company.
  return (
    <div className="space-y-6">
      <CurrentAnnouncements />
      <CustomerHome />
    </div>
  );
}

function CustomerHome() {
  const { t } = useTranslation('dashboard');
  const { selected, ...account } = useSelectedAccount();
  if (!selected) return <NoCompanyPanel />;
  return (
    <QueryState query={account} errorTitle={t('loadFailed')}>
      {(detail) => <Dashboard account={detail} />}
    </QueryState>
  );
}

function Dashboard({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('dashboard');
  const status = statusName(account.status);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-small font-semibold text-muted">{t('company')}</p>
          <h1 className="text-h2 font-bold break-words text-brand-950">{account.name}</h1>
        </div>
        <p className="flex items-center gap-2 text-small">
          <span className="text-muted">{t('status.label')}</span>
          <span className={cn('rounded-full px-3 py-1 font-semibold', STATUS_BADGE[status])}>
            {t(`status.${status}`)}
          </span>
        </p>
      </header>
      <NeedsAction accountId={account.id} />
      <StatusNotice account={account} status={status} />
      {/* The virtual office the application chose: its packet to pay, or awaiting approval (issue 36). */}
      <VirtualOfficeNotice account={account} onlyWhileUnsettled />
      {account.status === ACCOUNT_STATUSES.active ? <TaxesToPay accountId={account.id} /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <ProductsCard products={account.products} className="lg:col-span-2" />
        <div className="space-y-6">
          <NextPaymentCard products={account.products} />
          <ApplicationTimeline accountId={account.id} />
        </div>
      </div>
      {account.status === ACCOUNT_STATUSES.active ? <TaxCalendarPanel accountId={account.id} /> : null}
      <TeamCard users={account.users} />
    </div>
  );
}

/** The statuses with a notice of their own (an active company has none). */
type TNoticeName = 'applicationInProgress' | 'paymentDue' | 'waitingForApproval' | 'rejected' | 'closed';

function StatusNotice({ account, status }: { account: TAccountDetail; status: TStatusName | 'unknown' }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const notice = (tone: AlertTone, name: TNoticeName, children: ReactNode) => (
    <Alert tone={tone} title={t(`notice.${name}.title`)}>
      {children}
    </Alert>
  );
  switch (status) {
    case 'applicationInProgress': {
      const step = resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, informationMap(account.informations).step);
      return notice(
        'info',
        'applicationInProgress',
        <>
          <p>{t('notice.applicationInProgress.text')}</p>
          <LinkButton
            to={pathTo(language, `applicationForm:${step.slug}`)}
            size="sm"
            className="mt-3"
            icon={<ArrowRightIcon className="size-4" />}
          >
            {t('notice.applicationInProgress.action')}
          </LinkButton>
        </>,
      );
    }
    case 'paymentDue':
      return notice('warning', 'paymentDue', <p>{t('notice.paymentDue.text')}</p>);
    case 'waitingForApproval':
      return notice(
        'info',
        'waitingForApproval',
        <p>{t('notice.waitingForApproval.text', { days: ESTABLISHMENT_WORKING_DAYS })}</p>,
      );
    case 'rejected': {
      const reason = statusReasonOf(account);
      return notice(
        'warning',
        'rejected',
        <>
          {reason ? <p className="font-medium">{t('notice.rejected.reason', { reason })}</p> : null}
          <p>{t('notice.rejected.text')}</p>
          <LinkButton
            to={pathTo(language, 'applicationForm:status')}
            size="sm"
            className="mt-3"
            icon={<ArrowRightIcon className="size-4" />}
          >
            {t('notice.rejected.action')}
          </LinkButton>
        </>,
      );
    }
    case 'closed':
      return notice('info', 'closed', <p>{t('notice.closed.text')}</p>);
    default:
      return null;
  }
}

/** A card with an h2 named by its heading. */
function Section({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)} padded={false}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-h3 font-bold text-brand-950">
          <span className="text-brand-700">{icon}</span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function ProductsCard({ products, className }: { products: readonly TAccountProduct[]; className?: string }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const price = usePrice();
  // Packets first, then the add-ons, each in the order bought.
  const sorted = [...products].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  return (
    <Section title={t('products.title')} icon={<BuildingIcon />} className={className}>
      {sorted.length === 0 ? (
        <p className="text-body text-muted">{t('products.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {sorted.map((product) => (
            <li
              key={product.id}
              className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="text-small font-semibold text-muted">
                  {product.is_main ? t('products.packet') : t('products.addOn')}
                </p>
                <p className="font-semibold break-words text-ink">
                  {product.is_main ? (
                    <Link to={pathTo(language, 'packetDetail', { id: product.id })}>{product.name}</Link>
                  ) : (
                    product.name
                  )}
                </p>
                <p className="text-small text-muted">
                  {t('products.purchasedAt', { date: formatDate(product.purchased_at, language) })}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap text-brand-950">
                {price.text(product.price, product.billing, { once: true })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* The accountant packet's add-ons (the dashboard is the accountant line's home). */}
      {sorted.some((product) => product.is_main && product.type === ACCOUNTANT_LINE.id) ? (
        <LinkButton
          to={pathTo(language, ACCOUNTANT_LINE.addOns.servicesRoute)}
          variant="secondary"
          size="sm"
          className="mt-4"
        >
          {t('products.buyAddOns')}
        </LinkButton>
      ) : null}
    </Section>
  );
}

function NextPaymentCard({ products }: { products: readonly TAccountProduct[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const next = nextPaymentOf(products);
  return (
    <Section title={t('nextPayment.title')} icon={<CalendarIcon />}>
      {next?.next_payment_at ? (
        <>
          <p className="text-h3 font-bold text-brand-950">{formatDate(next.next_payment_at, language)}</p>
          <p className="mt-1 text-small text-muted">{t('nextPayment.for', { packet: next.name })}</p>
        </>
      ) : (
        <p className="text-body text-muted">{t('nextPayment.none')}</p>
      )}
    </Section>
  );
}

function TeamCard({ users }: { users: readonly TAccountUser[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section title={t('team.title')} icon={<UserIcon />}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TeamMember role={t('team.advisor')} member={memberWithRole(users, 'advisor')} />
        <TeamMember role={t('team.secretary')} member={memberWithRole(users, 'secretary')} />
      </div>
    </Section>
  );
}

function TeamMember({ role, member }: { role: string; member: TAccountUser | undefined }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4">
      <h3 id={headingId} className="text-small font-semibold text-muted">
        {role}
      </h3>
      {member ? (
        <>
          <p className="mt-1 font-semibold break-words text-ink">{member.name}</p>
          <dl className="mt-2 space-y-1 text-small">
            <div className="flex items-center gap-2">
              <dt>
                <MailIcon className="size-4 text-muted" />
                <span className="sr-only">{t('team.email')}</span>
              </dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </dd>
            </div>
            {member.phone ? (
              <div className="flex items-center gap-2">
                <dt>
                  <PhoneIcon className="size-4 text-muted" />
                  <span className="sr-only">{t('team.phone')}</span>
                </dt>
                <dd>
                  <a href={`tel:${member.phone.replace(/\s+/g, '')}`}>{formatLocalPhone(member.phone)}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : (
        <p className="mt-1 text-body text-muted">{t('team.notAssigned')}</p>
      )}
    </section>
  );
}

function NoCompanyPanel() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <BuildingIcon className="size-8" />
      </span>
      <h1 className="text-h1 font-bold text-brand-950">{t('noCompany.title')}</h1>
      <p className="mt-4 text-body text-muted">{t('noCompany.text')}</p>
      <LinkButton
        to={pathTo(language, 'applicationForm:status')}
        size="lg"
        className="mt-8"
        icon={<ArrowRightIcon className="size-5" />}
      >
        {t('noCompany.action')}
      </LinkButton>
    </section>
  );
}
