import { z } from 'zod';
import { pagedQuery, ZPageQuery } from '../common/envelope.ts';
import { LANGUAGES } from '../common/languages.ts';
import { ZStaffRef } from './appointments.ts';

/** The inbox's views: what still waits for an answer (the default), what was answered, or both. */
export const CONTACT_MESSAGE_FILTERS = ['unhandled', 'handled', 'all'] as const;
export type TContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

/** A message of the landing page's contact form, as staff read it. */
export const ZContactMessage = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  created_at: z.iso.datetime(),
  handled_at: z.iso.datetime().nullable(),
  handled_by: ZStaffRef.nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** `GET contact-messages`: newest first. */
export const ZContactMessageListQuery = pagedQuery(
  ZPageQuery.extend({
    status: z.enum(CONTACT_MESSAGE_FILTERS).default('unhandled'),
  }),
);

/** `PUT contact-messages/{id}/handled`: marks the message answered, or back to waiting. */
export const ZContactMessageHandledRequest = z.object({ handled: z.boolean() });
