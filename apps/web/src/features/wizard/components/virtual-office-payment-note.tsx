import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/ui/price.tsx';
import { useOfficeLocations } from '../api/packets.ts';

/**
 * Said before the formation is paid when the company's address is one of our virtual offices
 * (issue 36): the office's own packet is chosen and paid right after, with the same card; and
 * what the office's packets start at, when it offers any.
 */
export function VirtualOfficePaymentNote({ officeId }: { officeId: string | undefined }) {
  const { t } = useTranslation('common');
  const offices = useOfficeLocations();
  const office = offices.data?.find((item) => String(item.id) === officeId);
  const from = office?.price_from ?? null;
  return (
    <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-small text-ink">
      {t('virtualOffice.afterPayment')}
      {from !== null ? (
        <>
          {' '}
          {t('virtualOffice.priceFrom')}{' '}
          <Price kurus={from} billing="monthly" amountClassName="font-semibold text-brand-950" />.
        </>
      ) : null}
    </p>
  );
}
