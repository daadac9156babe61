import type { TShipmentKind, TShipmentStatus } from '@portal/contracts/office/office-shipments';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const KIND_STYLES: Record<TShipmentKind, string> = {
  letter: 'border-brand-200 bg-brand-50 text-brand-900',
  parcel: 'border-amber-300 bg-amber-50 text-amber-950',
  // An official notice stands out: its time limits run from delivery.
  official_notice: 'border-red-300 bg-red-50 text-red-900',
};

const badge = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

export function KindBadge({ kind }: { kind: TShipmentKind }) {
  const { t } = useTranslation('officeMail');
  return (
    <span className={cn(badge, KIND_STYLES[kind])}>
      {t(`kinds.${kind}`)}
      {kind === 'official_notice' ? <span className="ms-1 uppercase">{` · ${t('urgent')}`}</span> : null}
    </span>
  );
}

const DONE: readonly TShipmentStatus[] = ['held', 'forwarded', 'scanned', 'shredded', 'collected'];

export function StatusBadge({ status }: { status: TShipmentStatus }) {
  const { t } = useTranslation('officeMail');
  const tone =
    status === 'received'
      ? 'border-brand-200 bg-white text-brand-900'
      : DONE.includes(status)
        ? 'border-green-200 bg-green-50 text-green-900'
        : 'border-amber-300 bg-amber-50 text-amber-950';
  return <span className={cn(badge, tone)}>{t(`statuses.${status}`)}</span>;
}
