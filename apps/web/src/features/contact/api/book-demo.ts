import type { TDemoBookingRequest } from '@portal/contracts/contact/demo-booking-schemas';
import { bookDemoRoute } from '@portal/contracts/contact/public-form-routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';

/** `POST appointments/demo`: stores an appointment request (201 `{ id }` and a message); 422 per field. */
function bookDemo(body: TDemoBookingRequest) {
  return callRoute(bookDemoRoute, { body });
}

export function useBookDemo() {
  return useMutation({ mutationFn: bookDemo });
}
