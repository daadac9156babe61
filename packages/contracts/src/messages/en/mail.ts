import type { TMailTexts } from '../catalogue-types.ts';
import { RESET_LINK_MINUTES, VERIFY_EMAIL_LINK_MINUTES } from '../message-limits.ts';

const LINK_HINT = 'If the button does not work, copy this link into your browser:';

export const mailEn: TMailTexts = {
  footer: {
    account: 'You received this e-mail because of an action on your Firmaport account.',
    staff: 'You received this e-mail because you follow the requests sent from the Firmaport site.',
    demoVisitor:
      'You received this e-mail because a demo was requested with this address on the Firmaport site. If it was not you, you can ignore it.',
  },
  visitor: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    languages: { tr: 'Turkish', en: 'English' },
  },
  verifyEmail: {
    subject: 'Verify your e-mail address – Firmaport',
    preheader: 'One click to confirm your e-mail address.',
    heading: 'Verify your e-mail address',
    paragraphs: [
      'Hello {{name}},',
      'Please confirm that this is your e-mail address by clicking the button below.',
    ],
    button: 'Verify e-mail address',
    linkHint: LINK_HINT,
    notes: [
      `The link is valid for ${VERIFY_EMAIL_LINK_MINUTES} minutes.`,
      'If you did not create a Firmaport account, you can ignore this e-mail.',
    ],
  },
  confirmEmailChange: {
    subject: 'Confirm your new e-mail address – Firmaport',
    preheader: 'One click to move your account to this address.',
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      'Hello {{name}},',
      'You asked to use this address for your Firmaport account. Your account keeps its old address until you confirm with the button below.',
    ],
    button: 'Confirm the new address',
    linkHint: LINK_HINT,
    notes: [
      `The link is valid for ${VERIFY_EMAIL_LINK_MINUTES} minutes. Once you confirm, your sessions on other devices are closed.`,
      'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    ],
  },
  emailChangeRequested: {
    subject: 'Your e-mail address is about to change – Firmaport',
    preheader: 'A new address was entered for your account.',
    heading: 'A new e-mail address was entered for your account',
    paragraphs: [
      'Hello {{name}},',
      'Someone signed in to your Firmaport account asked to change its e-mail address to {{email}}. The change happens only once the link we sent to that address is opened.',
      'If this was not you, change your password now: that stops the change and closes every session.',
    ],
    button: 'Change my password',
    linkHint: LINK_HINT,
    notes: ['If it was you, there is nothing more to do here.'],
  },
  signInBlocked: {
    subject: 'Many sign-in attempts on your account – Firmaport',
    preheader: 'Sign-ins to your account are paused for a while.',
    heading: 'Many sign-in attempts were made on your account',
    paragraphs: [
      'Hello {{name}},',
      'In the last minutes many sign-in attempts with a wrong password were made on your account. To protect it, we have paused sign-ins for {{minutes}} minutes.',
      'If these attempts were not yours, we recommend changing your password now.',
    ],
    button: 'Reset my password',
    linkHint: LINK_HINT,
    notes: ['If the attempts were yours, you can sign in again once this time has passed.'],
  },
  resetPassword: {
    subject: 'Reset your password – Firmaport',
    preheader: 'A link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: [
      'Hello {{name}},',
      'We received a request to reset the password of your Firmaport account. Click the button below to choose a new one.',
    ],
    button: 'Choose a new password',
    linkHint: LINK_HINT,
    notes: [
      `The link is valid for ${RESET_LINK_MINUTES} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
  },
  applicationApproved: {
    subject: 'Your company application was approved – Firmaport',
    preheader: '{{companyName}}: your application was approved.',
    heading: 'Your application was approved',
    paragraphs: [
      'Hello {{name}},',
      'Good news: your company application for {{companyName}} was approved.',
      'Your advisor will contact you shortly about the next steps.',
    ],
    button: 'Open my company',
    linkHint: LINK_HINT,
    notes: ['You can follow your company in the portal at any time.'],
  },
  applicationRejected: {
    subject: 'Your company application needs a correction – Firmaport',
    preheader: '{{companyName}}: your application was not approved yet.',
    heading: 'Your application was not approved',
    paragraphs: [
      'Hello {{name}},',
      'We reviewed your company application for {{companyName}} and could not approve it yet, for this reason:',
    ],
    button: 'Correct my application',
    linkHint: LINK_HINT,
    notes: ['Once you have corrected it, send the application again and we will review it.'],
  },
  contactMessageStaff: {
    subject: 'New contact message from {{fullName}} – Firmaport',
    preheader: '{{fullName}} wrote through the contact form.',
    heading: 'New contact message',
    paragraphs: ['{{fullName}} sent this message through the contact form on {{received}}.'],
    button: 'Reply to {{fullName}}',
    replySubject: 'Your message to Firmaport',
    notes: ['Replying to this e-mail also answers the sender directly.'],
  },
  demoBookingStaff: {
    subject: 'New demo request: {{company}}, {{day}} {{slot}} – Firmaport',
    preheader: '{{fullName}} asked for a demo on {{day}} at {{slot}}.',
    heading: 'New demo request',
    paragraphs: ['{{fullName}} of {{company}} asked for a demo call. Please confirm the time with them.'],
    company: 'Company',
    day: 'Preferred day',
    time: 'Time',
    timeValue: '{{slot}} (Turkey time)',
    button: 'Open the appointment requests',
    linkHint: LINK_HINT,
    notes: ['Replying to this e-mail answers {{fullName}} directly.'],
  },
  demoBookingConfirmation: {
    subject: 'We received your demo request – Firmaport',
    preheader: 'Your demo request for {{day}} at {{slot}}.',
    heading: 'Thank you, we received your demo request',
    paragraphs: [
      'Hello {{name}},',
      'Thank you for your interest in Firmaport. In the demo we show you how to found your company, hand over your bookkeeping and run a virtual office from one place, and we answer your questions.',
      'Our team will contact you before the call to confirm the time.',
    ],
    company: 'Company',
    day: 'Preferred day',
    time: 'Time',
    timeValue: '{{slot}} (Turkey time, GMT+3)',
    button: 'Visit Firmaport',
    notes: ['If you need another time, simply reply to the confirmation our team sends you.'],
  },
};
