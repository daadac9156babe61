import { formatKurus } from '@portal/contracts/common/money';
import type { TRoomBooking } from '@portal/contracts/office/office-rooms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCancelRoomBooking } from '../api/cancel-room-booking.ts';
import { useRoomBookings } from '../api/get-room-bookings.ts';
import { bookingWhen } from './room-time.ts';

/**
 * The company's bookings: those to come first, then the last month's and the cancelled ones; a
 * booking may be cancelled (after a question) until 24 hours before it starts.
 */
export function MyRoomBookings({ accountId, period }: { accountId: number; period: string }) {
  const { t } = useTranslation('officeRooms');
  const language = useLanguage();
  const headingId = useId();
  const bookings = useRoomBookings(accountId, period);
  const cancel = useCancelRoomBooking();
  const [asked, setAsked] = useState<TRoomBooking | null>(null);

  const columns: TColumn<TRoomBooking>[] = [
    {
      key: 'when',
      header: t('bookings.columns.when'),
      rowHeader: true,
      cell: (booking) => bookingWhen(booking, language),
    },
    {
      key: 'room',
      header: t('bookings.columns.room'),
      cell: (booking) => (
        <>
          {booking.room.name}
          <span className="block text-xs text-muted">{booking.location.name}</span>
        </>
      ),
    },
    {
      key: 'payment',
      header: t('bookings.columns.payment'),
      cell: (booking) =>
        booking.paid_hours > 0
          ? t('bookings.paid', {
              free: booking.free_hours,
              paid: booking.paid_hours,
              amount: formatKurus(booking.amount, language),
            })
          : t('bookings.free', { count: booking.free_hours }),
    },
    {
      key: 'status',
      header: t('bookings.columns.status'),
      cell: (booking) => t(`bookings.status.${booking.status}`),
    },
    {
      key: 'actions',
      header: t('bookings.columns.actions'),
      hiddenHeader: true,
      cell: (booking) =>
        booking.cancellable ? (
          <Button variant="secondary" size="sm" onClick={() => setAsked(booking)}>
            {t('bookings.cancel')}
            <span className="sr-only">: {bookingWhen(booking, language)}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-h3 font-bold text-brand-950">
        {t('bookings.title')}
      </h2>
      <DataTable
        caption={t('bookings.caption')}
        query={{ ...bookings, data: bookings.data?.bookings }}
        columns={columns}
        rowKey={(booking) => booking.id}
        minWidth="md"
        errorTitle={t('bookings.loadFailed')}
        summary={(count) => t('bookings.total', { count })}
        empty={t('bookings.empty')}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('bookings.confirmTitle')}
        description={
          asked
            ? t(asked.paid_hours > 0 ? 'bookings.confirmRefund' : 'bookings.confirmFree', {
                room: asked.room.name,
                when: bookingWhen(asked, language),
                amount: formatKurus(asked.amount, language),
              })
            : ''
        }
        confirmLabel={t('bookings.confirm')}
        tone="danger"
        onCancel={() => setAsked(null)}
        onConfirm={async () => {
          if (!asked) return;
          await cancel.mutateAsync({ accountId, bookingId: asked.id });
          setAsked(null);
        }}
      />
    </section>
  );
}
