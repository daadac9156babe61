import { z } from 'zod';
import { PRODUCT_LINES } from '../accounts/product-lines.ts';
import { pagedQuery, ZPageQuery } from '../common/envelope.ts';
import type { TProductLine } from '../product-lines/registry.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

const V = VALIDATION_MESSAGES;

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 160;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 5000;

/** The product lines an announcement may target (every line); null targets every customer. */
export const ANNOUNCEMENT_BRANDS: readonly TProductLine[] = PRODUCT_LINES;

/** Message keys of the staff schemas; the API and the web app translate them (tr/en). */
const STAFF_MESSAGES = {
  endsBeforeStarts: 'validation.endsBeforeStarts',
} as const;
export type TStaffMessageKey = (typeof STAFF_MESSAGES)[keyof typeof STAFF_MESSAGES];
export const STAFF_MESSAGE_KEYS = Object.values(STAFF_MESSAGES) as TStaffMessageKey[];

const ZAnnouncementBrand = z.literal(ANNOUNCEMENT_BRANDS, { error: V.invalidValue });

const ZInstant = z.iso.datetime({ offset: true, error: V.invalidValue });

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** Null: every customer; else the customers holding a product of this line. */
  brand_id: z.number().int().nullable(),
  is_published: z.boolean(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/**
 * `POST announcements` and `PUT announcements/{id}`. A customer sees a published announcement
 * while now lies in [starts_at, ends_at); the dates are ISO instants (UTC or with an offset).
 */
export const ZAnnouncementRequest = z
  .object({
    title: singleLine(
      z
        .string({ error: V.required })
        .trim()
        .min(1, { error: V.required })
        .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, { error: V.tooLong }),
    ),
    body: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .max(ANNOUNCEMENT_BODY_MAX_LENGTH, { error: V.tooLong }),
    brand_id: ZAnnouncementBrand.nullable(),
    starts_at: ZInstant,
    ends_at: ZInstant,
    is_published: z.boolean({ error: V.invalidValue }),
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.ends_at) <= Date.parse(body.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: STAFF_MESSAGES.endsBeforeStarts });
    }
  });
export type TAnnouncementRequest = z.input<typeof ZAnnouncementRequest>;

/** `GET announcements`: every announcement, newest first. */
export const ZAnnouncementListQuery = pagedQuery(ZPageQuery);
