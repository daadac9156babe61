import { formatKurus } from '@portal/contracts/common/money';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * A counterparty's balance (kuruş; positive: it owes the company), as the amount with who owes
 * whom under it, so the sign is never the only clue.
 */
export function BalanceText({ balance }: { balance: number }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const side = balance > 0 ? 'owesUs' : balance < 0 ? 'weOwe' : 'settled';
  return (
    <>
      <span className="font-semibold tabular-nums">{formatKurus(Math.abs(balance), language)}</span>
      <span className="block text-xs font-normal text-muted">{t(`balance.${side}`)}</span>
    </>
  );
}
