import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { useTranslation } from 'react-i18next';
import { virtualOfficeState } from '../../../domains/office/virtual-office-application.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * Beside the founding's decision: the application chose one of our virtual offices, and where its
 * office line stands. The server refuses the approval while the office's packet is unpaid (issue 36).
 */
export function VirtualOfficeLine({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('staff');
  const state = virtualOfficeState(account);
  if (state === 'none') return null;
  return (
    <p className={cn('mt-2 text-small', state === 'unpaid' ? 'font-semibold text-amber-900' : 'text-muted')}>
      {t(`virtualOffice.${state}`)}
    </p>
  );
}
