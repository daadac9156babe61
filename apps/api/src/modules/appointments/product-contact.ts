import { LANGUAGE_IDS, type TLanguage } from '@portal/contracts/common/languages';
import type { TProductContactResult } from '@portal/contracts/products/product-routes';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { appointmentRequests } from '../../db/schema/contact.ts';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { productContactStaffMail } from '../../plugins/mail/templates/product-contact-staff.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { findCatalogueProducts } from '../products/service.ts';
import { notifyStaff } from '../public-forms/staff-notification-service.ts';

type TContactApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'now'>;

/** A request staff still follow: asking again answers it instead of mailing them twice. */
const OPEN_STATUSES = ['new', 'contacted'] as const;

/**
 * `GET brands/{type}/products/{id}/contact?account_id=…`: a member of the company (the route
 * reaches it so) asks to be called about a product. Staff get an appointment request (with the
 * company and the product, no preferred day) and a mail in their language; the request carries
 * the caller's name, e-mail and verified phone.
 */
export async function requestProductContact(
  app: TContactApp,
  auth: TAuth,
  input: {
    brandId: number;
    productId: number;
    account: TReachedAccount;
    language: TLanguage;
    log: FastifyBaseLogger;
  },
): Promise<TProductContactResult & { product: string }> {
  const { account } = input;
  const [product] = await findCatalogueProducts(
    app.db,
    { brandIds: [input.brandId], id: input.productId },
    input.language,
  );
  if (!product) throw new HttpError(404, 'errors.productNotFound');
  const { user } = auth;
  if (!user.phone) throw new HttpError(409, 'appointments.phoneMissing');

  const [open] = await app.db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.accountId, account.id),
        eq(appointmentRequests.productId, product.id),
        inArray(appointmentRequests.status, [...OPEN_STATUSES]),
      ),
    );
  if (open) return { id: open.id, already_requested: true, product: product.name };

  const [stored] = await app.db
    .insert(appointmentRequests)
    .values({
      fullName: user.name,
      email: user.email,
      phone: user.phone,
      company: account.name,
      accountId: account.id,
      productId: product.id,
      languageId: LANGUAGE_IDS[input.language],
    })
    .returning({ id: appointmentRequests.id });
  if (!stored) throw new Error('Could not store the contact request');
  await notifyStaff(app, input.log, {
    template: 'product-contact-staff',
    replyTo: { name: user.name, address: user.email },
    // The product's name as the customer saw it (in their language).
    render: (staffLanguage) =>
      productContactStaffMail(staffLanguage, {
        fullName: user.name,
        email: user.email,
        phone: user.phone ?? '',
        language: input.language,
        company: account.name,
        product: product.name,
        url: `${app.config.appUrl}/${staffLanguage}/app/appointment-list`,
      }),
  });
  return { id: stored.id, already_requested: false, product: product.name };
}
