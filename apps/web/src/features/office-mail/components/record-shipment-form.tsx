import { DOCUMENT_MAX_BYTES } from '@portal/contracts/documents/document-kinds';
import type { TOfficeCompany } from '@portal/contracts/office/office-routes';
import {
  SHIPMENT_KINDS,
  SHIPMENT_LIMITS,
  type TShipmentKind,
} from '@portal/contracts/office/office-shipments';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { OfficeCompanyFinder } from '../../../domains/office/components/office-company-finder.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useRecordShipment } from '../api/record-shipment.ts';
import { istanbulInputToIso, istanbulInputValue } from '../shipment-rules.ts';

type TField = 'company' | 'received_at' | 'kind' | 'sender' | 'carrier' | 'tracking_number' | 'photo';
const SERVER_FIELDS: readonly TField[] = [
  'received_at',
  'kind',
  'sender',
  'carrier',
  'tracking_number',
  'photo',
];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/**
 * The secretary logs an item in a few steps: the company, when it came (now by default, Turkey
 * time), its kind, the sender, carrier and tracking number, and a photo of the envelope (the
 * phone's camera opens). The company's customers are told by the server.
 */
export function RecordShipmentForm() {
  const { t } = useTranslation('officeMail');
  const record = useRecordShipment();
  const photoInput = useRef<HTMLInputElement>(null);
  const [company, setCompany] = useState<TOfficeCompany | null>(null);
  const [receivedAt, setReceivedAt] = useState(() => istanbulInputValue(new Date()));
  const [kind, setKind] = useState<TShipmentKind>('letter');
  const [sender, setSender] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): Partial<Record<TField, string>> => {
    const found: Partial<Record<TField, string>> = {};
    if (!company) found.company = t('record.companyRequired');
    if (!istanbulInputToIso(receivedAt)) found.received_at = t('record.receivedAtInvalid');
    if (!sender.trim()) found.sender = t('record.senderRequired');
    if (photo && !PHOTO_TYPES.includes(photo.type)) found.photo = t('record.photoWrongType');
    else if (photo && photo.size > DOCUMENT_MAX_BYTES) found.photo = t('record.photoTooLarge');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !company) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    try {
      await record.mutateAsync({
        accountId: company.id,
        receivedAt: istanbulInputToIso(receivedAt),
        kind,
        sender: sender.trim(),
        carrier: carrier.trim(),
        trackingNumber: trackingNumber.trim(),
        photo,
      });
      notify({ type: 'success', title: t('record.recorded', { company: company.name }) });
      // Ready for the next item of the same delivery: the company stays, the rest starts again.
      setReceivedAt(istanbulInputValue(new Date()));
      setKind('letter');
      setSender('');
      setCarrier('');
      setTrackingNumber('');
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
    } catch (error) {
      const fromServer: Partial<Record<TField, string>> = {};
      if (error instanceof ApiError) {
        for (const field of SERVER_FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) fromServer[field] = message;
        }
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(errorMessage(error));
    }
  };

  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('record.title')}</h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <OfficeCompanyFinder
          value={company}
          onChange={(chosen) => {
            setCompany(chosen);
            setErrors(({ company: _company, ...rest }) => rest);
          }}
          error={errors.company}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('record.receivedAt')}
            type="datetime-local"
            required
            value={receivedAt}
            onChange={(event) => setReceivedAt(event.target.value)}
            error={errors.received_at}
          />
          <fieldset>
            <legend className="text-small font-semibold text-ink">{t('record.kind')}</legend>
            <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg border border-line p-1">
              {SHIPMENT_KINDS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-small font-semibold',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400',
                    kind === option ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50',
                  )}
                >
                  <input
                    type="radio"
                    name="kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    className="sr-only"
                  />
                  {t(`kinds.${option}`)}
                </label>
              ))}
            </div>
            {errors.kind ? <p className="mt-1 text-small font-medium text-danger">{errors.kind}</p> : null}
          </fieldset>
        </div>
        <Input
          label={t('record.sender')}
          required
          maxLength={SHIPMENT_LIMITS.sender}
          value={sender}
          onChange={(event) => setSender(event.target.value)}
          error={errors.sender}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('record.carrier')}
            maxLength={SHIPMENT_LIMITS.carrier}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            error={errors.carrier}
          />
          <Input
            label={t('record.trackingNumber')}
            maxLength={SHIPMENT_LIMITS.trackingNumber}
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            error={errors.tracking_number}
          />
        </div>
        <Field label={t('record.photo')} hint={t('record.photoHint')} error={errors.photo}>
          {(control) => (
            <input
              {...control}
              ref={photoInput}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              capture="environment"
              className={cn(controlClasses, 'py-2')}
              onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={record.isPending} className="w-full sm:w-auto">
            {t('record.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** After a refused submit, the first control marked invalid gets the focus (the page's order). */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
