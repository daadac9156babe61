import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';

/** A closed month: read-only for the customer (a warning), still open to the advisor (a note). */
export function ClosedMonthBanner({ isStaff, periodName }: { isStaff: boolean; periodName: string }) {
  const { t } = useTranslation('accountancy');
  return (
    <Alert tone={isStaff ? 'info' : 'warning'}>
      {isStaff ? t('closed.staffBanner', { period: periodName }) : t('closed.banner', { period: periodName })}
    </Alert>
  );
}
