import {
  BOOTH_DOCUMENT_MAX_BYTES,
  BOOTH_DOCUMENT_MAX_COUNT,
  STAGE_BOOKING_MAX_DAYS_AHEAD,
  STAGE_BOOKING_MIN_LEAD_MINUTES,
  STAGE_HOLD_MINUTES,
} from '../../network/network-constants.ts';
import { EARSIV_CANCEL_DAYS } from '../../sales-invoices/e-invoice-delivery.ts';
import type { TApiTexts } from '../catalogue-types.ts';
import {
  AVATAR_MAX_MB,
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  RESET_LINK_MINUTES,
  SMS_CODE_MINUTES,
} from '../message-limits.ts';

/** Brochures' size limit, in the unit the texts name it. */
const BOOTH_DOCUMENT_MAX_MB = BOOTH_DOCUMENT_MAX_BYTES / (1024 * 1024);

export const apiEn: TApiTexts = {
  'errors.routeNotFound': 'The address you asked for was not found.',
  'errors.notFound': 'Record not found.',
  'errors.productNotFound': 'Product not found.',
  'errors.validation': 'The data sent is not valid. Please check the fields.',
  'errors.malformedRequest': 'The request could not be read.',
  'errors.invalidJson': 'The request could not be read: the data sent is not valid JSON.',
  'errors.unsupportedMediaType': 'This content type is not supported.',
  'errors.payloadTooLarge': 'The data sent is too large.',
  'errors.methodNotAllowed': 'This action is not supported at this address.',
  'errors.tooManyRequests': 'You sent too many requests. Please try again in a moment.',
  'errors.databaseUnavailable': 'The database cannot be reached right now. Please try again in a moment.',
  'errors.internal': 'An unexpected error occurred. Please try again later.',
  'errors.unauthenticated': 'Please sign in to do this. Your session may have expired.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.serviceUnavailable': 'A service cannot be reached right now. Please try again in a moment.',
  'errors.notReady': 'This server cannot serve requests right now. Please try again in a moment.',
  'errors.redisUnavailable': 'Redis (the shared rate-limit counters) cannot be reached.',
  'errors.storageUnavailable': 'The file storage cannot be reached.',
  'taxCalendar.kinds.documents': 'Last day to upload the documents of {{period}} to the portal',
  'taxCalendar.kinds.ba_bs': 'Form Ba and Form Bs notifications ({{period}})',
  'taxCalendar.kinds.muhtasar':
    'Withholding tax and social security return (muhtasar ve prim hizmet) and payment ({{period}})',
  'taxCalendar.kinds.kdv': 'VAT (KDV) return and payment ({{period}})',
  'taxCalendar.kinds.sgk_prim': 'Social security (SGK) premium payment ({{period}})',
  'taxCalendar.kinds.gecici': 'Provisional tax (geçici vergi) return and payment ({{period}})',
  'taxCalendar.kinds.yillik_gelir':
    'Annual income tax return and first instalment ({{period}}, sole proprietorships)',
  'taxCalendar.kinds.yillik_gelir_taksit':
    'Annual income tax second instalment ({{period}}, sole proprietorships)',
  'taxCalendar.kinds.kurumlar':
    'Corporate tax return and payment ({{period}}, limited and joint-stock companies)',
  'taxCalendar.quarter': 'Q{{quarter}} {{year}}',
  'taxCalendar.feedName': '{{company}} – tax calendar',
  'taxCalendar.documentsSource':
    "Firmaport's FAQ: a month's documents are uploaded to the portal within 7 days after the month ends; a last day on a weekend or an official holiday moves to the next working day (as for tax returns, VUK art. 18).",
  'taxCalendar.feedSource': 'Source: {{source}}',
  'taxCalendar.feedMoved':
    'The deadline was {{date}}; it moves to the next working day because that day is a weekend or an official holiday (VUK art. 18).',
  'taxCalendar.feedHalfDay': 'This day is a half-day holiday: public offices close at 13:00.',
  'taxCalendar.feedCreated': 'Your calendar link has been created. It is private to you: do not share it.',
  'taxCalendar.feedRevoked': 'Your calendar link has been revoked; it no longer works.',
  'taxCalendar.feedCustomersOnly': "Only the company's own users can create or revoke its calendar link.",
  'auth.registered':
    'We have sent a mail to the address you entered. Open the link in it to confirm your address, then sign in with your password.',
  'auth.loggedIn': 'You are signed in.',
  'auth.loggedOut': 'You are signed out.',
  'auth.tokenRefreshed': 'Your session has been extended.',
  'auth.tokensRevoked': 'All your sessions have been closed.',
  'auth.invalidCredentials': 'The e-mail address or the password is wrong.',
  'auth.accountDisabled': 'This account has been deactivated. Please contact us.',
  'auth.emailTaken': 'An account with this e-mail address already exists.',
  'auth.twoFactorNeeded': 'Your password is right. Please complete the second step.',
  'auth.twoFactorChallengeInvalid': 'This sign-in has expired. Please sign in again.',
  'auth.twoFactorCodeWrong': 'This code is not correct. Please check your authenticator app and try again.',
  'auth.twoFactorAlreadyOn': 'Two-step verification is already on.',
  'auth.twoFactorNotStarted': 'Please start turning two-step verification on first.',
  'auth.twoFactorRequired': 'Two-step verification is required for staff accounts and cannot be turned off.',
  'auth.secondFactorSessionRequired':
    'Staff accounts now sign in with two-step verification. Please sign in again.',
  'auth.tooManyTwoFactorAttempts': 'Too many codes were tried. Please try again in {{minutes}} minutes.',
  'auth.twoFactorEnabled': 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  'auth.twoFactorDisabled': 'Two-step verification is off.',
  'auth.tooManyLoginAttempts': 'Too many failed sign-in attempts. Please try again in {{seconds}} seconds.',
  'auth.tooManyResetRequests': 'Too many password reset requests. Please try again in {{seconds}} seconds.',
  'auth.resetLinkSent': `If an account exists for this address, we sent it a link to reset the password. The link is valid for ${RESET_LINK_MINUTES} minutes.`,
  'auth.passwordReset': 'Your password has been changed. You can sign in with your new password.',
  'auth.resetTokenInvalid': 'This password reset link is not valid. Please ask for a new one.',
  'auth.resetTokenExpired': 'This password reset link has expired. Please ask for a new one.',
  'auth.resetTokenUsed': 'This password reset link has already been used. Please ask for a new one.',
  'verification.emailSent': 'We sent the verification link to your e-mail address.',
  'verification.emailVerified': 'Your e-mail address has been verified.',
  'verification.emailAlreadyVerified': 'Your e-mail address is already verified.',
  'verification.linkInvalid':
    'This verification link is not valid. Please open the link from the e-mail in full.',
  'verification.linkExpired': 'This verification link has expired. Please sign in and ask for a new one.',
  'verification.linkForeignAccount':
    'This link belongs to another account. Please sign out and open the link again.',
  'verification.linkEmailChanged':
    'This link was sent to an e-mail address your account no longer uses. Please ask for a new one.',
  'verification.tooManySends': 'Too many verification requests. Please try again in {{seconds}} seconds.',
  'verification.tooManySms':
    'Too many codes were sent to this phone number or from this connection. Please try again in {{minutes}} minutes.',
  'verification.smsSent': `We sent the verification code to your phone. It is valid for ${SMS_CODE_MINUTES} minutes.`,
  'verification.phoneVerified': 'Your phone number has been verified.',
  'verification.phoneAlreadyVerified': 'Your phone number is already verified.',
  'verification.phoneMissing': 'Your account has no phone number. Please add one to your profile first.',
  'verification.smsCodeWrong': 'The verification code is wrong. {{tries}} tries left.',
  'verification.smsCodeWrongLast':
    'The verification code is wrong and no tries are left. Please ask for a new code.',
  'verification.smsCodeMissing':
    'You have no valid verification code, or it has expired. Please ask for a new one.',
  'verification.smsTooManyTries': 'Too many wrong tries. Please ask for a new code.',
  'users.updated': 'Your details have been saved.',
  'users.emailChangePending':
    'Your details have been saved. We sent a confirmation link to your new e-mail address; your address changes once you open it.',
  'users.emailChanged':
    'Your e-mail address has been changed. Your sessions on other devices have been closed.',
  'users.emailChangeLinkInvalid':
    'This confirmation link is not valid any more. Please change your e-mail address again from your profile.',
  'users.emailChangeLinkExpired':
    'This confirmation link has expired. Please change your e-mail address again from your profile.',
  'users.currentPasswordWrong': 'Your current password is not correct.',
  'users.tooManyPasswordChecks': 'Too many password attempts. Please try again in {{minutes}} minutes.',
  'users.passwordChanged': 'Your password has been changed. Your sessions on other devices have been closed.',
  'users.avatarUpdated': 'Your profile picture has been updated.',
  'users.avatarMissing': 'Please choose an image file.',
  'users.avatarWrongType': 'You can upload PNG, JPEG or WebP images only.',
  'users.avatarTooLarge': `The image may be at most ${AVATAR_MAX_MB} MB.`,
  'users.avatarNotFound': 'Profile picture not found.',
  'users.created': 'The user has been created. A link to verify their e-mail address has been sent.',
  'users.saved': 'The user has been saved.',
  'users.deactivated': 'The user has been deactivated and their sessions closed.',
  'users.lastAdmin': 'This user is the last active administrator. Make another user an administrator first.',
  'users.ownAdminRole': 'You cannot remove your own administrator role. Another administrator can.',
  'users.selfDeactivate': 'You cannot deactivate your own account.',
  'users.roleNotFound': 'Please choose a valid role.',
  'roles.created': 'The role has been created.',
  'roles.updated': 'The role has been saved.',
  'roles.deleted': 'The role has been deleted.',
  'roles.permissionsSaved': "The role's permissions have been saved.",
  'roles.nameTaken': 'A role with this name already exists.',
  'roles.builtinLocked': 'The "{{name}}" role is one of the built-in roles; it cannot be renamed or deleted.',
  'roles.inUse': 'This role is held by {{count}} user(s). Give them another role before deleting it.',
  'roles.adminLockout':
    'These permissions cannot be removed from the administrator role: {{permissions}}. Otherwise nobody could manage roles and permissions.',
  'contact.markedHandled': 'The message is marked as answered.',
  'contact.markedWaiting': 'The message is marked as waiting for an answer.',
  'contact.received': 'Your message has been received. We will get back to you shortly.',
  'contact.tooManyMessages': 'You sent too many messages. Please try again in {{seconds}} seconds.',
  'appointments.contactRequested': 'Thank you: our team will contact you about {{product}} shortly.',
  'appointments.contactAlreadyRequested':
    'Your request about {{product}} is with our team: they will contact you shortly.',
  'appointments.phoneMissing': 'Add your phone number to your profile so that we can call you.',
  'appointments.demoBooked':
    'Your demo request has been received. We sent the details to your e-mail address; our team will contact you to confirm the call.',
  'appointments.dateNotBookable': `Please choose a working day (Monday to Friday) from tomorrow up to ${DEMO_BOOKING_MAX_DAYS_AHEAD} days ahead.`,
  'appointments.tooManyBookings': 'You sent too many demo requests. Please try again in {{seconds}} seconds.',
  'publicForms.rejected': 'Your form could not be sent. Please refresh the page and try again.',
  'web.notBuilt':
    'The web app is not built yet: run `npm run build` in the repository root (npm start does it for you).',
  'accounts.created': 'Your company has been created.',
  'accounts.updated': "Your company's name has been saved.",
  'accounts.deleted': 'The company has been deleted.',
  'accounts.informationsSaved': 'Your information has been saved.',
  'accounts.statusChanged': "The company's status has been changed.",
  'accounts.staffCreatesForCustomer': 'Staff open a company for a customer: choose the customer first.',
  'accounts.otherLine': "You do not serve this company's line, or your role may not do this.",
  'accounts.statusChangeNotAllowed':
    "The company's status cannot be changed from its current status to this one.",
  'accounts.deleteNotAllowed': 'You can only delete a company whose application is still in progress.',
  'accounts.virtualOfficeUnpaid':
    "This company's address is one of our virtual offices, and its virtual office package is not paid yet: the company can be approved once the office package is paid.",
  'accounts.stepAhead': 'Please complete the application steps in order; a step cannot be skipped.',
  'accounts.stepSetByPayment': 'This step is completed by paying for the package.',
  'accounts.stepUnknown': 'This is not a step of the application.',
  'accounts.applicationSubmitted':
    'Your application has been submitted, so its answers can no longer be changed here. Please ask your advisor to change them.',
  'payments.documentMissing': 'This document has not been uploaded yet.',
  'payments.packetNotSaved':
    'The package being paid is not the package chosen in the application. Please choose it again on the packages step.',
  'payments.applicationIncomplete':
    'The application is not complete yet. Please complete the steps it names before paying.',
  'accounts.unknownInformationKey': '"{{key}}" is not a company information field.',
  'accounts.staffAssigned': "The company's advisor and secretary have been saved.",
  'accounts.advisorInvalid': 'Please choose an active advisor.',
  'accounts.secretaryInvalid': 'Please choose an active secretary.',
  'announcements.saved': 'The announcement has been saved.',
  'announcements.deleted': 'The announcement has been deleted.',
  'jobs.retried': 'The job has been put back in the queue.',
  'jobs.notFailed': 'Only a failed job can be retried; this one is not failed.',
  'subscriptions.retryOn': 'We will try your card again on {{date}}; you can also pay now with another card.',
  'subscriptions.noMoreRetries': 'We will not try your card again; please pay in the portal.',
  'subscriptions.noCard': 'there is no card on file.',
  'subscriptions.cancelled':
    'Your subscription will end on {{date}}. Until then you can undo the cancellation.',
  'subscriptions.packetChanged': 'From {{date}} the subscription renews with {{packet}}.',
  'subscriptions.packetKept': 'The subscription goes on with its current package.',
  'subscriptions.packetNotChangeable': "A cancelled or cancelling subscription's package cannot be changed.",
  'subscriptions.packetInvalid': 'Choose another active package of the same product line.',
  'subscriptions.resumed': 'The cancellation has been undone; your subscription continues.',
  'subscriptions.cardChanged': 'The new card will be used for the next payments.',
  'subscriptions.notCancellable': 'This subscription has already ended or is already being cancelled.',
  'subscriptions.refunded': 'Credit note {{number}} issued; the amount went back to the card.',
  'subscriptions.notRefundable': 'Only a paid charge that has not been refunded yet can be refunded.',
  'subscriptions.refundFailed':
    'The refund could not be made now: the payment provider could not be reached or did not accept it. Please try again shortly.',
  'subscriptions.refundStaffOnly': "Refunds are made by the company's advisor; please contact your advisor.",
  'invoices.pdf.creditTitle': 'CREDIT NOTE',
  'invoices.pdf.refundedTo': 'Refunded to card: {{card}}',
  'subscriptions.notResumable': 'There is no cancellation to undo, or it has already taken effect.',
  'appointments.updated': 'The appointment request has been saved.',
  'appointments.assigneeInvalid': 'Please choose an active staff member.',
  'payments.succeeded': 'Your payment has been received.',
  'payments.declined.insufficient_funds': 'Your card has insufficient funds.',
  'payments.declined.do_not_honour':
    'Your bank did not approve this payment. Please contact your bank or try another card.',
  'payments.declined.invalid_card': 'The card details are not valid. Please check them and try again.',
  'payments.declined.expired_card': 'Your card has expired. Please try another card.',
  'payments.declined.provider_unavailable':
    'The payment service cannot be reached right now. Your card was not charged; please try again in a moment.',
  'payments.declined.hold_expired':
    'Your hold on this hour expired while you were on the bank’s page, so nothing was charged. The hour is still free: hold it again on the stage page and pay.',
  'payments.declined.hour_taken':
    'Your hold on this hour expired while you were on the bank’s page, so nothing was charged; meanwhile another company took the hour. Please choose another hour.',
  'payments.tooManyDeclines':
    'Too many payment attempts were declined. For your security, payments are paused for {{minutes}} minutes; please try again later or contact your advisor.',
  'payments.idempotencyKeyMissing':
    'The payment request is incomplete. Please reload the page and try again.',
  'payments.idempotencyKeyReused':
    'This payment request was already used for another payment. Please reload the page and try again.',
  'payments.inProgress': 'This payment is still being processed. Please wait a moment.',
  'payments.outcomeUnknown':
    'We could not get the outcome of this payment from the payment service. It will be checked within a few minutes; your card will not be charged twice. Please try again shortly.',
  'payments.notASubscription': 'This product is not a monthly package.',
  'payments.notABuy': 'This product cannot be bought as a one-off.',
  'payments.packetAlreadyActive': 'This company already has an active package for this service.',
  'payments.accountNotPayable': "This payment cannot be made in the company's current status.",
  'payments.noCardOnFile': 'This company has no card on file: pay with a card.',
  'payments.packetRequired': 'To buy this add-on, first buy the package it belongs to.',
  'payments.unknownAdditionalService':
    'The chosen add-on ({{id}}) does not belong to this package. Please choose your add-ons again.',
  'payments.productRemoved': 'The product has been removed from the company.',
  'invoices.pdf.number': 'Invoice no.',
  'invoices.pdf.date': 'Date',
  'invoices.pdf.description': 'Description',
  'invoices.pdf.quantity': 'Qty',
  'invoices.pdf.unitPrice': 'Unit price',
  'invoices.pdf.lineTotal': 'Amount',
  'invoices.pdf.earsivTitle': 'e-ARCHIVE INVOICE',
  'invoices.pdf.seller': 'SELLER',
  'invoices.pdf.buyer': 'BUYER',
  'invoices.pdf.taxOffice': 'Tax office: {{office}}',
  'invoices.pdf.vkn': 'Tax number (VKN): {{number}}',
  'invoices.pdf.tckn': 'Turkish ID number (TCKN): {{number}}',
  'invoices.pdf.mersis': 'MERSİS number: {{number}}',
  'invoices.pdf.phone': 'Phone: {{phone}}',
  'invoices.pdf.email': 'E-mail: {{email}}',
  'invoices.pdf.web': 'Website: {{url}}',
  'invoices.pdf.portalNumber': 'Portal invoice no.',
  'invoices.pdf.ettn': 'ETTN (UUID)',
  'invoices.pdf.profile': 'Scenario',
  'invoices.pdf.type': 'Invoice type',
  'invoices.pdf.typeSale': 'SALE (SATIŞ)',
  'invoices.pdf.refundsInvoice': 'Refunded invoice',
  'invoices.pdf.refundsEttn': 'Refunded invoice ETTN',
  'invoices.pdf.kdvRate': 'VAT rate',
  'invoices.pdf.period': 'Period: {{start}} – {{end}}',
  'invoices.pdf.taxBase': 'Total before VAT (tax base)',
  'invoices.pdf.kdvAt': 'VAT (KDV {{rate}}%)',
  'invoices.pdf.totalWithTaxes': 'Total including taxes',
  'invoices.pdf.payable': 'Amount payable',
  'invoices.pdf.refunded': 'Amount refunded',
  'invoices.pdf.paymentMethod': 'Payment method: credit/debit card ({{card}})',
  'invoices.pdf.paymentDate': 'Payment date: {{date}}',
  'invoices.pdf.earsivNote':
    'Issued and sent electronically under the e-Arşiv (e-archive invoice) permission.',
  'invoices.pdf.internetSale': 'This sale was made over the internet. Website: {{url}}',
  'documents.uploaded': 'Your document has been uploaded.',
  'documents.deleted': 'The document has been deleted.',
  'documents.kindInvalid': 'Please choose a valid document type.',
  'documents.fileMissing': 'Please choose a file.',
  'documents.editNotAllowed':
    'Documents can no longer be changed once the application has been sent for review. If something must change, please contact your advisor.',
  'documents.replaced': 'The new file has been uploaded; your advisor will review it again.',
  'documents.reviewed': 'The review has been saved.',
  'documents.monthlyEditNotAllowed':
    'Monthly documents can be uploaded and changed while your company is active. Please contact your advisor for help.',
  'documents.periodClosed': 'Your advisor has closed this month; its documents can no longer be changed.',
  'documents.acceptedLocked': 'A document your advisor has accepted cannot be changed or deleted.',
  'taxReturns.created': 'The return has been added.',
  'taxReturns.updated': 'The return has been updated.',
  'taxReturns.documentUploaded': 'The document has been uploaded and the company told.',
  'taxReturns.paymentReported':
    'Your payment and its receipt have gone to your advisor; it shows as paid once they confirm it.',
  'taxReturns.paymentConfirmed': 'The payment has been confirmed.',
  'taxReturns.exists': 'This company already has a return of this kind for this period.',
  'taxReturns.periodNotBegun': 'A return cannot be added for a period that has not begun.',
  'taxReturns.moveNotAllowed': 'The return cannot move from its status to the one asked.',
  'taxReturns.accrualIncomplete': 'To accrue, enter an amount above zero and a due date.',
  'taxReturns.notAccrued': 'Only an accrued return that is not paid yet can be paid.',
  'taxReturns.alreadyPaid': 'The payment of this return has already been confirmed.',
  'taxReturns.locked': 'The customer has reported the payment: confirm it first.',
  'taxReturns.receiptMissing': 'Please attach the payment receipt.',
  'taxReturns.roleInvalid':
    'Please choose what the document is: the return or the tahakkuk fişi (accrual slip).',
  'taxReturns.kinds.kdv': 'VAT return (KDV)',
  'taxReturns.kinds.muhtasar_prim': 'Withholding and social security return (muhtasar ve prim hizmet)',
  'taxReturns.kinds.gecici_vergi': 'Provisional tax return (geçici vergi)',
  'taxReturns.kinds.gelir_vergisi': 'Annual income tax return',
  'taxReturns.kinds.kurumlar_vergisi': 'Corporate tax return',
  'taxReturns.kinds.damga': 'Stamp duty return (damga vergisi)',
  'taxReturns.kinds.ba_bs': 'Form Ba and Bs',
  'taxReturns.kinds.sgk': 'Social security premiums (SGK)',
  'companyDocuments.added': "The document has been added to the company's vault and the company told.",
  'companyDocuments.kindInvalid': 'Please choose what the document is.',
  'companyDocuments.validUntilInvalid': 'The end of validity must be a valid date (e.g. 2026-12-31).',
  'companyDocuments.titleRequired': 'Please give a document of the kind "other" a title.',
  'companyDocuments.kinds.vergi_levhasi': 'Tax plate (vergi levhası)',
  'companyDocuments.kinds.ticaret_sicil_gazetesi': 'Trade registry gazette',
  'companyDocuments.kinds.imza_sirkuleri': 'Signature circular (imza sirküleri)',
  'companyDocuments.kinds.faaliyet_belgesi': 'Certificate of activity',
  'companyDocuments.kinds.sgk_isyeri_tescil': 'SGK workplace registration',
  'companyDocuments.kinds.kira_sozlesmesi': 'Lease agreement',
  'companyDocuments.kinds.other': 'Other document',
  'documentRequests.requested': 'The document has been requested and the customer told.',
  'documentRequests.fulfilled':
    'Your document has been uploaded and linked to the request; your advisor will review it.',
  'documentRequests.alreadyFulfilled': 'This request has already been answered with a document.',
  'ledger.created': 'The entry has been added.',
  'ledger.updated': 'The entry has been updated.',
  'ledger.deleted': 'The entry has been deleted.',
  'ledger.periodClosed': 'Your advisor has closed this month; its entries can no longer be changed.',
  'ledger.periodClosedNow': 'The period {{period}} is closed; the customer can no longer change its entries.',
  'ledger.periodReopened': 'The period {{period}} has been reopened.',
  'ledger.staffOnly': "Only the company's advisor can close or reopen a month.",
  'ledger.entryFromInvoice':
    'This entry was written by sales invoice {{number}}; cancel or return the invoice instead.',
  'salesInvoices.returnHasCollections':
    'Collections are set against this invoice; record the refund as a payment to the customer instead.',
  'ledger.documentNotFound': "The linked document is not among this company's documents.",
  'ledger.importFileMissing': 'Please choose an e-invoice XML file.',
  'ledger.importTooLarge': 'The e-invoice file may be at most 2 MB.',
  'ledger.importDocumentNotXml': 'The chosen document is not an e-invoice XML file.',
  'ledger.importMalformed': 'The file could not be read: it is not a valid XML file.',
  'ledger.importNotInvoice': 'This file is not a Turkish e-invoice (UBL-TR).',
  'ledger.importConfirmed': "The invoice's {{count}} entries have been added.",
  'ledger.importAlreadyConfirmed': 'Invoice {{number}} has been imported already.',
  'ledger.importIncomplete': 'The e-invoice lacks required information: {{part}}.',
  'ledger.importRateUnsupported':
    'The e-invoice KDV rate of {{rate}}% was not in force on its date ({{date}}); the rates then were {{rates}}.',
  'ledger.importCurrencyUnsupported':
    'The e-invoice is in {{currency}}, but its exchange rate (cac:PricingExchangeRate) is not one from {{currency}} to Turkish lira (TRY).',
  'ledger.importExchangeRateMissing':
    'The e-invoice is in {{currency}} but states no exchange rate to Turkish lira (cac:PricingExchangeRate), so its amounts cannot be converted to TRY.',
  'ledger.importTypeUnsupported':
    'E-invoices of type {{type}} cannot be imported yet; the types read are {{types}}. Please enter this one by hand.',
  'ledger.importTaxUnsupported':
    'The e-invoice carries a tax the import does not read ({{code}} {{name}}), and its totals do not add up without it. Please enter this one by hand.',
  'ledger.importTotalsDisagree':
    "The e-invoice's figures do not add up: {{part}} is {{stated}}, while the amounts it is made of give {{computed}}.",
  'ledger.importSpecialBaseAboveNet':
    "The e-invoice's special base (özel matrah, {{base}}) is above its net amount ({{net}}); such an invoice cannot be split into entries. Please enter this one by hand.",
  'ledger.export.fileName': 'ledger',
  'ledger.export.sheet': 'Entries',
  'ledger.export.date': 'Date',
  'ledger.export.kind': 'Kind',
  'ledger.export.counterparty': 'Counterparty',
  'ledger.export.taxNumber': 'Tax number (VKN/TCKN)',
  'ledger.export.description': 'Description',
  'ledger.export.category': 'Category',
  'ledger.export.net': 'Net amount',
  'ledger.export.kdvRate': 'KDV rate (%)',
  'ledger.export.kdv': 'KDV amount',
  'ledger.export.gross': 'Gross amount',
  'ledger.export.paid': 'Paid',
  'ledger.export.document': 'Document no.',
  'ledger.export.yes': 'Yes',
  'ledger.export.no': 'No',
  'ledger.export.totalIncome': 'Total income',
  'ledger.export.totalExpense': 'Total expenses',
  'ledger.kind.income': 'Income',
  'ledger.kind.expense': 'Expense',
  'ledger.category.sales_goods': 'Sales of goods',
  'ledger.category.sales_services': 'Sales of services',
  'ledger.category.other_income': 'Other income',
  'ledger.category.goods_purchase': 'Purchase of goods',
  'ledger.category.rent': 'Rent',
  'ledger.category.salaries': 'Salaries and wages',
  'ledger.category.utilities': 'Electricity, water, gas',
  'ledger.category.office_supplies': 'Office supplies',
  'ledger.category.travel': 'Travel and accommodation',
  'ledger.category.fuel_vehicle': 'Fuel and vehicle',
  'ledger.category.food': 'Food and catering',
  'ledger.category.communication': 'Phone and internet',
  'ledger.category.software': 'Software and subscriptions',
  'ledger.category.professional_services': 'Professional services',
  'ledger.category.taxes_fees': 'Taxes, fees and dues',
  'ledger.category.bank_charges': 'Bank charges',
  'ledger.category.other_expense': 'Other expense',
  'ledger.category.sales_returns': 'Sales returns',
  'ledger.category.purchase_returns': 'Purchase returns',
  // The office line's calls (issue 15).
  'office.lineNotActive':
    "This company's office service is not active: records are kept only for an active (or payment due, or suspended) office line.",
  'office.calls.calledAtFuture': 'The time of the call cannot be in the future.',
  'office.calls.recorded': "The call is recorded; the company's customers have been told.",
  'office.calls.saved': 'The call is updated.',
  'office.calls.urgentSms':
    'Firmaport: URGENT call to the {{company}} line. {{caller}} ({{phone}}): {{subject}}. Details in the portal.',
  'office.calls.callSms':
    'Firmaport: call to the {{company}} line. {{caller}} ({{phone}}): {{subject}}. Details in the portal.',
  // A company's call instructions (issue 35).
  'office.callInstructions.saved':
    'The call instructions are saved; the secretaries follow them from the next call.',
  'office.callInstructions.customersOnly':
    "Only the company's own users can change its call instructions; the secretaries read and follow them.",
  // The office contract (issue 35).
  'office.contract.notApproved':
    'The virtual office contract is prepared once your office application is approved; it has not been approved yet.',
  'office.contract.missingDetails':
    'The contract cannot be prepared: the company has no chosen office or no office package. Please contact us.',
  'office.contract.accepted': 'You have accepted the contract; the time and your IP address are recorded.',
  'office.contract.notAccepted':
    'The address-use letter is given once the contract is accepted; please accept the contract first.',
  'office.contract.customersOnly':
    "Only the company's own users can accept the contract; staff cannot accept it on a customer's behalf.",
  // The office line's usage beyond the packet's allowance, on a renewal's invoice (issue 35).
  'office.usage.line.call': 'Extra calls answered ({{period}})',
  'office.usage.line.scan': 'Extra mail scanning, pages ({{period}})',
  'office.usage.line.forward': 'Extra mail forwarding ({{period}})',
  'office.usage.line.storage_day': 'Storage past the free days, days ({{period}})',
  'office.usage.line.room_hour': 'Extra meeting-room hours ({{period}})',
  // The office's meeting rooms (issue 35).
  'office.rooms.notActive':
    "Meeting rooms are booked by companies whose office service is active; this company's is not.",
  'office.rooms.booked': 'The room is booked; the confirmation and a calendar invitation are on their way.',
  'office.rooms.cancelled': 'The booking is cancelled and its hours are free again.',
  'office.rooms.slotTaken': 'One of these hours has just been booked; please choose other hours.',
  'office.rooms.outsideHours':
    "The room can be booked only in whole hours within the office's reception hours.",
  'office.rooms.past': 'That hour has already started; please choose a later one.',
  'office.rooms.tooFarAhead': 'Rooms can be booked at most {{days}} days ahead.',
  'office.rooms.noCard':
    "This month's free room hours do not cover this booking and the company has no card on file to pay the rest. Add a card under Subscriptions, or book fewer hours.",
  'office.rooms.paymentNeeded':
    "{{hours}} of these hours are beyond this month's free hours and cost {{amount}} (KDV included). Confirm that your card on file is charged.",
  'office.rooms.tooLateToCancel':
    'A booking can be cancelled only until 24 hours before it starts; this one can no longer be cancelled.',
  'office.rooms.alreadyCancelled': 'This booking is already cancelled.',
  'office.rooms.refundFailed':
    'The payment could not be refunded just now, so the booking stands. Please try again in a few minutes.',
  'office.rooms.customersOnly': "Meeting rooms are booked and cancelled by the company's own users.",
  'office.rooms.invoiceLine': 'Meeting room {{room}} ({{location}}), {{day}} {{from}}–{{to}}',
  // The office line's standing mail instructions (issue 35).
  'office.rules.saved': 'Your mail instructions are saved; they apply to items received from now on.',
  'office.rules.addressRequired': 'Choose one of your saved addresses for a forwarding rule.',
  'office.rules.addressUnknown': "This address is not one of your company's saved addresses.",
  'office.rules.addressInUse': 'A rule forwards mail to this address; change the rule first.',
  'office.rules.parcelNotScanned': 'Parcels are not scanned; choose another action for parcels.',
  'office.rules.tooManyAddresses': 'You can save at most 10 forwarding addresses.',
  'office.rules.tooManyRecipients': 'You can authorise at most 10 people to collect mail.',
  'office.rules.recipientExists': 'A person with this national ID is already authorised.',
  'office.rules.addressSaved': 'Address saved.',
  'office.rules.addressDeleted': 'Address removed.',
  'office.rules.recipientSaved': 'Person authorised.',
  'office.rules.recipientDeleted': 'Authorisation withdrawn.',
  // The office line's mail and parcels (issue 15).
  'office.shipments.recorded': "The item is recorded; the company's customers have been told.",
  'office.shipments.requested': 'Your request has been passed to the office.',
  'office.shipments.done': 'Done; the customer has been told.',
  'office.shipments.alreadyDone': 'This request has already been done.',
  'office.shipments.parcelNotScanned':
    'A parcel is not scanned: it has no pages. You can have it held at the office or forwarded to your address.',
  'office.shipments.shredUnseenNotice':
    'An official notice cannot be shredded before you have opened it. Please open the notice first.',
  'office.shipments.alreadyFinal':
    'This item has been forwarded or shredded (or that has been asked for); no further request can be made.',
  'office.shipments.requestPending':
    'A request for this item is still waiting; you can make a new one once the office has done it.',
  'office.shipments.forwardAddressRequired': 'Please write the address to forward the item to.',
  'office.shipments.receivedInFuture': 'The time the item was received cannot be in the future.',
  'office.shipments.photoWrongType': 'The photo of the envelope must be a JPEG or PNG image.',
  'office.shipments.scanMissing': 'Please choose the PDF file of the scanned contents.',
  'office.shipments.notAuthorised':
    'This ID number is not the authorised person’s; the item cannot be handed over.',
  'office.shipments.proofMissing': 'Add a photo of the signature or of the handover.',
  'office.shipments.collected': 'The item was handed to the authorised person.',
  'office.shipments.scanWrongType': 'The scanned contents can be uploaded as a PDF only.',
  'office.shipments.sms.atOnce':
    'Firmaport: an item from {{sender}} for {{company}} has arrived at your office. As you asked, we tell you at once; see it in the portal.',
  'office.shipments.sms.officialNotice':
    'Firmaport: an OFFICIAL NOTICE sent by {{sender}} for {{company}} has arrived at your office. Please open it in the portal now.',
  // A company's team (issue 16).
  'team.notAllowed.pay': "You may not pay for this company. Ask one of the company's owners.",
  'team.notAllowed.upload_documents':
    "You may not upload or change this company's documents. Ask one of the company's owners.",
  'team.notAllowed.see_office':
    "You may not see this company's calls and mail. Ask one of the company's owners.",
  'team.notAllowed.manage_team': "You may not manage this company's team. Ask one of the company's owners.",
  'team.notAllowed.write': 'You can only view this company: a viewer cannot change anything.',
  'team.notAllowed.delete': 'Only an owner of the company can delete it.',
  'team.ownerOnly': 'Only an owner of the company can make someone an owner, or change or remove an owner.',
  'team.lastOwner': 'The company must keep at least one owner: make another member an owner first.',
  'team.alreadyMember': 'This person is already a member of the company.',
  'team.alreadyInvited': 'This address already has an open invitation to the company: send it again instead.',
  'team.staffAddress':
    'This address belongs to a Firmaport staff member: staff are assigned to companies by an admin.',
  'team.invitationNotFound': 'This invitation link is not valid.',
  'team.invitationExpired': 'This invitation has expired. Ask the person who invited you for a new one.',
  'team.invitationUsed': 'This invitation has already been used.',
  'team.invitationRevoked': 'This invitation has been withdrawn.',
  'team.invitationOtherUser':
    'This invitation was sent to another e-mail address. Sign out, then open the link again and sign in with the invited address.',
  'team.signInToAccept':
    'This address already has a Firmaport account: sign in first, then join the company.',
  'team.invited': 'The invitation has been sent to {{email}}.',
  'team.updated': "The member's role and permissions are saved.",
  'team.removed': 'The member has been removed from the company.',
  'team.left': 'You have left the company.',
  'team.resent': 'The invitation has been sent again with a new link.',
  'team.revoked': 'The invitation has been withdrawn.',
  'team.joined': 'Welcome! You have joined {{company}}.',
  'team.tooManyInvitations': 'This company has sent many invitations today. Please try again tomorrow.',
  // The company's details and their change requests (issue 16).
  'companyProfile.saved': 'The company details are saved.',
  'companyProfile.nothingChanged': 'Nothing has changed: the details are as saved.',
  'companyProfile.changeRequested':
    'Your change has been sent to your advisor for approval. It applies once it is approved.',
  'companyProfile.requestPending':
    "A change of this company's details is already waiting for your advisor. You can ask for another once it is decided.",
  'companyProfile.viewerReadOnly': 'You can only view this company: a viewer cannot change its details.',
  'companyProfile.staffUseRequests':
    "Staff change a company's details on its page; here they approve or reject its customers' requests.",
  'companyProfile.requestDecided': 'This request has already been decided.',
  'companyProfile.approved': 'The change is approved and applied; the customers have been told.',
  'companyProfile.rejected': 'The change is rejected; the customers have been told why.',
  // A person's own data (KVKK, issue 16).
  'privacy.exportRequested':
    'A copy of your data is being prepared; we will e-mail you the download link when it is ready.',
  'privacy.exportInProgress':
    'A copy of your data is already being prepared or waiting to be downloaded. You can ask for a new one once its link has expired.',
  'privacy.closeRequested':
    'We received your request to close your account. You can take it back until {{date}}.',
  'privacy.closeCancelled': 'Your request to close your account was taken back; your account stays open.',
  'privacy.closeAlreadyRequested': 'You have already asked to close your account.',
  'privacy.closeNotForStaff': 'Staff accounts are closed by the administrator.',
  // The Endless network (issue 17).
  'network.stages.holdPaymentInProgress':
    'A payment for this hour is already under way (in another tab or on the bank’s page). Wait for its outcome; your card is not charged twice.',
  'network.stages.hourTakenRefunding':
    'While your payment went through, this hour went to another company. The amount charged is refunded to your card automatically; we will tell you by e-mail.',
  'network.membershipRequired':
    'This needs the company\'s Endless Network membership package (Standard or Premium Booth). You can buy it on the network\'s "For My Company" page.',
  'network.booths.onePerRepresentative': 'A representative cannot open more than one booth.',
  'network.booths.onePerCompany': 'This company already has a booth; edit it instead of opening another.',
  'network.booths.representativeNotMember':
    "The booth's representative must be one of the company's customer members.",
  'network.booths.tooManyItemsForPacket':
    "With your company's package the booth can show at most {{max}} products or services.",
  'network.booths.created': 'Your booth is open.',
  'network.booths.saved': 'The booth has been saved.',
  'network.booths.hidden': 'The booth is hidden; its representative was mailed the reason.',
  'network.booths.shown': 'The booth is visible to everyone again.',
  'network.booths.logoSaved': "The booth's logo has been updated.",
  'network.booths.logoRemoved': "The booth's logo has been removed.",
  'network.booths.documentAdded': 'The brochure has been added.',
  'network.booths.documentDeleted': 'The brochure has been removed.',
  'network.booths.documentWrongType': 'Brochures can be uploaded as PDF files only.',
  'network.booths.documentTooLarge': `A brochure may be at most ${BOOTH_DOCUMENT_MAX_MB} MB.`,
  'network.booths.documentMissing': 'Please choose a PDF file.',
  'network.booths.tooManyDocuments': `A booth can hold at most ${BOOTH_DOCUMENT_MAX_COUNT} brochures. Remove one to add another.`,
  'network.booths.contactSent': "Your message has been sent to the company's representative.",
  'network.booths.tooManyContacts':
    'You have sent too many messages. Please try again in {{seconds}} seconds.',
  'network.stages.slotTaken': 'Another company has just taken this hour. Please choose another one.',
  'network.stages.slotOutsideWindow': `A stage hour can be booked at least ${STAGE_BOOKING_MIN_LEAD_MINUTES} minutes ahead and at most ${STAGE_BOOKING_MAX_DAYS_AHEAD} days ahead.`,
  'network.stages.dateOutsideWindow': `The stage calendar shows at most ${STAGE_BOOKING_MAX_DAYS_AHEAD} days from today.`,
  'network.sessions.holdCreated': `The hour is held for you for ${STAGE_HOLD_MINUTES} minutes; please complete the payment within that time.`,
  'network.sessions.holdReleased': 'The hour you held has been released.',
  'network.sessions.notHeld': 'This session is no longer held: it was paid, it expired or it was released.',
  'network.sessions.holdExpired': `The hour was released because it was not paid within ${STAGE_HOLD_MINUTES} minutes. Please choose it again.`,
  'network.sessions.sessionRequired':
    'To pay for the conference package, first hold an hour on a stage calendar.',
  'network.sessions.sessionNotForProduct': 'This product cannot pay for a stage session.',
  'network.sessions.registered':
    'You are registered; we have mailed you the details and a calendar invitation.',
  'network.sessions.registrationCancelled': 'Your registration has been cancelled.',
  'network.sessions.full': 'Every seat of this session is taken.',
  'network.sessions.alreadyRegistered': 'You are already registered for this session.',
  'network.sessions.registrationClosed':
    'Registration for this session is closed: it has started or is not confirmed yet.',
  'network.sessions.notRegistered': 'You have no registration for this session.',
  'network.sessions.tooManyRegistrations':
    'You can hold at most {{max}} registrations for upcoming sessions. Cancel one to register for another.',
  'network.sessions.emailNotVerified':
    'Please verify your e-mail address first: the confirmation and the calendar invitation go to it. The banner at the top of the page sends the link again.',
  // The conversation with the advisor and the advisor change (issue 33).
  'companyMessages.sent': 'Your message has been sent.',
  'companyMessages.bodyRequired': 'Please write a message.',
  'companyMessages.bodyTooLong': 'A message can be at most 4000 characters.',
  'companyMessages.noAttachment': 'This message has no attachment.',
  'advisorChange.requested': 'Your request has been received; our admins will answer it soon.',
  'advisorChange.alreadyOpen': 'You already have an advisor change request waiting for an answer.',
  'advisorChange.answered': 'The request has been answered; the company was told in its thread.',
  'advisorChange.alreadyAnswered': 'This request has already been answered.',
  'advisorChange.adminsOnly': 'Only admins can answer advisor change requests.',
  'advisorChange.advisorInvalid': 'Please choose an active advisor.',
  'advisorChange.threadRequest': 'I would like another advisor. Reason: {{reason}}',
  'advisorChange.threadApproved':
    'Your advisor change request has been approved. Your new advisor: {{advisor}}.',
  'advisorChange.threadDeclined': 'Your advisor change request could not be granted.',
  'advisorChange.threadNote': 'Note: {{note}}',
  // The month-close board (issue 33).
  'monthClose.moved': "The month's state has been updated.",
  'monthClose.moveNotAllowed':
    'The month cannot move from its state to the one asked: one step on, or back to an earlier state.',
  'monthClose.completed': "Thank you; your advisor sees that the month's documents are complete.",
  'monthClose.alreadyComplete': "This month's documents are already marked complete.",
  'monthClose.periodNotEnded': "A month's documents can be marked complete once the month has ended.",
  'counterparties.created': 'The counterparty has been added.',
  'counterparties.updated': 'The counterparty has been updated.',
  'counterparties.taxNumberTaken': 'A counterparty with this tax number is already in your list.',
  'counterparties.cityUnknown': 'Choose the province from the list.',
  'counterparties.districtUnknown': 'Choose a district of the chosen province.',
  'salesInvoices.created': 'The draft invoice has been saved.',
  'salesInvoices.updated': 'The draft invoice has been updated.',
  'salesInvoices.issued': 'Invoice {{number}} has been issued.',
  'salesInvoices.cancelled': 'Invoice {{number}} has been cancelled and its ledger entries removed.',
  'salesInvoices.returned': 'Return invoice {{number}} has been issued.',
  'salesInvoices.counterpartyNotFound': 'Choose a customer from your list.',
  'salesInvoices.notDraft': 'Only a draft invoice can be changed or issued.',
  'salesInvoices.notIssued': 'Only an issued invoice can be cancelled, returned or downloaded.',
  'salesInvoices.hasCollections':
    'Collections are set against this invoice; it cannot be cancelled. Issue a return invoice instead.',
  'salesInvoices.returnOfReturn': 'A return invoice cannot be returned.',
  'salesInvoices.nothingOpen': 'Nothing is left open on this invoice to return.',
  'salesInvoices.hasReturn': 'A return invoice was issued against this invoice; it cannot be cancelled.',
  'salesInvoices.tooLarge': 'The invoice total in lira is above what the program holds.',
  'collections.created': 'The {{kind}} has been recorded.',
  'collections.kind.collection': 'collection',
  'collections.kind.payment': 'payment',
  'collections.counterpartyNotFound': 'Choose a counterparty from your list.',
  'collections.invoiceNotFound': "This invoice is not among the counterparty's issued invoices.",
  'collections.allocationExceedsOpen': 'This is more than the invoice still has open ({{open}}).',
  'bankStatements.imported':
    'Bank statement read: {{count}} movements. Check the proposed matches and confirm them.',
  'bankStatements.fileMissing': 'Please choose a bank statement file.',
  'bankStatements.tooLarge': 'A bank statement may be at most 5 MB.',
  'bankStatements.unknownFormat':
    "This file is not in a statement format the portal reads (MT940, CAMT.053 or the bank's CSV/XLSX export): {{detail}}.",
  'bankStatements.malformed': 'The statement could not be read: {{detail}}.',
  'bankStatements.currencyMixed':
    'The statement holds more than one currency ({{detail}}); upload each account on its own.',
  'bankStatements.accountMixed':
    'The statement holds more than one account ({{detail}}); upload each account on its own.',
  'bankStatements.unbalanced': "The statement's balance does not agree with its movements: {{detail}}.",
  'bankStatements.tooManyLines':
    'The statement has too many movements ({{detail}}); upload the period in parts.',
  'bankStatements.currencyUnsupported':
    "Only a lira account's statement is read; this one is for a {{currency}} account.",
  'bankStatements.empty': 'The statement has no movements.',
  'bankStatements.notFound': 'This bank statement was not found.',
  'bankStatements.lineNotFound': 'This statement line was not found.',
  'bankStatements.lineConfirmed': "This line's match is already confirmed.",
  'bankStatements.matchNotFound': 'No open invoice or unpaid entry was found to match.',
  'bankStatements.matchWrongDirection':
    'Money in matches a sales invoice or an income entry; money out matches an expense entry.',
  'bankStatements.matchAmountDiffers': "The entry's amount is not the statement line's amount.",
  'bankStatements.matched': 'Match confirmed.',
  'bankStatements.unmatched': 'The line was left unmatched.',
  'receiptScans.queued': 'Receipt uploaded and being read. The draft will be ready in a few seconds.',
  'receiptScans.fileMissing': 'Please choose a photo or PDF of the receipt or invoice.',
  'receiptScans.tooLarge': 'A receipt file may be at most 10 MB.',
  'receiptScans.notFound': 'This receipt scan was not found.',
  'receiptScans.nothingRead':
    'No date, total or KDV could be read from the receipt; try a sharper photo taken straight on.',
  'receiptScans.pdfUnreadable': 'The PDF could not be opened; upload a photo of the receipt instead.',
  'receiptScans.readFailed': 'The receipt could not be read just now; please upload it again.',
  'salesInvoices.pdf.title': 'INVOICE',
  'salesInvoices.pdf.returnTitle': 'RETURN INVOICE',
  'salesInvoices.pdf.cancelled': 'CANCELLED',
  'salesInvoices.pdf.number': 'Invoice no.',
  'salesInvoices.pdf.date': 'Date',
  'salesInvoices.pdf.dueDate': 'Due date',
  'salesInvoices.pdf.ettn': 'Invoice UUID (ETTN)',
  'salesInvoices.pdf.profile': 'Scenario',
  'salesInvoices.pdf.type': 'Type',
  'salesInvoices.pdf.seller': 'Seller',
  'salesInvoices.pdf.buyer': 'Buyer',
  'salesInvoices.pdf.taxOffice': 'Tax office: {{office}}',
  'salesInvoices.pdf.taxNumber': 'Tax number (VKN/TCKN): {{number}}',
  'salesInvoices.pdf.description': 'Description',
  'salesInvoices.pdf.quantity': 'Qty',
  'salesInvoices.pdf.unitPrice': 'Unit price',
  'salesInvoices.pdf.discount': 'Discount',
  'salesInvoices.pdf.kdvRate': 'VAT',
  'salesInvoices.pdf.lineTotal': 'Amount',
  'salesInvoices.pdf.subtotal': 'Goods/services total',
  'salesInvoices.pdf.discountTotal': 'Discounts',
  'salesInvoices.pdf.kdvAt': 'KDV ({{rate}}%)',
  'salesInvoices.pdf.withheld': 'KDV withheld ({{code}}, {{ratio}})',
  'salesInvoices.pdf.total': 'Total incl. taxes',
  'salesInvoices.pdf.payable': 'Amount payable',
  'salesInvoices.pdf.exchangeRate': 'Exchange rate: 1 {{currency}} = {{rate}} TRY',
  'salesInvoices.pdf.payableTry': 'Amount payable in TRY: {{amount}}',
  'salesInvoices.pdf.exemption': 'KDV exemption: {{code}} {{name}}',
  'salesInvoices.pdf.returnsInvoice': 'Returned invoice: {{number}} ({{date}})',
  'salesInvoices.pdf.note': 'Note',
  'salesInvoices.pdf.fileName': 'invoice',
  'salesInvoices.reminderSent': 'The reminder was sent to {{email}}.',
  'salesInvoices.reminderNotOverdue':
    'A reminder can only be sent for an issued sales invoice that is past its due date and still has an open amount.',
  'salesInvoices.reminderNoEmail':
    'This counterparty has no e-mail address; add one to the counterparty before sending a reminder.',
  'salesInvoices.reminderTooSoon':
    'A reminder for this invoice was sent within the last 24 hours; you can send another one later.',
  'salesInvoices.tooManyReminders':
    'Your company has sent the most reminders allowed within 24 hours; please try again later.',
  'salesInvoices.sentEFatura': 'Invoice {{number}} has been sent as an e-Fatura.',
  'salesInvoices.sentEArsiv': 'Invoice {{number}} has been sent as an e-Arşiv invoice.',
  'salesInvoices.cancelledEArsiv':
    'e-Arşiv invoice {{number}} has been cancelled at the integrator and its ledger entries removed.',
  'salesInvoices.alreadySent': 'This invoice has been sent; it cannot be sent a second time.',
  'salesInvoices.sendInFlight':
    "This invoice is being sent; the integrator's answer is awaited. Please try again in a few minutes.",
  'salesInvoices.sellerTaxNumberMissing':
    "Sending an invoice needs your company's tax number; add it to your company details first.",
  'salesInvoices.integratorUnavailable':
    'The e-invoice integrator cannot be reached at the moment; the invoice may have arrived. Try again in a few minutes: the integrator is asked first, so the invoice is never sent twice.',
  'salesInvoices.tooManySends':
    'Your company has sent the most e-invoices allowed within 24 hours; please try again later.',
  'salesInvoices.eFaturaNotCancellable':
    'This invoice was sent as an e-Fatura, and an e-Fatura cannot be cancelled. Issue a return invoice instead.',
  'salesInvoices.integrator.duplicate_uuid':
    'The integrator refused the invoice: an invoice with this UUID (ETTN) was received before.',
  'salesInvoices.integrator.duplicate_number':
    'The integrator refused the invoice: another invoice was sent under this number before.',
  'salesInvoices.integrator.receiver_not_registered':
    "The integrator refused the invoice: the buyer's tax number is not on the list of registered e-Fatura users.",
  'salesInvoices.integrator.receiver_is_e_fatura_user':
    'The integrator refused the invoice: the buyer is an e-Fatura user and must get an e-Fatura, not an e-Arşiv invoice.',
  'salesInvoices.integrator.invalid_document':
    'The integrator refused the invoice: the document is not a valid UBL-TR invoice, or does not match the scenario, UUID or number declared.',
  'salesInvoices.integrator.not_found':
    'The integrator does not know this invoice; there is no delivery to cancel.',
  'salesInvoices.integrator.e_fatura_not_cancellable':
    'The integrator refused the cancellation: an e-Fatura cannot be cancelled; issue a return invoice.',
  'salesInvoices.integrator.cancel_window_passed': `The integrator refused the cancellation: an e-Arşiv invoice can be cancelled within ${EARSIV_CANCEL_DAYS} days after the day it was sent. Issue a return invoice instead.`,
  'salesInvoices.integrator.already_cancelled': 'The integrator had already cancelled this invoice.',
  'invoices.xmlUnavailable':
    'The e-invoice (XML) file of this invoice cannot be given at the moment; you can download its PDF.',
};
