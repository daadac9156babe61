import { callerPermissions, type TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { isHoldLive } from '@portal/contracts/network/network-constants';
import type { TStageBooking } from '@portal/contracts/network/network-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { PayNotAllowed } from '../../../domains/payments/components/card-form.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { HoldCountdown } from '../components/hold-countdown.tsx';
import { StageCheckout } from '../components/stage-checkout.tsx';
import { hourRange, istanbulDay } from '../stage-time.ts';
import { useNow } from '../use-now.ts';

/**
 * `endless-network/stage-payment?session={id}`: the company's hold on a stage hour, the time
 * left to pay it, the conference package with its optional add-ons, and the card payment that
 * confirms the session. Without `session`, the company's live holds to choose from.
 */
export default function StagePaymentPage() {
  const { t } = useTranslation('networkStages');
  const { selected, ...account } = useSelectedAccount();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-h2 font-bold text-brand-950">{t('payment.title')}</h1>
      {selected ? (
        <QueryState query={account} errorTitle={t('myStage.loadFailed')}>
          {(detail) => <Payment account={detail} />}
        </QueryState>
      ) : (
        <EmptyState>{t('myStage.noCompany')}</EmptyState>
      )}
    </div>
  );
}

function sessionParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function Payment({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('networkStages');
  const bookings = useMyBookings(account.id);
  const [params] = useSearchParams();
  const sessionId = sessionParam(params.get('session'));
  return (
    <QueryState query={bookings} errorTitle={t('myBookings.loadFailed')}>
      {(list) => <Hold account={account} bookings={list} sessionId={sessionId} />}
    </QueryState>
  );
}

function Hold({
  account,
  bookings,
  sessionId,
}: {
  account: TAccountDetail;
  bookings: readonly TStageBooking[];
  sessionId: number | null;
}) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const now = useNow(1000);
  // Paid here: shown as confirmed at once, before the bookings are read again.
  const [paidId, setPaidId] = useState<number | null>(null);
  const liveHolds = bookings.filter(
    (booking) => booking.status === 'held' && isHoldLive(booking.held_until, now),
  );
  const booking =
    sessionId !== null
      ? bookings.find((item) => item.id === sessionId)
      : liveHolds.length === 1
        ? liveHolds[0]
        : undefined;

  if (booking && (booking.status === 'confirmed' || booking.id === paidId))
    return <Confirmed booking={booking} />;

  if (sessionId === null && !booking) {
    if (liveHolds.length === 0) {
      return (
        <div className="space-y-4">
          <EmptyState>{t('payment.noHolds')}</EmptyState>
          <BookAgain />
        </div>
      );
    }
    return (
      <section aria-labelledby="holds-title" className="space-y-3">
        <h2 id="holds-title" className="text-h3 font-bold text-brand-950">
          {t('payment.chooseHold')}
        </h2>
        <ul className="space-y-3">
          {liveHolds.map((hold) => (
            <li key={hold.id}>
              <Card
                padded={false}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <HoldSummary booking={hold} now={now} />
                <LinkButton size="sm" to={`?session=${hold.id}`}>
                  {t('myBookings.pay')}
                </LinkButton>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const live = booking?.status === 'held' && isHoldLive(booking.held_until, now);
  if (!booking || !live) {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title={t('payment.expiredTitle')}>
          {t('payment.expired')}
        </Alert>
        <BookAgain />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Card className="space-y-2 border-amber-300 bg-amber-50">
        <HoldSummary booking={booking} now={now} />
      </Card>
      <p className="text-body text-muted">{t('payment.lead', { company: account.name })}</p>
      {callerPermissions(account).pay ? (
        <StageCheckout
          account={account}
          booking={booking}
          onPaid={(result) => {
            if (result.status === 'succeeded') setPaidId(booking.id);
          }}
        />
      ) : (
        <PayNotAllowed />
      )}
      <p className="text-small text-muted">
        <Link
          to={pathTo(language, 'networkMyCompanyStage')}
          className="text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          {t('payment.backToBooking')}
        </Link>
      </p>
    </div>
  );
}

function HoldSummary({ booking, now }: { booking: TStageBooking; now: Date }) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-body font-semibold text-brand-950">{booking.title}</p>
      <p className="text-small text-ink">
        {t('myBookings.when', {
          stage: booking.stage_name,
          day: formatCalendarDate(istanbulDay(booking.starts_at), language),
          range: hourRange(booking.starts_at, booking.ends_at),
        })}
      </p>
      {booking.held_until ? <HoldCountdown heldUntil={booking.held_until} now={now} /> : null}
    </div>
  );
}

function BookAgain() {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  return <LinkButton to={pathTo(language, 'networkMyCompanyStage')}>{t('payment.bookAgain')}</LinkButton>;
}

function Confirmed({ booking }: { booking: TStageBooking }) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t('payment.confirmedTitle')}>
        {t('payment.confirmed', {
          title: booking.title,
          stage: booking.stage_name,
          day: formatCalendarDate(istanbulDay(booking.starts_at), language),
          range: hourRange(booking.starts_at, booking.ends_at),
        })}
      </Alert>
      <div className="flex flex-wrap gap-3">
        <LinkButton
          to={`${pathTo(language, 'networkStage', { id: booking.stage_id })}#session-${booking.id}`}
        >
          {t('payment.toStage')}
        </LinkButton>
        <LinkButton variant="secondary" to={pathTo(language, 'networkActivityCalendar')}>
          {t('payment.toCalendar')}
        </LinkButton>
      </div>
    </div>
  );
}
