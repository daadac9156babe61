import { zodResolver } from '@hookform/resolvers/zod';
import { isoToIstanbulWallClock, istanbulWallClockToIso } from '@portal/contracts/common/istanbul-wall-clock';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_BRANDS,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type TAnnouncement,
  ZAnnouncementRequest,
} from '@portal/contracts/staff/announcements';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';

/**
 * The form's own shape: the audience select holds '' (every customer) or a product line as text,
 * and the dates are Istanbul wall-clock times of `datetime-local` inputs. They become the API's
 * body on the way out, and the contracts' request schema (with its end-after-start rule) decides.
 */
const ZAnnouncementForm = z
  .object({
    title: z.string(),
    body: z.string(),
    brand_id: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    is_published: z.boolean(),
  })
  .transform((form) => ({
    ...form,
    brand_id: form.brand_id === '' ? null : Number(form.brand_id),
    // An unreadable time stays as typed, for the request schema to refuse.
    starts_at: istanbulWallClockToIso(form.starts_at) ?? form.starts_at,
    ends_at: istanbulWallClockToIso(form.ends_at) ?? form.ends_at,
  }))
  .pipe(ZAnnouncementRequest);
export type TAnnouncementFormValues = z.input<typeof ZAnnouncementForm>;
type TAnnouncementFormBody = z.output<typeof ZAnnouncementForm>;

const FIELDS = ['title', 'body', 'brand_id', 'starts_at', 'ends_at', 'is_published'] as const;
const DATE_FIELDS = ['starts_at', 'ends_at'] as const;

const schemaResolver = zodResolver(ZAnnouncementForm);
/** An empty date is "required", not the request schema's "not a valid value". */
const resolver: Resolver<TAnnouncementFormValues, unknown, TAnnouncementFormBody> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  for (const field of DATE_FIELDS) {
    if (values[field] === '' && result.errors[field]) {
      result.errors[field] = { type: 'required', message: VALIDATION_MESSAGES.required };
    }
  }
  return result;
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A new announcement starts on the next full hour and runs for a week, unpublished. */
function newAnnouncementValues(now: Date = new Date()): TAnnouncementFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return {
    title: '',
    body: '',
    brand_id: '',
    starts_at: isoToIstanbulWallClock(start.toISOString()),
    ends_at: isoToIstanbulWallClock(new Date(start.getTime() + WEEK_MS).toISOString()),
    is_published: false,
  };
}

function valuesOf(announcement: TAnnouncement | null): TAnnouncementFormValues {
  if (!announcement) return newAnnouncementValues();
  return {
    title: announcement.title,
    body: announcement.body,
    brand_id: announcement.brand_id === null ? '' : String(announcement.brand_id),
    starts_at: isoToIstanbulWallClock(announcement.starts_at),
    ends_at: isoToIstanbulWallClock(announcement.ends_at),
    is_published: announcement.is_published,
  };
}

type AnnouncementFormDialogProps = {
  open: boolean;
  /** The announcement to edit; null writes a new one. */
  announcement: TAnnouncement | null;
  onClose: () => void;
  /** Starting values of a new announcement (tests fix the dates with it). */
  initialValues?: TAnnouncementFormValues;
};

/**
 * Writes or edits an announcement: its text, its audience, when customers see it, whether it is
 * published. The form starts from its props when mounted: the page mounts it afresh (a new `key`)
 * for each opening.
 */
export function AnnouncementFormDialog({
  open,
  announcement,
  onClose,
  initialValues,
}: AnnouncementFormDialogProps) {
  const { t } = useTranslation('staffHome');
  const text = useMessageText();
  const formId = useId();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAnnouncementFormValues, unknown, TAnnouncementFormBody>({
    resolver,
    defaultValues: announcement ? valuesOf(announcement) : (initialValues ?? valuesOf(null)),
  });
  const errors = form.formState.errors;

  const close = () => {
    setFailure(null);
    create.reset();
    update.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (announcement) await update.mutateAsync({ id: announcement.id, body });
      else await create.mutateAsync(body);
      close();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close();
      }}
      title={announcement ? t('announcements.form.editTitle') : t('announcements.form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('announcements.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('announcements.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Input
          label={t('announcements.form.title')}
          required
          maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH}
          error={text(errors.title?.message)}
          {...form.register('title')}
        />
        <Textarea
          label={t('announcements.form.body')}
          required
          rows={6}
          hint={t('announcements.form.bodyHint', { max: ANNOUNCEMENT_BODY_MAX_LENGTH })}
          error={text(errors.body?.message)}
          {...form.register('body')}
        />
        <Field
          label={t('announcements.form.audience')}
          hint={t('announcements.form.audienceHint')}
          error={text(errors.brand_id?.message)}
        >
          {(control) => (
            <select className={controlClasses} {...form.register('brand_id')} {...control}>
              <option value="">{t('announcements.audience.all')}</option>
              {ANNOUNCEMENT_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {t(`announcements.audience.${brand}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="datetime-local"
            label={t('announcements.form.startsAt')}
            hint={t('announcements.form.timeZoneHint')}
            required
            error={text(errors.starts_at?.message)}
            {...form.register('starts_at')}
          />
          <Input
            type="datetime-local"
            label={t('announcements.form.endsAt')}
            hint={t('announcements.form.timeZoneHint')}
            required
            error={text(errors.ends_at?.message)}
            {...form.register('ends_at')}
          />
        </div>
        <div className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4">
          <input
            id={`${formId}-published`}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-800"
            aria-describedby={`${formId}-published-hint`}
            {...form.register('is_published')}
          />
          <div>
            <label htmlFor={`${formId}-published`} className="text-small font-semibold text-ink">
              {t('announcements.form.published')}
            </label>
            <p id={`${formId}-published-hint`} className="text-small text-muted">
              {t('announcements.form.publishedHint')}
            </p>
          </div>
        </div>
      </form>
    </Modal>
  );
}
