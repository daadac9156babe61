import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  accountInformations,
  accountLines,
  accountStatusChanges,
  accounts,
  accountUsers,
  companyChangeRequests,
} from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { companyMessages } from '../../db/schema/company-messages.ts';
import { appointmentRequests, contactMessages } from '../../db/schema/contact.ts';
import { accountDocuments } from '../../db/schema/documents.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { networkBoothContacts, networkBoothDocuments, networkBooths } from '../../db/schema/network.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { officeCalls, officeShipmentRequests, officeShipments } from '../../db/schema/office-line.ts';
import { accountProducts, creditNotes, invoiceLines, invoices, payments } from '../../db/schema/payments.ts';
import { documentAccesses } from '../../db/schema/privacy.ts';
import { products } from '../../db/schema/products.ts';
import { securityEvents } from '../../db/schema/staff.ts';
import { storedCards, subscriptions } from '../../db/schema/subscriptions.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { firstRoleOf, isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * What "download my data" reads. Secrets are never selected: no password hash, token hash,
 * provider card token, 3-D Secure page or calendar feed secret; the rest of each row is the
 * person's or their company's data as the portal holds it.
 */

export async function findPersonForExport(db: TDatabase, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      languageId: users.languageId,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      avatarKey: users.avatarKey,
      isActive: users.isActive,
      closeRequestedAt: users.closeRequestedAt,
      role: firstRoleOf(users.id),
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type TExportPerson = NonNullable<Awaited<ReturnType<typeof findPersonForExport>>>;

/** Everything about the person that is not a company's: their log, inbox and what they sent the site. */
export async function findPersonRecords(db: TDatabase, person: { id: number; email: string }) {
  const [events, notifications, messages, appointments, twoFactor] = await Promise.all([
    db
      .select({
        type: securityEvents.type,
        ip: securityEvents.ip,
        detail: securityEvents.detail,
        accountId: securityEvents.accountId,
        occurredAt: securityEvents.occurredAt,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, person.id))
      .orderBy(asc(securityEvents.occurredAt), asc(securityEvents.id)),
    db
      .select({
        kind: userNotifications.kind,
        accountId: userNotifications.accountId,
        params: userNotifications.params,
        link: userNotifications.link,
        readAt: userNotifications.readAt,
        createdAt: userNotifications.createdAt,
      })
      .from(userNotifications)
      .where(eq(userNotifications.userId, person.id))
      .orderBy(asc(userNotifications.createdAt)),
    db
      .select({
        fullName: contactMessages.fullName,
        email: contactMessages.email,
        phone: contactMessages.phone,
        subject: contactMessages.subject,
        message: contactMessages.message,
        userAgent: contactMessages.userAgent,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
      })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${person.email}`)
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        fullName: appointmentRequests.fullName,
        email: appointmentRequests.email,
        phone: appointmentRequests.phone,
        company: appointmentRequests.company,
        preferredDate: appointmentRequests.preferredDate,
        timeSlot: appointmentRequests.timeSlot,
        status: appointmentRequests.status,
        createdAt: appointmentRequests.createdAt,
      })
      .from(appointmentRequests)
      .where(
        and(
          sql`lower(${appointmentRequests.email}) = ${person.email}`,
          isNull(appointmentRequests.accountId),
        ),
      )
      .orderBy(asc(appointmentRequests.createdAt)),
    db
      .select({ enabledAt: userTwoFactor.enabledAt })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, person.id)),
  ]);
  return {
    events,
    notifications,
    messages,
    appointments,
    twoFactorEnabledAt: twoFactor[0]?.enabledAt ?? null,
  };
}

/** The live companies the person is a customer member of, with their role and switches there. */
export function findCustomerCompanies(db: TDatabase, userId: number) {
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      status: accounts.status,
      createdAt: accounts.createdAt,
      memberRole: accountUsers.memberRole,
      canPay: accountUsers.canPay,
      canUploadDocuments: accountUsers.canUploadDocuments,
      canSeeOffice: accountUsers.canSeeOffice,
      canManageTeam: accountUsers.canManageTeam,
      joinedAt: accountUsers.createdAt,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(
      and(eq(accountUsers.userId, userId), isNull(accounts.deletedAt), isCustomerUser(accountUsers.userId)),
    )
    .orderBy(asc(accounts.id));
}

export type TExportCompany = Awaited<ReturnType<typeof findCustomerCompanies>>[number];

/** One company's records, each list in the order it happened. */
export async function findCompanyRecords(db: TDatabase, accountId: number) {
  const [
    informations,
    lines,
    statusChanges,
    held,
    subscriptionRows,
    cards,
    paymentRows,
    invoiceRows,
    creditNoteRows,
    calls,
    shipments,
    documents,
    ledger,
    accesses,
    changeRequests,
    messages,
    productRequests,
  ] = await Promise.all([
    db
      .select({ key: accountInformations.key, value: accountInformations.value })
      .from(accountInformations)
      .where(eq(accountInformations.accountId, accountId))
      .orderBy(asc(accountInformations.key)),
    db
      .select({
        brandId: accountLines.brandId,
        status: accountLines.status,
        updatedAt: accountLines.updatedAt,
      })
      .from(accountLines)
      .where(eq(accountLines.accountId, accountId))
      .orderBy(asc(accountLines.brandId)),
    db
      .select({
        brandId: accountStatusChanges.brandId,
        fromStatus: accountStatusChanges.fromStatus,
        toStatus: accountStatusChanges.toStatus,
        reason: accountStatusChanges.reason,
        createdAt: accountStatusChanges.createdAt,
      })
      .from(accountStatusChanges)
      .where(eq(accountStatusChanges.accountId, accountId))
      .orderBy(asc(accountStatusChanges.createdAt)),
    db
      .select({
        productCode: products.code,
        brandId: products.brandId,
        price: accountProducts.price,
        purchasedAt: accountProducts.purchasedAt,
        nextPaymentAt: accountProducts.nextPaymentAt,
        removedAt: accountProducts.removedAt,
      })
      .from(accountProducts)
      .innerJoin(products, eq(products.id, accountProducts.productId))
      .where(eq(accountProducts.accountId, accountId))
      .orderBy(asc(accountProducts.purchasedAt)),
    db
      .select({
        productCode: products.code,
        brandId: subscriptions.brandId,
        status: subscriptions.status,
        currentPeriodStart: subscriptions.currentPeriodStart,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        nextPaymentAt: subscriptions.nextPaymentAt,
        cancelAt: subscriptions.cancelAt,
        cancelledAt: subscriptions.cancelledAt,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(eq(subscriptions.accountId, accountId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        brand: storedCards.brand,
        last4: storedCards.last4,
        expireMonth: storedCards.expireMonth,
        expireYear: storedCards.expireYear,
        createdAt: storedCards.createdAt,
      })
      .from(storedCards)
      .where(eq(storedCards.accountId, accountId)),
    db
      .select({
        id: payments.id,
        kind: payments.kind,
        amount: payments.amount,
        status: payments.status,
        cardBrand: payments.cardBrand,
        cardLast4: payments.cardLast4,
        failureCode: payments.failureCode,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.accountId, accountId))
      .orderBy(asc(payments.createdAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        accountName: invoices.accountName,
        issuedAt: invoices.issuedAt,
        subtotal: invoices.subtotal,
        vatRate: invoices.vatRate,
        vat: invoices.vat,
        total: invoices.total,
        paymentId: invoices.paymentId,
      })
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .orderBy(asc(invoices.issuedAt)),
    db
      .select({
        number: creditNotes.number,
        invoiceId: creditNotes.invoiceId,
        amount: creditNotes.amount,
        issuedAt: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .where(eq(creditNotes.accountId, accountId))
      .orderBy(asc(creditNotes.issuedAt)),
    db
      .select({
        calledAt: officeCalls.calledAt,
        callerName: officeCalls.callerName,
        callerPhone: officeCalls.callerPhone,
        subject: officeCalls.subject,
        message: officeCalls.message,
        outcome: officeCalls.outcome,
        note: officeCalls.note,
        readAt: officeCalls.readAt,
      })
      .from(officeCalls)
      .where(eq(officeCalls.accountId, accountId))
      .orderBy(asc(officeCalls.calledAt)),
    db
      .select({
        id: officeShipments.id,
        receivedAt: officeShipments.receivedAt,
        kind: officeShipments.kind,
        sender: officeShipments.sender,
        carrier: officeShipments.carrier,
        trackingNumber: officeShipments.trackingNumber,
        status: officeShipments.status,
        photoKey: officeShipments.photoKey,
        photoType: officeShipments.photoType,
        scanKey: officeShipments.scanKey,
        seenAt: officeShipments.seenAt,
      })
      .from(officeShipments)
      .where(eq(officeShipments.accountId, accountId))
      .orderBy(asc(officeShipments.receivedAt)),
    db
      .select({
        id: accountDocuments.id,
        kind: accountDocuments.kind,
        period: accountDocuments.period,
        storageKey: accountDocuments.storageKey,
        fileName: accountDocuments.fileName,
        mimeType: accountDocuments.mimeType,
        size: accountDocuments.size,
        createdAt: accountDocuments.createdAt,
        reviewStatus: accountDocuments.reviewStatus,
        reviewNote: accountDocuments.reviewNote,
        reviewedAt: accountDocuments.reviewedAt,
      })
      .from(accountDocuments)
      .where(eq(accountDocuments.accountId, accountId))
      .orderBy(asc(accountDocuments.createdAt)),
    db
      .select({
        entryDate: ledgerEntries.entryDate,
        kind: ledgerEntries.kind,
        counterpartyName: ledgerEntries.counterpartyName,
        counterpartyTaxNumber: ledgerEntries.counterpartyTaxNumber,
        description: ledgerEntries.description,
        category: ledgerEntries.category,
        netAmount: ledgerEntries.netAmount,
        kdvRate: ledgerEntries.kdvRate,
        kdvAmount: ledgerEntries.kdvAmount,
        grossAmount: ledgerEntries.grossAmount,
        paid: ledgerEntries.paid,
        documentId: ledgerEntries.documentId,
        source: ledgerEntries.source,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(asc(ledgerEntries.entryDate), asc(ledgerEntries.id)),
    db
      .select({
        accessedAt: documentAccesses.accessedAt,
        staffName: users.name,
        documentId: documentAccesses.documentId,
        documentKind: documentAccesses.documentKind,
        documentPeriod: documentAccesses.documentPeriod,
      })
      .from(documentAccesses)
      .leftJoin(users, eq(users.id, documentAccesses.userId))
      .where(eq(documentAccesses.accountId, accountId))
      .orderBy(asc(documentAccesses.accessedAt)),
    db
      .select({
        changes: companyChangeRequests.changes,
        before: companyChangeRequests.before,
        status: companyChangeRequests.status,
        requestedAt: companyChangeRequests.requestedAt,
        decidedAt: companyChangeRequests.decidedAt,
        reason: companyChangeRequests.reason,
      })
      .from(companyChangeRequests)
      .where(eq(companyChangeRequests.accountId, accountId))
      .orderBy(asc(companyChangeRequests.requestedAt)),
    db
      .select({
        side: companyMessages.side,
        body: companyMessages.body,
        attachment: companyMessages.fileName,
        createdAt: companyMessages.createdAt,
      })
      .from(companyMessages)
      .where(eq(companyMessages.accountId, accountId))
      .orderBy(asc(companyMessages.id)),
    db
      .select({
        fullName: appointmentRequests.fullName,
        email: appointmentRequests.email,
        phone: appointmentRequests.phone,
        productId: appointmentRequests.productId,
        status: appointmentRequests.status,
        createdAt: appointmentRequests.createdAt,
      })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.accountId, accountId))
      .orderBy(asc(appointmentRequests.createdAt)),
  ]);
  const shipmentRequests =
    shipments.length === 0
      ? []
      : await db
          .select({
            shipmentId: officeShipmentRequests.shipmentId,
            action: officeShipmentRequests.action,
            address: officeShipmentRequests.address,
            note: officeShipmentRequests.note,
            carrier: officeShipmentRequests.carrier,
            trackingNumber: officeShipmentRequests.trackingNumber,
            requestedAt: officeShipmentRequests.requestedAt,
            doneAt: officeShipmentRequests.doneAt,
          })
          .from(officeShipmentRequests)
          .where(
            inArray(
              officeShipmentRequests.shipmentId,
              shipments.map((shipment) => shipment.id),
            ),
          )
          .orderBy(asc(officeShipmentRequests.requestedAt));
  const invoiceLineRows =
    invoiceRows.length === 0
      ? []
      : await db
          .select({
            invoiceId: invoiceLines.invoiceId,
            description: invoiceLines.description,
            quantity: invoiceLines.quantity,
            unitPrice: invoiceLines.unitPrice,
            total: invoiceLines.total,
          })
          .from(invoiceLines)
          .where(
            inArray(
              invoiceLines.invoiceId,
              invoiceRows.map((invoice) => invoice.id),
            ),
          )
          .orderBy(asc(invoiceLines.id));
  return {
    informations,
    lines,
    statusChanges,
    products: held,
    subscriptions: subscriptionRows,
    cards,
    payments: paymentRows,
    invoices: invoiceRows,
    invoiceLines: invoiceLineRows,
    creditNotes: creditNoteRows,
    calls,
    shipments,
    shipmentRequests,
    documents,
    ledger,
    accesses,
    changeRequests,
    messages,
    productRequests,
  };
}

/**
 * The company's booth in the Endless network (issue 17), its brochures (listed, not copied: they
 * are the company's public material) and the messages visitors sent through it; null without one.
 */
export async function findCompanyBooth(db: TDatabase, accountId: number) {
  const [booth] = await db
    .select({
      id: networkBooths.id,
      representativeUserId: networkBooths.representativeUserId,
      name: networkBooths.name,
      sector: networkBooths.sector,
      city: networkBooths.city,
      description: networkBooths.description,
      offer: networkBooths.offer,
      website: networkBooths.website,
      items: networkBooths.items,
      team: networkBooths.team,
      hiddenAt: networkBooths.hiddenAt,
      hiddenReason: networkBooths.hiddenReason,
      createdAt: networkBooths.createdAt,
      updatedAt: networkBooths.updatedAt,
    })
    .from(networkBooths)
    .where(eq(networkBooths.accountId, accountId));
  if (!booth) return null;
  const [brochures, contacts] = await Promise.all([
    db
      .select({
        title: networkBoothDocuments.title,
        size: networkBoothDocuments.size,
        createdAt: networkBoothDocuments.createdAt,
      })
      .from(networkBoothDocuments)
      .where(eq(networkBoothDocuments.boothId, booth.id))
      .orderBy(asc(networkBoothDocuments.createdAt)),
    db
      .select({
        fullName: networkBoothContacts.fullName,
        email: networkBoothContacts.email,
        phone: networkBoothContacts.phone,
        message: networkBoothContacts.message,
        createdAt: networkBoothContacts.createdAt,
      })
      .from(networkBoothContacts)
      .where(eq(networkBoothContacts.boothId, booth.id))
      .orderBy(asc(networkBoothContacts.createdAt)),
  ]);
  return { booth, brochures, contacts };
}
