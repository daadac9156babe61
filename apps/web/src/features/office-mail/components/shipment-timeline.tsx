import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TShipment } from '@portal/contracts/office/office-shipments';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';

/** What happened to the item, oldest first: arrival, first opened, each request and its outcome. */
export function ShipmentTimeline({ item }: { item: TShipment }) {
  const { t } = useTranslation('officeMail');
  const language = useLanguage();
  return (
    <section aria-label={t('timeline.title')}>
      <h4 className="text-small font-semibold text-ink">{t('timeline.title')}</h4>
      <ol className="mt-2 space-y-2 border-s-2 border-line ps-4">
        {item.timeline.map((event) => (
          <li key={`${event.event}-${event.action ?? ''}-${event.at}`} className="text-small">
            <span className="font-medium text-ink">
              {event.event === 'requested' && event.action
                ? t('timeline.events.requested', { action: t(`actionNames.${event.action}`) })
                : t(`timeline.events.${event.event}`)}
            </span>
            <span className="block text-xs text-muted">
              <time dateTime={event.at}>{formatIstanbulDateTime(new Date(event.at), language)}</time>
              {event.by ? ` · ${t('timeline.by', { name: event.by })}` : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
