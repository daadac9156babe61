import type { TDemoBookingRequest } from '@portal/contracts/contact/demo-booking-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TDemoBooking = { id: number };

/** `POST appointments/demo`: stores an appointment request (201 `{ id }` and a message); 422 per field. */
export function bookDemo(body: TDemoBookingRequest): Promise<TDemoBooking> {
  return api.post<TDemoBooking>('appointments/demo', body);
}

export function useBookDemo() {
  return useMutation({ mutationFn: bookDemo });
}
