/**
 * The network's message keys, each with a text in both languages in the shared catalogue
 * (`messages/{tr,en}`): the schemas' validation messages (`validation.*`, shown by the forms and
 * answered by the API), and what the API says in its own words (`network.*`).
 */
export const NETWORK_VALIDATION_MESSAGES = {
  websiteInvalid: 'validation.networkWebsiteInvalid',
  tooManyItems: 'validation.networkTooManyItems',
  tooManyTeamMembers: 'validation.networkTooManyTeamMembers',
  hideReasonRequired: 'validation.networkHideReasonRequired',
  slotNotBookable: 'validation.networkSlotNotBookable',
  calendarRangeReversed: 'validation.calendarRangeReversed',
  calendarRangeTooLong: 'validation.networkCalendarRangeTooLong',
} as const;
export const NETWORK_VALIDATION_MESSAGE_KEYS = Object.values(NETWORK_VALIDATION_MESSAGES);

/** The API's answers: refusals (with their status in the comment) and confirmations. */
export const NETWORK_MESSAGES = {
  /** 409: the spec's rule (section 5), from the unique index `network_booths_one_per_representative`. */
  onePerRepresentative: 'network.booths.onePerRepresentative',
  /** 409: from the unique index `network_booths_one_per_company`. */
  onePerCompany: 'network.booths.onePerCompany',
  /** 409: another payment of this held hour is under way (one payment of a hold at a time). */
  holdPaymentInProgress: 'network.stages.holdPaymentInProgress',
  /** 409: charged, but the hour went to another company meanwhile: the job refunds it and mails the payer. */
  hourTakenRefunding: 'network.stages.hourTakenRefunding',
  /** 409: opening a booth or booking a stage needs an active membership packet. */
  membershipRequired: 'network.membershipRequired',
  /** 422: the representative must be a customer member of the booth's company. */
  representativeNotMember: 'network.booths.representativeNotMember',
  /** 422: more products and services than the company's packet shows ({{max}}). */
  tooManyItemsForPacket: 'network.booths.tooManyItemsForPacket',
  boothCreated: 'network.booths.created',
  boothSaved: 'network.booths.saved',
  boothHidden: 'network.booths.hidden',
  boothShown: 'network.booths.shown',
  logoSaved: 'network.booths.logoSaved',
  logoRemoved: 'network.booths.logoRemoved',
  documentAdded: 'network.booths.documentAdded',
  documentDeleted: 'network.booths.documentDeleted',
  /** 422: brochures are PDF files. */
  documentWrongType: 'network.booths.documentWrongType',
  /** 413: a brochure is too large. */
  documentTooLarge: 'network.booths.documentTooLarge',
  /** 422: the multipart upload had no file. */
  documentMissing: 'network.booths.documentMissing',
  /** 409: the booth already holds the most brochures. */
  tooManyDocuments: 'network.booths.tooManyDocuments',
  contactSent: 'network.booths.contactSent',
  /** 429: {{seconds}}. */
  tooManyContacts: 'network.booths.tooManyContacts',
  /** 409: another company holds or booked the hour (the unique index `network_sessions_one_per_stage_hour`). */
  slotTaken: 'network.stages.slotTaken',
  /** 422: the hour is too soon or too far ahead to book. */
  slotOutsideWindow: 'network.stages.slotOutsideWindow',
  /** 422: a slots date too far ahead. */
  dateOutsideWindow: 'network.stages.dateOutsideWindow',
  holdCreated: 'network.sessions.holdCreated',
  holdReleased: 'network.sessions.holdReleased',
  /** 409: paying or releasing a session that is no longer held (expired, cancelled or paid). */
  notHeld: 'network.sessions.notHeld',
  /** 409: the hold ran out before the payment: pick the hour again. */
  holdExpired: 'network.sessions.holdExpired',
  /** 422: the conference-hour product is paid with the `session_id` of a held session. */
  sessionRequired: 'network.sessions.sessionRequired',
  /** 422: `session_id` sent with a product that does not pay a session. */
  sessionNotForProduct: 'network.sessions.sessionNotForProduct',
  registered: 'network.sessions.registered',
  registrationCancelled: 'network.sessions.registrationCancelled',
  /** 409: every seat is taken (the CHECK `network_sessions_registered_within_capacity`). */
  sessionFull: 'network.sessions.full',
  /** 409: the person is registered already (the unique index `network_session_registrations_one_per_user`). */
  alreadyRegistered: 'network.sessions.alreadyRegistered',
  /** 409: not confirmed, or started: registering and cancelling end when the session starts. */
  registrationClosed: 'network.sessions.registrationClosed',
  /** 409: nothing to cancel. */
  notRegistered: 'network.sessions.notRegistered',
  /** 409: {{max}} registrations for sessions to come already. */
  tooManyRegistrations: 'network.sessions.tooManyRegistrations',
  /** 403: the confirmation goes to the caller's own address, which must be verified first. */
  emailNotVerified: 'network.sessions.emailNotVerified',
} as const;
export type TNetworkMessageKey = (typeof NETWORK_MESSAGES)[keyof typeof NETWORK_MESSAGES];
export const NETWORK_MESSAGE_KEYS = Object.values(NETWORK_MESSAGES);

/**
 * The database constraints the API answers with a message of its own, by name: a violation of
 * one is the rule, not a crash (the API finds the name on the PostgreSQL error).
 */
export const NETWORK_CONSTRAINT_MESSAGES = {
  network_booths_one_per_representative: NETWORK_MESSAGES.onePerRepresentative,
  network_booths_one_per_company: NETWORK_MESSAGES.onePerCompany,
  network_sessions_one_per_stage_hour: NETWORK_MESSAGES.slotTaken,
  network_sessions_registered_within_capacity: NETWORK_MESSAGES.sessionFull,
  network_session_registrations_one_per_user: NETWORK_MESSAGES.alreadyRegistered,
} as const satisfies Record<string, TNetworkMessageKey>;
export type TNetworkConstraint = keyof typeof NETWORK_CONSTRAINT_MESSAGES;
