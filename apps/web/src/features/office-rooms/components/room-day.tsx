import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TRoomDay } from '@portal/contracts/office/office-rooms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { useRoomDay } from '../api/get-room-day.ts';
import { bookingHours } from './room-time.ts';

type TDayBooking = TRoomDay['bookings'][number];

/**
 * The secretary's day: the meeting-room bookings of a day (today unless another is chosen) at
 * their offices and of the companies they serve, by time, with the company that booked each.
 */
export function RoomDay({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('officeRooms');
  const headingId = useId();
  const [date, setDate] = useState(todayInIstanbul(now));
  const day = useRoomDay(date);

  const columns: TColumn<TDayBooking>[] = [
    {
      key: 'time',
      header: t('day.columns.time'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (booking) => bookingHours(booking),
    },
    {
      key: 'company',
      header: t('day.columns.company'),
      rowHeader: true,
      cell: (booking) => booking.account_name,
    },
    {
      key: 'room',
      header: t('day.columns.room'),
      cell: (booking) => (
        <>
          {booking.room.name}
          <span className="block text-xs text-muted">{booking.location.name}</span>
        </>
      ),
    },
    {
      key: 'seats',
      header: t('day.columns.seats'),
      className: 'tabular-nums',
      cell: (booking) => booking.room.seats,
    },
    { key: 'bookedBy', header: t('day.columns.bookedBy'), cell: (booking) => booking.booked_by ?? '—' },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-h3 font-bold text-brand-950">
        {t('day.title')}
      </h2>
      <Input
        type="date"
        label={t('day.date')}
        value={date}
        onChange={(event) => {
          if (event.target.value) setDate(event.target.value);
        }}
        className="max-w-xs"
      />
      <DataTable
        caption={t('day.caption')}
        query={{ ...day, data: day.data?.bookings }}
        columns={columns}
        rowKey={(booking) => booking.id}
        minWidth="md"
        errorTitle={t('day.loadFailed')}
        summary={(count) => t('day.total', { count })}
        empty={t('day.empty')}
      />
    </section>
  );
}
