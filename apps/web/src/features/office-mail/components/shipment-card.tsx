import {
  formatCalendarDate,
  formatIstanbulDateTime,
  todayInIstanbul,
} from '@portal/contracts/common/istanbul-time';
import type { TShipment } from '@portal/contracts/office/office-shipments';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMarkShipmentSeen } from '../api/mark-shipment-seen.ts';
import { doneForward, ruleRequestOf } from '../shipment-rules.ts';
import { ScanReader } from './scan-reader.tsx';
import { ShipmentActions } from './shipment-actions.tsx';
import { KindBadge, StatusBadge } from './shipment-badges.tsx';
import { ShipmentPhoto } from './shipment-photo.tsx';
import { ShipmentTimeline } from './shipment-timeline.tsx';
import { useSeenOnView } from './use-seen-on-view.ts';

/**
 * One item as a card: what it is, who sent it, when it came, its status, the envelope's photo and
 * the choices, all at once; its history opens below. A card the customer has looked at is "seen"
 * (the first time, once): a read receipt that lets an official notice be shredded, not an event of
 * the envelope's history. The "new" badge stays for this visit.
 */
export function ShipmentCard({ item, accountId }: { item: TShipment; accountId: number }) {
  const { t } = useTranslation('officeMail');
  const language = useLanguage();
  const historyId = useId();
  const cardRef = useRef<HTMLLIElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [isNew] = useState(item.seen_at === null);
  const markSeen = useMarkShipmentSeen(accountId);
  const urgent = item.kind === 'official_notice';
  const forwarded = doneForward(item);
  const byRule = ruleRequestOf(item);
  const forwardAddresses = item.requests.filter((request) => request.action === 'forward' && request.address);

  useSeenOnView(
    cardRef,
    () => {
      if (!markSeen.isPending) markSeen.mutate(item.id);
    },
    item.seen_at === null,
  );

  return (
    <li ref={cardRef}>
      <Card padded={false} className={cn('p-4 sm:p-5', urgent && 'border-2 border-red-300')}>
        <div className="flex gap-4">
          {item.photo_url ? (
            <div className="shrink-0">
              <ShipmentPhoto item={item} all={false} />
            </div>
          ) : null}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <KindBadge kind={item.kind} />
              <StatusBadge status={item.status} />
              {byRule ? (
                <span className="rounded-full border border-brand-300 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                  {t('card.byRule')}
                </span>
              ) : null}
              {isNew ? (
                <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                  {t('unseen')}
                </span>
              ) : null}
            </div>
            <h3 className="mt-2 break-words text-body font-bold text-brand-950">{item.sender}</h3>
            <dl className="mt-1 grid gap-x-4 gap-y-1 text-small sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{t('card.receivedAt')}</dt>
              <dd className="text-ink">
                <time dateTime={item.received_at}>
                  {formatIstanbulDateTime(new Date(item.received_at), language)}
                </time>
              </dd>
              {item.carrier ? (
                <>
                  <dt className="text-muted">{t('card.carrier')}</dt>
                  <dd className="break-words text-ink">{item.carrier}</dd>
                </>
              ) : null}
              {item.tracking_number ? (
                <>
                  <dt className="text-muted">{t('card.trackingNumber')}</dt>
                  <dd className="break-all text-ink">{item.tracking_number}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
        {item.storage_free_until ? (
          // Kept at the office: free until the packet's days run out, then charged per day.
          todayInIstanbul() > item.storage_free_until ? (
            <p className="mt-2 text-small font-medium text-amber-900">
              {t('card.storageOver', { date: formatCalendarDate(item.storage_free_until, language) })}
            </p>
          ) : (
            <p className="mt-2 text-small text-muted">
              {t('card.storageFreeUntil', { date: formatCalendarDate(item.storage_free_until, language) })}
            </p>
          )
        ) : null}
        {item.collected ? (
          <p className="mt-2 text-small text-ink">
            {t('card.collectedBy', {
              name: item.collected.by,
              date: formatIstanbulDateTime(new Date(item.collected.at), language),
            })}
          </p>
        ) : null}
        {urgent && item.status === 'received' ? (
          <p className="mt-2 text-small font-medium text-red-900">{t('card.urgentNote')}</p>
        ) : null}
        {forwarded?.carrier && forwarded.tracking_number ? (
          <p className="mt-2 text-small text-ink">
            {t('card.forwardedWith', {
              carrier: forwarded.carrier,
              trackingNumber: forwarded.tracking_number,
            })}
          </p>
        ) : null}
        {forwardAddresses.map((request) => (
          <p key={request.id} className="mt-2 break-words text-small text-muted">
            {t('card.forwardAddress', { address: request.address })}
          </p>
        ))}
        {item.scan_url ? (
          <div className="mt-3">
            <ScanReader item={item} all={false} />
          </div>
        ) : null}
        <div className="mt-4 border-t border-line pt-4">
          <ShipmentActions item={item} accountId={accountId} />
        </div>
        <div className="mt-3">
          <button
            type="button"
            onClick={() => setHistoryOpen((open) => !open)}
            aria-expanded={historyOpen}
            aria-controls={historyId}
            aria-label={t(historyOpen ? 'card.historyCloseLabel' : 'card.historyOpenLabel', {
              sender: item.sender,
            })}
            className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-small font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            {historyOpen ? t('card.historyClose') : t('card.historyOpen')}
            <ChevronDownIcon className={cn('size-4 transition-transform', historyOpen && 'rotate-180')} />
          </button>
          <div id={historyId} hidden={!historyOpen} className="mt-3">
            {historyOpen ? <ShipmentTimeline item={item} /> : null}
          </div>
        </div>
      </Card>
    </li>
  );
}
