import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import type { TDemoBookingResult } from '@portal/contracts/contact/demo-booking-result';
import { isBookableDemoDate, type ZDemoBookingRequest } from '@portal/contracts/contact/demo-booking-schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import type { TMail } from '../../plugins/mail/mailer.ts';
import { demoBookingConfirmationMail } from '../../plugins/mail/templates/demo-booking-confirmation.ts';
import { demoBookingStaffMail } from '../../plugins/mail/templates/demo-booking-staff.ts';
import { guardPublicForm, storedPhone, type TPublicFormSubmission } from '../public-forms/service.ts';
import { notifyStaff } from '../public-forms/staff-notification-service.ts';
import { insertAppointmentRequest } from './repository.ts';

type TAppointmentsApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'now'>;

/** The visitor's confirmation; logged, not thrown, when it cannot be sent (the booking stands). */
async function sendConfirmation(
  app: Pick<FastifyInstance, 'mailer'>,
  log: FastifyBaseLogger,
  mail: TMail,
): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (error) {
    log.error({ err: error, template: mail.template }, 'could not send the demo booking confirmation');
  }
}

/**
 * A demo booking from the landing page: throttled per IP, checked against the honeypot, the
 * day must be a working day from tomorrow on (Istanbul's today, the rule the date picker uses),
 * then stored as a 'new' appointment request for the staff's list. The visitor gets a
 * confirmation in their language, staff a notification in theirs.
 */
export async function bookDemo(
  app: TAppointmentsApp,
  body: z.output<typeof ZDemoBookingRequest>,
  submission: TPublicFormSubmission,
): Promise<TDemoBookingResult> {
  await guardPublicForm(app, 'demoBookings', body, submission);
  if (!isBookableDemoDate(body.preferred_date, todayInIstanbul(app.now()))) {
    throw new HttpError(422, 'errors.validation', {
      fields: { preferred_date: 'appointments.dateNotBookable' },
    });
  }
  const phone = storedPhone(body.phone);
  const { language } = submission;
  const stored = await insertAppointmentRequest(app.db, {
    fullName: body.full_name,
    email: body.email,
    phone,
    company: body.company,
    preferredDate: body.preferred_date,
    timeSlot: body.time_slot,
    languageId: LANGUAGE_IDS[language],
  });
  const booking = { company: body.company, date: body.preferred_date, slot: body.time_slot };
  await Promise.all([
    sendConfirmation(app, submission.log, {
      to: body.email,
      template: 'demo-booking-confirmation',
      ...demoBookingConfirmationMail(language, {
        ...booking,
        name: body.full_name,
        url: `${app.config.appUrl}/${language}`,
      }),
    }),
    notifyStaff(app, submission.log, {
      template: 'demo-booking-staff',
      replyTo: { name: body.full_name, address: body.email },
      render: (staffLanguage) =>
        demoBookingStaffMail(staffLanguage, {
          ...booking,
          fullName: body.full_name,
          email: body.email,
          phone,
          language,
          url: `${app.config.appUrl}/${staffLanguage}/app/appointment-list`,
        }),
    }),
  ]);
  return { id: stored.id };
}
