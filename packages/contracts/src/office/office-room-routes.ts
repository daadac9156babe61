import { z } from 'zod';
import { ZAccountParams } from '../accounts/account-routes.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { STAFF_AREAS } from '../staff/staff-areas.ts';
import {
  ROOM_BOOKING_LIMITS,
  ZCreateRoomBookingRequest,
  ZMeetingRoom,
  ZRoomBooking,
  ZRoomBookingListQuery,
  ZRoomBookingParams,
  ZRoomBookings,
  ZRoomDay,
  ZRoomDayQuery,
  ZRoomParams,
  ZRoomSlot,
  ZRoomSlotsQuery,
} from './office-rooms.ts';

const ROOMS = { tags: ['office'], auth: 'required' } as const;

/**
 * Booking is the company's own act, and it may charge the card on file: its customers holding
 * 'show calls' (the office line's menu) with the team's 'pay' switch; staff never book for it.
 */
const BOOKERS = {
  kind: 'account',
  account: 'params.id',
  callers: 'customers',
  refusal: 'office.rooms.customersOnly',
  customerPermission: PERMISSIONS.showCalls,
  staffView: 'none',
  action: 'pay',
} as const;

export const listMeetingRoomsRoute = defineRoute({
  ...ROOMS,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/office-locations/:id/rooms',
  summary:
    "An office location's meeting rooms: name, seats, hourly price (kuruş before KDV), photo and equipment codes. 404 for a location that is not offered.",
  params: z.object({ id: ZRecordId }),
  result: z.array(ZMeetingRoom),
  failures: [401, 404, 422],
});

export const getRoomSlotsRoute = defineRoute({
  ...ROOMS,
  access: { kind: 'signedIn' },
  method: 'GET',
  path: '/office-locations/:id/rooms/:roomId/slots',
  summary: `A room's whole hours of an Istanbul day within the location's reception hours, each free, taken or past; whose a taken hour is never said, but the caller's own companies' are marked \`is_mine\`. Up to ${ROOM_BOOKING_LIMITS.maxDaysAhead} days ahead (422 beyond).`,
  params: ZRoomParams,
  query: ZRoomSlotsQuery,
  result: z.array(ZRoomSlot),
  failures: [401, 404, 422],
});

export const listRoomBookingsRoute = defineRoute({
  ...ROOMS,
  access: {
    kind: 'account',
    account: 'params.id',
    customerPermission: PERMISSIONS.showCalls,
    staffView: 'asked',
    action: 'seeOffice',
    area: STAFF_AREAS.officeCalls,
  },
  method: 'GET',
  path: '/accounts/:id/room-bookings',
  summary:
    "The company's meeting-room bookings (those to come first, then the month's past and cancelled ones), the free room hours left in `period` (this Istanbul month by default) and the card on file (brand and last four digits). Its customers holding 'show calls'; the staff serving its office line (or holding 'show accounts all' with `?all`). Another company: 404.",
  params: ZAccountParams,
  query: ZRoomBookingListQuery,
  result: ZRoomBookings,
  failures: [401, 403, 404, 422],
});

export const createRoomBookingRoute = defineRoute({
  ...ROOMS,
  access: BOOKERS,
  method: 'POST',
  path: '/accounts/:id/room-bookings',
  summary: `A customer books a room for whole hours (Istanbul time, within the reception hours, at most ${ROOM_BOOKING_LIMITS.maxHours}): the month's free room hours first; hours beyond them are charged to the card on file (with an invoice) only with \`pay_with_card_on_file: true\` (409 without it, or without a card). Two companies asking for the same hour at the same instant: one wins, the other 409. The office line must be active (409). A confirmation mail with an .ics invitation goes to the customer.`,
  params: ZAccountParams,
  body: ZCreateRoomBookingRequest,
  status: 201,
  result: ZRoomBooking,
  failures: [401, 402, 403, 404, 409, 422, 503],
});

export const cancelRoomBookingRoute = defineRoute({
  ...ROOMS,
  access: BOOKERS,
  method: 'DELETE',
  path: '/accounts/:id/room-bookings/:bookingId',
  summary: `A customer cancels a booking, free until ${ROOM_BOOKING_LIMITS.freeCancellationHours} hours before it starts: its hours are free again, the free hours come back to the month and a card payment is refunded (with a credit note). Later: 409. Another company's booking: 404.`,
  params: ZRoomBookingParams,
  result: ZRoomBooking,
  failures: [401, 403, 404, 409, 503],
});

export const getRoomDayRoute = defineRoute({
  ...ROOMS,
  access: { kind: 'staff' },
  method: 'GET',
  path: '/office/room-bookings',
  summary:
    "The secretary's day: the meeting-room bookings of an Istanbul day (today by default) at the locations the staff member is the secretary of and of the companies whose office line they serve (every one with 'show accounts all'), by time. Staff only (403).",
  query: ZRoomDayQuery,
  result: ZRoomDay,
  failures: [401, 403, 422],
});
