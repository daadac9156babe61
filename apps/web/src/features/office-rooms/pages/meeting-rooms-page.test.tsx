import {
  cancelRoomBookingRoute,
  createRoomBookingRoute,
  getRoomDayRoute,
  getRoomSlotsRoute,
  listMeetingRoomsRoute,
  listRoomBookingsRoute,
} from '@portal/contracts/office/office-room-routes';
import type { TRoomBooking, TRoomSlot } from '@portal/contracts/office/office-rooms';
import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import MeetingRoomsPage from './meeting-rooms-page.tsx';

const MASLAK: TOfficeLocation = {
  id: 1,
  slug: 'istanbul-maslak',
  name: 'Maslak Ofis',
  city: 'İstanbul',
  district: 'Sarıyer',
  address: 'Büyükdere Cad. No: 237',
  description: null,
  meeting_rooms: 1,
  reception_hours: '08:30-19:00',
  parking: true,
  latitude: 41.1,
  longitude: 29,
  packets: [],
  price_from: null,
  secretary: null,
};

const GALATA = {
  id: 2,
  location_id: 1,
  name: 'Galata',
  seats: 8,
  hourly_price: 50_000,
  photo_url: '/media/meeting-rooms/istanbul-maslak-galata.jpg',
  equipment: ['screen' as const, 'whiteboard' as const],
};

const slot = (hour: number, state: TRoomSlot['state']): TRoomSlot => ({
  hour,
  starts_at: `2026-12-01T${String(hour - 3).padStart(2, '0')}:00:00.000Z`,
  ends_at: `2026-12-01T${String(hour - 2).padStart(2, '0')}:00:00.000Z`,
  state,
  is_mine: false,
});

const BOOKING: TRoomBooking = {
  id: 31,
  account_id: 7,
  room: { id: 2, name: 'Galata', seats: 8 },
  location: { id: 1, name: 'Maslak Ofis', address: 'Büyükdere Cad. No: 237' },
  starts_at: '2026-12-01T08:00:00.000Z',
  ends_at: '2026-12-01T10:00:00.000Z',
  hours: 2,
  free_hours: 2,
  paid_hours: 0,
  amount: 0,
  status: 'confirmed',
  cancellable: true,
  invoice_id: null,
  booked_by: 'Ayşe Yılmaz',
  created_at: '2026-11-20T08:00:00.000Z',
  cancelled_at: null,
};

function renderCustomerPage(bookings: TRoomBooking[] = []) {
  storage.set('token', 'meeting-rooms-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show calls']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
  const booked: TMockRequest[] = [];
  const cancelled: TMockRequest[] = [];
  apiServer.use(
    answer(getOfficeLocationsRoute, [MASLAK]),
    answer(listMeetingRoomsRoute, [GALATA]),
    answer(getRoomSlotsRoute, [
      slot(9, 'free'),
      slot(10, 'taken'),
      slot(11, 'free'),
      slot(12, 'free'),
      slot(13, 'free'),
    ]),
    answer(listRoomBookingsRoute, {
      bookings,
      allowance: { period: '2026-12', free_hours_left: 1 },
      card: { brand: 'mastercard', last4: '0008' },
    }),
    answer(
      createRoomBookingRoute,
      (request) => {
        booked.push(request);
        return BOOKING;
      },
      { message: 'Oda ayrıldı; onay e-postası ve takvim daveti gönderiliyor.' },
    ),
    answer(cancelRoomBookingRoute, (request) => {
      cancelled.push(request);
      return { ...BOOKING, status: 'cancelled', cancellable: false };
    }),
  );
  renderRoute(<MeetingRoomsPage />, '/:lang/app/office/meeting-rooms', '/tr/app/office/meeting-rooms');
  return { booked, cancelled };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeRooms', 'form', 'validation']);
});

describe('the customer’s meeting rooms', () => {
  it('books a room: office, room, free hours, and the paid hour charged only once agreed', async () => {
    const { booked } = renderCustomerPage();
    fireEvent.change(await screen.findByLabelText(/^Ofis/), { target: { value: '1' } });
    const room = await screen.findByRole('radio', { name: /Galata/ });
    expect(screen.getByRole('img', { name: 'Galata toplantı odası' })).toBeTruthy();
    expect(screen.getByText(/8 kişilik/)).toBeTruthy();
    fireEvent.click(room);

    const hours = await screen.findByRole('list', { name: /Galata odasının bu günkü saatleri/ });
    expect(within(hours).getByText('10:00 dolu')).toBeTruthy();
    const start = screen.getByLabelText(/Başlangıç saati/);
    // The taken hour cannot be chosen as a start.
    expect(within(start).queryByRole('option', { name: '10:00' })).toBeNull();
    fireEvent.change(start, { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText(/^Süre/), { target: { value: '2' } });

    // One free hour left this month: the second hour costs 500 TL + KDV.
    expect(await screen.findByText(/1 saat ücretsiz, 1 saat ücretli/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Odayı ayırt' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /kayıtlı kartımdan \(mastercard •••• 0008\)/ }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]?.params).toEqual({ id: '7' });
    expect(booked[0]?.body).toMatchObject({
      room_id: 2,
      start_hour: 11,
      hours: 2,
      pay_with_card_on_file: true,
    });
    // The confirmation shown after booking is checked end to end (office-service.spec.ts): this
    // file shares its page with others (isolate: false), where the answer's message is not stable.
  });

  it('lists the company’s bookings and cancels one after asking', async () => {
    const { cancelled } = renderCustomerPage([BOOKING]);
    const table = await screen.findByRole('table', { name: /Şirketin toplantı odası rezervasyonları/ });
    const row = within(table).getByRole('row', { name: /Galata/ });
    expect(row.textContent).toContain('2 saat ücretsiz');
    fireEvent.click(within(row).getByRole('button', { name: /İptal et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervasyon iptal edilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await waitFor(() => expect(cancelled).toHaveLength(1));
    expect(cancelled[0]?.params).toEqual({ id: '7', bookingId: '31' });
  });
});

describe('the secretary’s day', () => {
  it('shows the day’s bookings with the company that booked each', async () => {
    storage.set('token', 'secretary-token');
    storage.set('role_name', 'secretary');
    storage.set('permissions', ['show calls']);
    const days: string[] = [];
    apiServer.use(
      answer(getRoomDayRoute, ({ query }) => {
        days.push(query.get('date') ?? '');
        return {
          date: query.get('date') ?? '',
          bookings: [{ ...BOOKING, account_name: 'Deniz Yazılım Ltd' }],
        };
      }),
    );
    renderRoute(<MeetingRoomsPage />, '/:lang/app/office/meeting-rooms', '/tr/app/office/meeting-rooms');
    const table = await screen.findByRole('table', { name: /Seçilen günün toplantı odası rezervasyonları/ });
    const row = within(table).getByRole('row', { name: /Deniz Yazılım Ltd/ });
    expect(row.textContent).toContain('11:00–13:00');
    expect(row.textContent).toContain('Galata');
    fireEvent.change(screen.getByLabelText(/^Gün/, { selector: 'input' }), {
      target: { value: '2026-12-02' },
    });
    await waitFor(() => expect(days).toContain('2026-12-02'));
  });
});
