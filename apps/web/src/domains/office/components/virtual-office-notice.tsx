import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useContinueToOfficePackets, virtualOfficeState } from '../virtual-office-application.ts';

/**
 * The virtual office a formation application chose (issue 36), on the application's waiting page
 * and the dashboard: while its packet is not paid, a clear card leading to the office wizard's
 * packets step (the founding is approved only once it is paid); then where the office stands.
 * Nothing for a company at its own address.
 */
export function VirtualOfficeNotice({
  account,
  onlyWhileUnsettled = false,
}: {
  account: TAccountDetail;
  /** The dashboard says nothing once the office is active. */
  onlyWhileUnsettled?: boolean;
}) {
  const { t } = useTranslation('common');
  const office = useContinueToOfficePackets(account);
  const state = virtualOfficeState(account);
  if (state === 'none' || (onlyWhileUnsettled && state === 'active')) return null;
  if (state === 'unpaid') {
    return (
      <Alert tone="warning" title={t('virtualOffice.unpaidTitle')}>
        <p>{t('virtualOffice.unpaidText')}</p>
        <Button size="sm" className="mt-3" loading={office.busy} onClick={() => void office.go()}>
          {t('virtualOffice.continue')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone={state === 'active' ? 'success' : 'info'} title={t(`virtualOffice.${state}Title`)}>
      {t(`virtualOffice.${state}Text`)}
    </Alert>
  );
}
