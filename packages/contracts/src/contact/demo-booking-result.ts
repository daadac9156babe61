import { z } from 'zod';

/** `POST appointments/demo` answers the id of the stored appointment request. */
export const ZDemoBookingResult = z.object({ id: z.number().int() });
export type TDemoBookingResult = z.infer<typeof ZDemoBookingResult>;
