import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TMeetingRoomBookingData = {
  name: string;
  companyName: string;
  roomName: string;
  locationName: string;
  address: string;
  startsAt: Date;
  /** Istanbul wall clock, 'HH:MM'. */
  from: string;
  to: string;
  freeHours: number;
  paidHours: number;
  /** Charged to the card, KDV included, in kuruş. */
  amount: number;
  /** The bookings page in the person's language. */
  url: string;
};

/**
 * To the customer who booked a meeting room: the room, when and where, and how it was paid, with
 * the calendar invitation attached by the sender (the `.ics` is built with the booking, not here).
 */
export const meetingRoomBookingMail: TMailTemplate<TMeetingRoomBookingData> = (language, data) => {
  const day = formatIstanbulDate(data.startsAt, language);
  const {
    room,
    when,
    whenValue,
    location,
    address,
    payment,
    paymentFree,
    paymentMixed,
    button,
    calendarName: _calendarName,
    ...texts
  } = mailTexts(language, 'meetingRoomBooking', {
    name: data.name,
    company: data.companyName,
    room: data.roomName,
    location: data.locationName,
    day,
    from: data.from,
    to: data.to,
    hours: data.freeHours,
    free: data.freeHours,
    paid: data.paidHours,
    amount: formatKurus(data.amount, language),
  });
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: room, value: data.roomName },
      { label: when, value: whenValue },
      { label: location, value: data.locationName },
      { label: address, value: data.address },
      { label: payment, value: data.paidHours > 0 ? paymentMixed : paymentFree },
    ],
    button: { label: button, url: data.url },
  });
};
