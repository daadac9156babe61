import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import {
  lastRoomBookingDate,
  ROOM_BOOKING_LIMITS,
  roomBookingQuote,
  type TMeetingRoom,
  type TRoomSlot,
} from '@portal/contracts/office/office-rooms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateRoomBooking } from '../api/create-room-booking.ts';
import { useOfficeLocations } from '../api/get-office-locations.ts';
import { useRoomBookings } from '../api/get-room-bookings.ts';
import { useRoomSlots } from '../api/get-room-slots.ts';
import { useRooms } from '../api/get-rooms.ts';

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** How many hours from `start` are free one after another (a booking cannot jump over a taken hour). */
function freeRun(slots: readonly TRoomSlot[], start: number): number {
  let hours = 0;
  for (const slot of slots.filter((candidate) => candidate.hour >= start)) {
    if (slot.state !== 'free' || slot.hour !== start + hours) break;
    hours += 1;
  }
  return Math.min(hours, ROOM_BOOKING_LIMITS.maxHours);
}

/**
 * Booking a room: the office, then one of its rooms (photo, seats, price, equipment), the day, and
 * the free hours of that day; what it costs beyond the month's free hours is shown before it is
 * sent, and charged to the card on file only once the customer ticks that it may be.
 */
export function RoomBookingForm({ accountId, now = new Date() }: { accountId: number; now?: Date }) {
  const { t } = useTranslation('officeRooms');
  const language = useLanguage();
  const headingId = useId();
  const today = todayInIstanbul(now);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [roomId, setRoomId] = useState<number | null>(null);
  const [date, setDate] = useState(addCalendarDays(today, 1));
  const [startHour, setStartHour] = useState<number | null>(null);
  const [hours, setHours] = useState(1);
  const [payWithCard, setPayWithCard] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const locations = useOfficeLocations();
  const rooms = useRooms(locationId);
  const room = rooms.data?.find((candidate) => candidate.id === roomId) ?? null;
  const slots = useRoomSlots(
    locationId !== null && roomId !== null && date !== '' ? { locationId, roomId, date } : null,
  );
  const bookings = useRoomBookings(accountId, (date || today).slice(0, 7));
  const book = useCreateRoomBooking();

  const freeStarts = (slots.data ?? []).filter((slot) => slot.state === 'free');
  const longest = startHour === null ? 0 : freeRun(slots.data ?? [], startHour);
  const freeLeft = bookings.data?.allowance.free_hours_left ?? 0;
  const quote = room && startHour !== null ? roomBookingQuote(hours, freeLeft, room.hourly_price) : null;
  const card = bookings.data?.card ?? null;
  const needsCard = quote !== null && quote.paid_hours > 0;

  const reset = (level: 'location' | 'room' | 'date') => {
    if (level === 'location') setRoomId(null);
    setStartHour(null);
    setHours(1);
    setPayWithCard(false);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roomId === null || startHour === null) return;
    setOutcome(null);
    try {
      const answer = await book.mutateAsync({
        accountId,
        body: { room_id: roomId, date, start_hour: startHour, hours, pay_with_card_on_file: payWithCard },
      });
      // The chosen hours are cleared first, so the confirmation stays.
      reset('date');
      setOutcome({ tone: 'success', text: answer.message ?? t('form.booked') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) ?? t('form.failed') });
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-h3 font-bold text-brand-950">
        {t('form.title')}
      </h2>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <QueryState query={locations} size="section" errorTitle={t('form.locationsFailed')}>
          {(offices) => (
            <Field label={t('form.location')} required>
              {(props) => (
                <select
                  {...props}
                  className={controlClasses}
                  value={locationId ?? ''}
                  onChange={(event) => {
                    setLocationId(event.target.value === '' ? null : Number(event.target.value));
                    reset('location');
                  }}
                >
                  <option value="">{t('form.chooseLocation')}</option>
                  {offices.map((office) => (
                    <option key={office.id} value={office.id}>
                      {office.name} ({office.district}, {office.city})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </QueryState>

        {locationId !== null ? (
          <QueryState query={rooms} size="section" errorTitle={t('form.roomsFailed')}>
            {(list) =>
              list.length === 0 ? (
                <p className="text-body text-muted">{t('form.noRooms')}</p>
              ) : (
                <fieldset>
                  <legend className="mb-2 text-small font-semibold text-brand-950">{t('form.room')}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {list.map((candidate) => (
                      <RoomChoice
                        key={candidate.id}
                        room={candidate}
                        checked={candidate.id === roomId}
                        onChoose={() => {
                          setRoomId(candidate.id);
                          reset('room');
                        }}
                      />
                    ))}
                  </div>
                </fieldset>
              )
            }
          </QueryState>
        ) : null}

        {room ? (
          <Input
            type="date"
            label={t('form.date')}
            required
            min={today}
            max={lastRoomBookingDate(now)}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              reset('date');
            }}
            hint={t('form.dateHint', { days: ROOM_BOOKING_LIMITS.maxDaysAhead })}
          />
        ) : null}

        {room && date ? (
          <QueryState query={slots} size="section" errorTitle={t('form.slotsFailed')}>
            {(day) => (
              <div className="space-y-4">
                <ul className="flex flex-wrap gap-2" aria-label={t('form.dayHours', { room: room.name })}>
                  {day.map((slot) => (
                    <li
                      key={slot.hour}
                      className={cn(
                        'rounded-md border px-2 py-1 text-small tabular-nums',
                        slot.state === 'free' && 'border-green-300 bg-green-50 text-green-900',
                        slot.state === 'taken' && 'border-red-200 bg-red-50 text-red-900',
                        slot.state === 'past' && 'border-line bg-surface-muted text-muted',
                      )}
                    >
                      {clock(slot.hour)} {t(slot.is_mine ? 'slot.mine' : `slot.${slot.state}`)}
                    </li>
                  ))}
                </ul>
                {freeStarts.length === 0 ? (
                  <p className="text-body text-muted">{t('form.noFreeHours')}</p>
                ) : (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label={t('form.start')} required>
                      {(props) => (
                        <select
                          {...props}
                          className={controlClasses}
                          value={startHour ?? ''}
                          onChange={(event) => {
                            setStartHour(event.target.value === '' ? null : Number(event.target.value));
                            setHours(1);
                            setOutcome(null);
                          }}
                        >
                          <option value="">{t('form.chooseStart')}</option>
                          {freeStarts.map((slot) => (
                            <option key={slot.hour} value={slot.hour}>
                              {clock(slot.hour)}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label={t('form.hours')} required>
                      {(props) => (
                        <select
                          {...props}
                          className={controlClasses}
                          value={hours}
                          disabled={startHour === null}
                          onChange={(event) => {
                            setHours(Number(event.target.value));
                            setOutcome(null);
                          }}
                        >
                          {Array.from({ length: Math.max(longest, 1) }, (_, index) => index + 1).map(
                            (count) => (
                              <option key={count} value={count}>
                                {startHour === null
                                  ? t('form.hourCount', { count })
                                  : t('form.hourRange', {
                                      count,
                                      from: clock(startHour),
                                      to: clock(startHour + count),
                                    })}
                              </option>
                            ),
                          )}
                        </select>
                      )}
                    </Field>
                  </div>
                )}
              </div>
            )}
          </QueryState>
        ) : null}

        {quote ? (
          <div className="space-y-3 rounded-lg border border-line bg-surface-muted p-4 text-body">
            <p>{t('quote.freeLeft', { count: freeLeft })}</p>
            {needsCard ? (
              <p>
                {t('quote.paid', {
                  free: quote.free_hours,
                  paid: quote.paid_hours,
                  amount: formatKurus(quote.total, language),
                })}
              </p>
            ) : (
              <p>{t('quote.free', { count: quote.free_hours })}</p>
            )}
            {needsCard && card ? (
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={payWithCard}
                  onChange={(event) => setPayWithCard(event.target.checked)}
                />
                <span>
                  {t('quote.payWithCard', {
                    amount: formatKurus(quote.total, language),
                    brand: card.brand,
                    last4: card.last4,
                  })}
                </span>
              </label>
            ) : null}
            {needsCard && !card ? <Alert tone="warning">{t('quote.noCard')}</Alert> : null}
          </div>
        ) : null}

        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}

        <Button
          type="submit"
          loading={book.isPending}
          disabled={quote === null || (needsCard && (!card || !payWithCard))}
        >
          {t('form.submit')}
        </Button>
      </form>
    </section>
  );
}

/** One room as a radio card: its photo, seats, hourly price and equipment. */
function RoomChoice({
  room,
  checked,
  onChoose,
}: {
  room: TMeetingRoom;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('officeRooms');
  const price = usePrice();
  const detailsId = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-brand-500',
        checked ? 'border-brand-700 bg-brand-50' : 'border-line bg-white',
      )}
    >
      <input
        type="radio"
        name="meeting-room"
        className="sr-only"
        checked={checked}
        onChange={onChoose}
        aria-describedby={detailsId}
      />
      <img
        src={room.photo_url}
        alt={t('room.photo', { room: room.name })}
        width={96}
        height={64}
        loading="lazy"
        className="h-16 w-24 shrink-0 rounded-md object-cover"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-brand-950">{room.name}</span>
        <span id={detailsId} className="block text-small text-muted">
          {t('room.seats', { count: room.seats })} · {price.text(room.hourly_price, 'hourly')}
          <span className="block">{room.equipment.map((code) => t(`equipment.${code}`)).join(', ')}</span>
        </span>
      </span>
    </label>
  );
}
