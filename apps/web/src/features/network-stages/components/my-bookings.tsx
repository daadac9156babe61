import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { isHoldLive } from '@portal/contracts/network/network-constants';
import type { TStageBooking } from '@portal/contracts/network/network-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { useReleaseSession } from '../api/release-session.ts';
import { hourRange, istanbulDay } from '../stage-time.ts';
import { useNow } from '../use-now.ts';
import { HoldCountdown } from './hold-countdown.tsx';

/**
 * The company's holds waiting for payment and its sessions to come (`GET network/my-bookings`):
 * a hold is paid on `stage-payment` or let go (`DELETE network/sessions/{id}`, confirmed first).
 */
export function MyBookings({ accountId }: { accountId: number }) {
  const { t } = useTranslation('networkStages');
  const bookings = useMyBookings(accountId);
  return (
    <section aria-labelledby="my-bookings-title" className="space-y-4">
      <h2 id="my-bookings-title" className="text-h3 font-bold text-brand-950">
        {t('myBookings.title')}
      </h2>
      <QueryState query={bookings} size="section" errorTitle={t('myBookings.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('myBookings.empty')}</EmptyState>
          ) : (
            <BookingList bookings={list} />
          )
        }
      </QueryState>
    </section>
  );
}

function BookingList({ bookings }: { bookings: readonly TStageBooking[] }) {
  const { t } = useTranslation('networkStages');
  const now = useNow(1000);
  const release = useReleaseSession();
  const [releasing, setReleasing] = useState<TStageBooking | null>(null);
  return (
    <>
      <ul className="space-y-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingItem booking={booking} now={now} onRelease={() => setReleasing(booking)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={releasing !== null}
        title={t('myBookings.releaseTitle')}
        description={releasing ? t('myBookings.releaseDescription', { title: releasing.title }) : ''}
        confirmLabel={t('myBookings.releaseConfirm')}
        tone="danger"
        onCancel={() => setReleasing(null)}
        onConfirm={async () => {
          if (!releasing) return;
          await release.mutateAsync(releasing.id);
          setReleasing(null);
        }}
      />
    </>
  );
}

function BookingItem({
  booking,
  now,
  onRelease,
}: {
  booking: TStageBooking;
  now: Date;
  onRelease: () => void;
}) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const live = booking.status === 'held' && isHoldLive(booking.held_until, now);
  const status = live ? 'held' : booking.status === 'held' ? 'expired' : booking.status;
  return (
    <Card padded={false} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-body font-semibold text-brand-950">{booking.title}</p>
        <p className="text-small text-muted">
          {t('myBookings.when', {
            stage: booking.stage_name,
            day: formatCalendarDate(istanbulDay(booking.starts_at), language),
            range: hourRange(booking.starts_at, booking.ends_at),
          })}
        </p>
        <p className="text-small font-semibold text-ink">{t(`myBookings.status.${status}`)}</p>
        {live && booking.held_until ? <HoldCountdown heldUntil={booking.held_until} now={now} /> : null}
        {status === 'confirmed' ? (
          <p className="text-small text-muted">
            {t('myBookings.registered', { registered: booking.registered, capacity: booking.capacity })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <LinkButton size="sm" to={`${pathTo(language, 'networkStagePayment')}?session=${booking.id}`}>
              {t('myBookings.pay')}
            </LinkButton>
            <Button size="sm" variant="secondary" onClick={onRelease}>
              {t('myBookings.release')}
            </Button>
          </>
        ) : null}
        {status === 'confirmed' ? (
          <LinkButton
            size="sm"
            variant="secondary"
            to={`${pathTo(language, 'networkStage', { id: booking.stage_id })}#session-${booking.id}`}
          >
            {t('myBookings.toStage')}
          </LinkButton>
        ) : null}
      </div>
    </Card>
  );
}
