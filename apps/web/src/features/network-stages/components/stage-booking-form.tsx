import { zodResolver } from '@hookform/resolvers/zod';
import { formatCalendarDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import {
  lastBookableDate,
  NETWORK_SECTORS,
  SESSION_LIMITS,
  STAGE_HOLD_MINUTES,
} from '@portal/contracts/network/network-constants';
import type { TSlot, TStage } from '@portal/contracts/network/network-schemas';
import { ZCreateBookingRequest, ZNetworkSector } from '@portal/contracts/network/network-schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { QueryState } from '../../../components/data/query-state.tsx';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateStageBooking } from '../api/create-stage-booking.ts';
import { useConferenceHour } from '../api/get-conference-hour.ts';
import { useStageSlots } from '../api/get-stage-slots.ts';
import { hourRange } from '../stage-time.ts';
import { useNow } from '../use-now.ts';
import { SlotGrid } from './slot-grid.tsx';

/** The stage and the day live in the URL, so a reload or the back button keeps the hours on screen. */
const ZBookingChoice = z.object({
  stage: z.union([z.literal(0), z.coerce.number().int().min(1)]).catch(0),
  date: z.iso.date().optional().catch(undefined),
});

const SHAPE = ZCreateBookingRequest.shape;
/** The session's details: the shared request's own fields (the server checks the same), a sector or none. */
const ZBookingDetails = z.object({
  title: SHAPE.title,
  speaker: SHAPE.speaker,
  description: SHAPE.description,
  sector: z.union([z.literal(''), ZNetworkSector]),
});
type TBookingDetails = z.input<typeof ZBookingDetails>;
type TBookingDetailsOutput = z.output<typeof ZBookingDetails>;
const FIELDS = ['title', 'speaker', 'description', 'sector'] as const;

/**
 * `my-company-stage`: the company picks a stage and an Istanbul day within the booking window,
 * sees the day's hours, chooses a free one and describes the session; the hold then waits for the
 * payment on `stage-payment`. A taken hour (409) is said plainly and the hours are asked again.
 */
export function StageBookingForm({ accountId, stages }: { accountId: number; stages: readonly TStage[] }) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const language = useLanguage();
  const now = useNow(60_000);
  const today = todayInIstanbul(now);
  const lastDay = lastBookableDate(now);
  const { filters, setFilters } = useUrlFilters(ZBookingChoice);
  const stage = stages.find((item) => item.id === filters.stage) ?? stages[0];
  const date = filters.date && filters.date >= today && filters.date <= lastDay ? filters.date : today;
  const slots = useStageSlots(stage?.id ?? null, date);
  if (!stage) return null;

  return (
    <Card className="space-y-6">
      <div>
        <h2 className="text-h3 font-bold text-brand-950">{t('book.title')}</h2>
        <p className="mt-1 text-body text-muted">{t('book.lead')}</p>
        <HourPrice />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('book.stage')}>
          {(control) => (
            <select
              className={controlClasses}
              value={stage.id}
              onChange={(event) => setFilters({ stage: event.target.value })}
              {...control}
            >
              {stages.map((item) => (
                <option key={item.id} value={item.id}>
                  {t('book.stageOption', { name: item.name, capacity: item.capacity })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Input
          type="date"
          label={t('book.date')}
          hint={t('book.dateHint', { last: formatCalendarDate(lastDay, language) })}
          min={today}
          max={lastDay}
          value={date}
          onChange={(event) => {
            if (event.target.value) setFilters({ date: event.target.value });
          }}
        />
      </div>
      <QueryState query={slots} size="section" errorTitle={t('slots.loadFailed')}>
        {(loaded) => (
          // A new stage or day starts a new choice.
          <HourAndDetails
            key={`${stage.id}:${date}`}
            accountId={accountId}
            stage={stage}
            date={date}
            slots={loaded}
            onTaken={() => void slots.refetch()}
          />
        )}
      </QueryState>
    </Card>
  );
}

/**
 * What an hour costs, said before one is chosen and held (issue 36: the price first appeared on
 * the payment page): the conference package's price + KDV, the extras offered at payment.
 */
function HourPrice() {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const product = useConferenceHour();
  if (!product.data) return null;
  return (
    <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-small text-brand-950">
      <span className="font-semibold">
        {t('book.price', { price: formatKurus(product.data.price, language) })}
      </span>{' '}
      {t('book.priceNote', { product: product.data.name })}
    </p>
  );
}

function HourAndDetails({
  accountId,
  stage,
  date,
  slots,
  onTaken,
}: {
  accountId: number;
  stage: TStage;
  date: string;
  slots: readonly TSlot[];
  onTaken: () => void;
}) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const language = useLanguage();
  const [chosen, setChosen] = useState<TSlot | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  // The form that was sent is gone with the hour: focus goes to the message, before the hours.
  const takenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (taken) takenRef.current?.focus();
  }, [taken]);
  // The chosen hour as the latest answer has it: taken meanwhile, it is no longer chosen.
  const current =
    chosen && slots.find((slot) => slot.starts_at === chosen.starts_at && slot.state === 'free');
  const dayLabel = formatCalendarDate(date, language);
  return (
    <div className="space-y-6">
      {taken ? (
        <div ref={takenRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="error" title={t('book.takenTitle')}>
            {taken}
          </Alert>
        </div>
      ) : null}
      {slots.length > 0 ? (
        <SlotGrid
          slots={slots}
          dayLabel={dayLabel}
          selected={current ? current.starts_at : null}
          onSelect={(slot) => {
            setTaken(null);
            setChosen(slot);
          }}
        />
      ) : (
        <p className="text-body text-muted">{t('slots.none')}</p>
      )}
      {current ? (
        <BookingDetailsForm
          accountId={accountId}
          stage={stage}
          slot={current}
          dayLabel={dayLabel}
          onTaken={(message) => {
            setChosen(null);
            setTaken(message);
            onTaken();
          }}
        />
      ) : null}
    </div>
  );
}

function BookingDetailsForm({
  accountId,
  stage,
  slot,
  dayLabel,
  onTaken,
}: {
  accountId: number;
  stage: TStage;
  slot: TSlot;
  dayLabel: string;
  onTaken: (message: string) => void;
}) {
  const { t } = useTranslation(['networkStages', 'networkBooths']);
  const text = useMessageText();
  const language = useLanguage();
  const navigate = useNavigate();
  const booking = useCreateStageBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TBookingDetails, unknown, TBookingDetailsOutput>({
    resolver: zodResolver(ZBookingDetails),
    shouldFocusError: false,
    defaultValues: { title: '', speaker: '', description: '', sector: '' },
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    setFailure(null);
    try {
      const held = await booking.mutateAsync({
        stageId: stage.id,
        body: {
          account_id: accountId,
          starts_at: slot.starts_at,
          title: details.title,
          speaker: details.speaker,
          description: details.description,
          sector: details.sector === '' ? undefined : details.sector,
        },
      });
      navigate(`${pathTo(language, 'networkStagePayment')}?session=${held.id}`);
    } catch (error) {
      // Another company took the hour first (the database's unique index): choose again.
      if (error instanceof ApiError && error.status === 409) {
        onTaken(error.message);
        return;
      }
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4 border-t border-line pt-6">
      <div>
        <h3 className="text-body font-bold text-brand-950">{t('book.detailsTitle')}</h3>
        <p className="mt-1 text-small text-muted">
          {t('book.chosenHour', {
            stage: stage.name,
            day: dayLabel,
            range: hourRange(slot.starts_at, slot.ends_at),
          })}
        </p>
      </div>
      {failure ? (
        <Alert tone="error" title={t('book.failed')}>
          {failure}
        </Alert>
      ) : null}
      <Input
        label={t('book.sessionTitle')}
        required
        maxLength={SESSION_LIMITS.title}
        error={text(errors.title?.message)}
        {...form.register('title')}
      />
      <Input
        label={t('book.speaker')}
        hint={t('book.speakerHint')}
        required
        maxLength={SESSION_LIMITS.speaker}
        error={text(errors.speaker?.message)}
        {...form.register('speaker')}
      />
      <Textarea
        label={t('book.description')}
        hint={t('book.descriptionHint')}
        maxLength={SESSION_LIMITS.description}
        error={text(errors.description?.message)}
        {...form.register('description')}
      />
      <Field label={t('book.sector')} hint={t('book.sectorHint')} error={text(errors.sector?.message)}>
        {(control) => (
          <select className={controlClasses} {...form.register('sector')} {...control}>
            <option value="">{t('book.sectorFromBooth')}</option>
            {NETWORK_SECTORS.map((sector) => (
              <option key={sector} value={sector}>
                {t(`networkBooths:sectors.${sector}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="text-small text-muted">{t('book.holdNote', { minutes: STAGE_HOLD_MINUTES })}</p>
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
        {t('book.submit')}
      </Button>
    </form>
  );
}
