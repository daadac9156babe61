import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import type { ZContactRequest } from '@portal/contracts/contact/contact-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contactMessageStaffMail } from '../../plugins/mail/templates/contact-message-staff.ts';
import {
  guardPublicForm,
  storedOrigin,
  storedPhone,
  type TPublicFormSubmission,
} from '../public-forms/service.ts';
import { notifyStaff } from '../public-forms/staff-notification-service.ts';
import { insertContactMessage } from './repository.ts';

type TContactApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'now'>;

/**
 * A message from the landing page's contact form: throttled per IP and checked against the
 * honeypot, then stored and mailed to staff (a mail that fails does not fail the request).
 */
export async function receiveContactMessage(
  app: TContactApp,
  body: z.output<typeof ZContactRequest>,
  submission: TPublicFormSubmission,
): Promise<void> {
  await guardPublicForm(app, 'contactMessages', body, submission);
  const phone = storedPhone(body.phone);
  const stored = await insertContactMessage(app.db, {
    fullName: body.full_name,
    email: body.email,
    phone,
    subject: body.subject,
    message: body.message,
    languageId: LANGUAGE_IDS[submission.language],
    ...storedOrigin(app.config.appSecret, submission),
  });
  await notifyStaff(app, submission.log, {
    template: 'contact-message-staff',
    replyTo: { name: body.full_name, address: body.email },
    render: (language) =>
      contactMessageStaffMail(language, {
        fullName: body.full_name,
        email: body.email,
        phone,
        language: submission.language,
        message: body.message,
        receivedAt: stored.createdAt,
      }),
  });
}
