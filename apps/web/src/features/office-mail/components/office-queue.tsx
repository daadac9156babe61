import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { DOCUMENT_MAX_BYTES } from '@portal/contracts/documents/document-kinds';
import {
  SHIPMENT_LIMITS,
  type TOfficeQueueItem,
  ZCompleteShipmentRequest,
} from '@portal/contracts/office/office-shipments';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCompleteOfficeRequest } from '../api/complete-office-request.ts';
import { useOfficeQueue } from '../api/get-office-queue.ts';
import { KindBadge } from './shipment-badges.tsx';

/** The operator queue: what customers asked, oldest first, each marked done from here. */
export function OfficeQueue() {
  const { t } = useTranslation('officeMail');
  const queue = useOfficeQueue();
  return (
    <section className="space-y-3" aria-labelledby="office-queue-title">
      <div>
        <h2 id="office-queue-title" className="text-h3 font-bold text-brand-950">
          {t('queue.title')}
        </h2>
        <p className="mt-1 text-body text-muted">{t('queue.lead')}</p>
      </div>
      <ListResults
        query={queue}
        errorTitle={t('queue.loadFailed')}
        empty={<EmptyState icon={<CheckIcon className="size-7" />}>{t('queue.empty')}</EmptyState>}
      >
        {(items) => (
          <ol className="space-y-3" aria-label={t('queue.listLabel')}>
            {items.map((item) => (
              <QueueItem key={item.request_id} item={item} />
            ))}
          </ol>
        )}
      </ListResults>
    </section>
  );
}

function QueueItem({ item }: { item: TOfficeQueueItem }) {
  const { t } = useTranslation('officeMail');
  const language = useLanguage();
  const [completing, setCompleting] = useState(false);
  const action = t(`actionNames.${item.action}`);
  return (
    <li>
      <Card
        padded={false}
        className={cn('p-4', item.kind === 'official_notice' && 'border-2 border-red-300')}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="break-words font-bold text-brand-950">{item.account_name}</p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                {action}
              </span>
              <KindBadge kind={item.kind} />
            </div>
            <p className="break-words text-small text-ink">{item.sender}</p>
            <p className="text-xs text-muted">
              {t('queue.requestedAt', {
                date: formatIstanbulDateTime(new Date(item.requested_at), language),
              })}
            </p>
            {item.address ? (
              <p className="break-words text-small text-ink">
                {t('queue.address', { address: item.address })}
              </p>
            ) : null}
            {item.note ? (
              <p className="break-words text-small text-muted">{t('queue.note', { note: item.note })}</p>
            ) : null}
          </div>
          <Button
            size="sm"
            icon={<CheckIcon className="size-4" />}
            onClick={() => setCompleting(true)}
            aria-label={t('queue.doneLabel', { company: item.account_name, sender: item.sender, action })}
            className="w-full sm:w-auto"
          >
            {t('queue.done')}
          </Button>
        </div>
      </Card>
      {completing ? <CompleteDialog item={item} onClose={() => setCompleting(false)} /> : null}
    </li>
  );
}

type TDoneField = 'carrier' | 'tracking_number' | 'file' | 'pages';

/** Marks a request done: a forward with its carrier and tracking number, a scan with its PDF. */
function CompleteDialog({ item, onClose }: { item: TOfficeQueueItem; onClose: () => void }) {
  const { t } = useTranslation('officeMail');
  const complete = useCompleteOfficeRequest();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pages, setPages] = useState('1');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TDoneField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const names = { company: item.account_name, sender: item.sender };
  const action = t(`actionNames.${item.action}`);

  const check = () => {
    const found: Partial<Record<TDoneField, string>> = {};
    if (item.action === 'forward') {
      if (!carrier.trim()) found.carrier = t('queue.required');
      if (!trackingNumber.trim()) found.tracking_number = t('queue.required');
    }
    if (item.action === 'scan') {
      if (!file) found.file = t('queue.scanMissing');
      else if (file.type !== 'application/pdf') found.file = t('queue.scanWrongType');
      else if (file.size > DOCUMENT_MAX_BYTES) found.file = t('queue.scanTooLarge');
      // The shared rule: a whole number of pages, 1 to 500.
      if (!/^\d+$/.test(pages.trim()) || !ZCompleteShipmentRequest.shape.pages.safeParse(pages).success) {
        found.pages = t('queue.pagesInvalid', { max: SHIPMENT_LIMITS.scanPages });
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await complete.mutateAsync({
        requestId: item.request_id,
        ...(item.action === 'forward'
          ? { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() }
          : {}),
        ...(item.action === 'scan' && file
          ? { file, pages: Number(pages.trim()), onProgress: setProgress }
          : {}),
      });
      notify({ type: 'success', title: t('queue.completed') });
      onClose();
    } catch (error) {
      const fromServer: Partial<Record<TDoneField, string>> = {};
      if (error instanceof ApiError) {
        for (const field of ['carrier', 'tracking_number', 'file', 'pages'] as const) {
          const message = error.errors[field]?.[0];
          if (message) fromServer[field] = message;
        }
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const title =
    item.action === 'forward'
      ? t('queue.forwardTitle')
      : item.action === 'scan'
        ? t('queue.scanTitle')
        : t('queue.confirmTitle');
  const description =
    item.action === 'forward'
      ? t('queue.forwardDescription', names)
      : item.action === 'scan'
        ? t('queue.scanDescription', names)
        : t('queue.confirmDescription', { ...names, action });

  return (
    <Modal
      open
      onOpenChange={(open) => (open || complete.isPending ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {item.action === 'forward' ? (
          <>
            <Input
              label={t('queue.carrier')}
              required
              maxLength={SHIPMENT_LIMITS.carrier}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
              error={errors.carrier}
            />
            <Input
              label={t('queue.trackingNumber')}
              required
              maxLength={SHIPMENT_LIMITS.trackingNumber}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              error={errors.tracking_number}
            />
          </>
        ) : null}
        {item.action === 'scan' ? (
          <Field label={t('queue.scanFile')} hint={t('queue.scanHint')} error={errors.file} required>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf"
                className={cn(controlClasses, 'py-2')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        ) : null}
        {item.action === 'scan' ? (
          <Input
            label={t('queue.pages')}
            hint={t('queue.pagesHint')}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={SHIPMENT_LIMITS.scanPages}
            step={1}
            value={pages}
            onChange={(event) => setPages(event.target.value)}
            error={errors.pages}
            className="max-w-40"
          />
        ) : null}
        {progress !== null ? (
          <p className="text-small text-muted" role="status">
            {t('queue.uploading', { percent: Math.round(progress * 100) })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={complete.isPending}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" loading={complete.isPending}>
            {t('queue.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
